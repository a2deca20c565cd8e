import Foundation

extension ADInterfaceDocument {
    /// The offset of the first byte that does not belong to valid UTF-8, or `nil`.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
