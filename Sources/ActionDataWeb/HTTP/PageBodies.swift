import ActionData
import Foundation
import NIOCore

/// The page of a server that gives each browser its own form, as sent: its bytes and their
/// gzip, made on the first request for each language and listing and kept, so a page of
/// thousands of controls is not compressed again for every visitor.
///
/// At most ``capacity`` pages are kept; past it, one kept page is dropped for the new one.
/// The languages come from visitors' `Accept-Language`, so their number is theirs to choose.
final class PageBodies: Sendable {
    /// One page as sent: its bytes, and their gzip when they are worth compressing.
    struct Body: Sendable {
        let plain: ByteBuffer
        /// `nil` below ``ResponseCompression/threshold``, or when zlib failed: sent as it is.
        let gzipped: ByteBuffer?
    }

    private struct Key: Hashable {
        let listing: Bool
        let language: ADUserLocale
    }

    /// The most pages kept at once.
    let capacity: Int
    private let lock = NSLock()
    nonisolated(unsafe) private var bodies: [Key: Body] = [:]

    /// Keeps up to `capacity` pages (at least 1).
    init(capacity: Int = 32) {
        self.capacity = max(1, capacity)
    }

    /// The page for `listing` and `language`, rendered by `render` and compressed the first
    /// time it is asked for.
    func body(listing: Bool, language: ADUserLocale, render: () -> String) -> Body {
        let key = Key(listing: listing, language: language)
        if let kept = lock.withLock({ bodies[key] }) { return kept }
        let plain = ByteBuffer(string: render())
        let body = Body(plain: plain, gzipped: plain.readableBytes >= ResponseCompression.threshold ? ResponseCompression.gzip(plain) : nil)
        lock.withLock {
            if bodies[key] == nil, bodies.count >= capacity, let any = bodies.keys.first { bodies[any] = nil }
            bodies[key] = body
        }
        return body
    }

    /// How many pages are kept.
    var count: Int { lock.withLock { bodies.count } }
}
