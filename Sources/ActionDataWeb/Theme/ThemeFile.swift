import Foundation

/// Reads a theme's file, never more than one byte past its limit: a huge file, or an endless
/// one such as `/dev/zero`, is refused without being read whole.
enum ThemeFile {
    /// The bytes of `file`, at most `limit`.
    ///
    /// - Throws: ``ADWebThemeError`` for `part`, naming the file, when it is missing, a folder,
    ///   unreadable, or larger than `limit`.
    static func read(_ file: URL, upTo limit: Int, as part: ADWebThemeError.Part) throws(ADWebThemeError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
            throw ADWebThemeError(part, file: file.path, problem: .unreadable("there is no such file"))
        }
        guard !isFolder.boolValue else { throw ADWebThemeError(part, file: file.path, problem: .unreadable("it is a folder")) }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            data = try handle.read(upToCount: min(limit, Int.max - 1) + 1) ?? Data()
        } catch {
            throw ADWebThemeError(part, file: file.path, problem: .unreadable("\(error.localizedDescription)"))
        }
        guard data.count <= limit else { throw ADWebThemeError(part, file: file.path, problem: .tooLarge(limit: limit)) }
        return data
    }
}
