import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Local TCP ports a test can hand to a server it starts.
///
/// A port the kernel gives for port 0 is free now but lies in the ephemeral range, where any
/// outgoing connection of any process may take it before the server binds it. Ports are
/// therefore chosen below that range, where only listeners bind, and each is checked by
/// binding it. A block of neighbouring ports serves a recipe whose nodes use `base + 1`, …
public enum FreePorts {
    /// One port nothing listens on now, below the ephemeral range.
    public static func one() -> Int { block(of: 1) }

    /// The first of `count` neighbouring ports that are all free now, below the ephemeral range.
    ///
    /// Tries up to 64 random blocks; if none is wholly free, returns the last tried, and the
    /// server that cannot bind says so.
    public static func block(of count: Int) -> Int {
        var base = lowest
        for _ in 0..<64 {
            base = Int.random(in: lowest...highestBase)
            if (base..<base + count).allSatisfy({ bind(port: $0) != nil }) { return base }
        }
        return base
    }

    /// The lowest port handed out: above the well-known and common development ports.
    private static let lowest = 20_000

    /// The highest first port of a block: well below the kernel's ephemeral range.
    private static let highestBase: Int = {
        let range = (try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8)) ?? ""
        let ephemeralStart = range.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.flatMap { Int($0) }
        return max(lowest + 1_000, (ephemeralStart ?? 32_768) - 100)
    }()

    /// Binds 127.0.0.1:`port` and lets it go; the port, or `nil` when it is taken.
    private static func bind(port: Int) -> Int? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                Glibc.bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}
