import ActionData
import ActionDataStorage
import Foundation
import FuzzDriver

/// What a device sends `POST /sync/push`, read as the server reads it: a clock stamp's text
/// reads back to the same text, and a push body that decodes encodes to a body that decodes to
/// the same push.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = fuzzText(data, size)
    if let stamp = try? ADSyncStamp(text: text) {
        require(stamp.text == text, "`\(text)` reads as a stamp written `\(stamp.text)`")
    }
    guard let push = try? JSONDecoder().decode(ADSyncPush.self, from: Data(bytes)) else { return 0 }
    do {
        let written = try JSONEncoder().encode(push)
        let again = try JSONDecoder().decode(ADSyncPush.self, from: written)
        require(again == push, "`\(text)` reads as \(push), which reads back as \(again)")
    } catch {
        require(false, "`\(text)` reads as \(push), which does not write and read back: \(error)")
    }
    return 0
}
