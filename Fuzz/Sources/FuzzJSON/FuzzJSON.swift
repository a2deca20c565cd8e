import ActionData
import FuzzDriver

/// Read JSON, write it, read it back: the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    guard let value = try? ADValue(jsonString: text) else { return 0 }
    for pretty in [false, true] {
        guard let written = try? value.jsonString(prettyPrinted: pretty) else { continue }
        do {
            let again = try ADValue(jsonString: written)
            require(again == value, "`\(text)` reads as \(value), writes as `\(written)`, which reads as \(again)")
        } catch {
            require(false, "`\(text)` writes as `\(written)`, which does not read: \(error)")
        }
    }
    if case .record(let record) = value {
        _ = try? ADRecord(jsonString: text)
        _ = try? record.jsonData()
    }
    return 0
}
