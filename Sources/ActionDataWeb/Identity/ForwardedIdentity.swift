import ActionData
import HTTPTypes

/// The identity an identity-aware proxy forwards (``ADWebIdentitySource/forwardedHeaders``).
enum ForwardedIdentity {
    // The names are valid header names, so the fallbacks after `??` are never taken.
    static let user = HTTPField.Name("X-Forwarded-User") ?? .authorization
    static let name = HTTPField.Name("X-Forwarded-Preferred-Username") ?? .authorization
    static let email = HTTPField.Name("X-Forwarded-Email") ?? .authorization
    static let groups = HTTPField.Name("X-Forwarded-Groups") ?? .authorization

    /// The longest id, name, email or group believed; a longer one makes the request anonymous.
    static let maximumLength = 256
    /// The most groups believed; more make the request anonymous.
    static let maximumGroups = 64
    /// The longest `X-Forwarded-Groups` believed.
    static let maximumGroupsLength = 4_096

    /// The identity `headers` name, when they came from a trusted proxy and name a user; else
    /// `ADIdentity.anonymous`. A header given twice, or a value past the bounds above, is
    /// not believed: a proxy sets each once, and a second one may be the client's.
    static func identity(in headers: HTTPFields, fromTrustedProxy trusted: Bool) -> ADIdentity {
        guard trusted, let id = single(headers, user), !id.isEmpty,
            let name = optionalSingle(headers, name), let email = optionalSingle(headers, email),
            let groupList = optionalSingle(headers, groups, limit: maximumGroupsLength)
        else { return .anonymous }
        let roles = (groupList ?? "").split(separator: ",").map(trimmed).filter { !$0.isEmpty }
        guard roles.count <= maximumGroups, roles.allSatisfy({ $0.utf8.count <= maximumLength }) else { return .anonymous }
        return ADIdentity(
            id: id, name: name.flatMap { $0.isEmpty ? nil : $0 } ?? id, roles: roles,
            attributes: email.map { ["email": $0] } ?? [:])
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[first...last])
    }

    /// The one value of `name`, at most `limit` bytes; `nil` when absent, repeated or too long.
    private static func single(_ headers: HTTPFields, _ name: HTTPField.Name, limit: Int = maximumLength) -> String? {
        let values = headers[values: name]
        guard values.count == 1, let value = values.first, value.utf8.count <= limit else { return nil }
        return value
    }

    /// `.some(nil)` when `name` is absent, `.some(value)` when given once within `limit` bytes,
    /// `nil` (not believed) otherwise.
    private static func optionalSingle(_ headers: HTTPFields, _ name: HTTPField.Name, limit: Int = maximumLength) -> String?? {
        headers[values: name].isEmpty ? .some(nil) : single(headers, name, limit: limit).map { .some($0) }
    }
}
