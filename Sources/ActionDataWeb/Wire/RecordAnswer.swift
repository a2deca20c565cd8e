import ActionData
import Hummingbird

/// The record as `GET /record` answers it: the record's own JSON (`ADRecord.jsonString(prettyPrinted:nonFiniteNumbers:)`),
/// pretty-printed, a number that is not finite written as `null`.
struct RecordAnswer: ResponseGenerator {
    let text: String

    /// The answer for `record`.
    /// - Throws: ``ADWebError`` 500 when the record cannot be written as JSON.
    init(_ record: ADRecord) throws(ADWebError) {
        do {
            text = try record.jsonString(prettyPrinted: true, nonFiniteNumbers: .null)
        } catch {
            throw ADWebError(status: .internalServerError, message: "the record cannot be written as JSON: \(error)")
        }
    }

    func response(from request: Request, context: some RequestContext) -> Response {
        ADWebServer.response(text, type: "application/json; charset=utf-8")
    }
}

/// The entries `GET /list` answers: `{"entries": [{"id", "title", "detail"}]}`.
struct ListAnswer: ResponseEncodable {
    let entries: [ADWebListEntry]
}
