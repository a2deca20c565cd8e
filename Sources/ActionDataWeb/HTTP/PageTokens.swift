import DequeModule
import Foundation

/// The tokens of the pages served in shared mode, where no cookie ties a page to its form:
/// each page load gets a random token that its requests must carry, which another site's
/// page cannot read. The most recent `capacity` tokens are kept.
actor PageTokens {
    private let capacity: Int
    private var issued: Set<String> = []
    private var order: Deque<String> = []

    init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// A new token for a page.
    func issue() -> String {
        let token = UUID().uuidString + UUID().uuidString
        issued.insert(token)
        order.append(token)
        while issued.count > capacity, let oldest = order.popFirst() { issued.remove(oldest) }
        return token
    }

    /// Whether `token` was issued and is still kept.
    func isValid(_ token: String) -> Bool { issued.contains(token) }
}
