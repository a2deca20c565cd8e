/// How font setting names are compared: without case and without UIKit's prefixes.
enum FontNames {
    /// `name` lower-cased, without the first of `prefixes` it starts with (compared without case).
    static func plain(_ name: String, prefixes: [String]) -> String {
        let lowered = name.lowercased()
        for prefix in prefixes where lowered.hasPrefix(prefix.lowercased()) && lowered.count > prefix.count {
            return String(lowered.dropFirst(prefix.count))
        }
        return lowered
    }
}
