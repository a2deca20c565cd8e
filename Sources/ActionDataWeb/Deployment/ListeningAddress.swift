import NIOCore

/// The `Host` names (without port) that address a server listening on a given address.
enum ListeningAddress {
    private static let loopback = ["127.0.0.1", "localhost", "[::1]"]

    /// A loopback address: the loopback names. A wildcard (`0.0.0.0`, `::`): the loopback
    /// names and the addresses of this machine's interfaces, as an address literal cannot be
    /// rebound to another server the way a name can. Any other: itself, an IPv6 address in
    /// brackets.
    static func hostNames(listeningOn host: String) -> [String] {
        let lowered = host.lowercased()
        if ["127.0.0.1", "localhost", "::1", "[::1]"].contains(lowered) { return loopback }
        guard ["0.0.0.0", "::", "[::]"].contains(lowered) else { return [bracketed(lowered)] }
        // Nothing lost: a machine whose interfaces cannot be listed is reached by its loopback
        // names and the public origins.
        let devices = (try? System.enumerateDevices()) ?? []
        let addresses = devices.compactMap { $0.address?.ipAddress }.map(bracketed)
        return loopback + addresses.filter { !loopback.contains($0) }
    }

    private static func bracketed(_ address: String) -> String {
        address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
    }
}
