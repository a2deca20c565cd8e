import Foundation

/// Finds tools the tests run (a browser, Node) on `PATH`.
public enum ExecutableSearch {
    /// The first of `names` that is an executable file in a `PATH` directory, or `nil`.
    public static func onPath(_ names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in names {
            for directory in directories {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}
