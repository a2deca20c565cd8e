import Foundation

/// A device's SQLite file in a folder of its own under the temporary directory.
struct ScratchDevice {
    let directory: URL

    /// Makes the folder, its name starting with `name`.
    init(_ name: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-sync-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The file's path.
    var path: String { directory.appendingPathComponent("device.sqlite").path }

    /// Removes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(at: directory) }
}
