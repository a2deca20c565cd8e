/// Gathers the calls that arrive while earlier ones are running into one batch, so many
/// sessions' reads (or writes) share one statement, one round trip and one commit: at most
/// `limit` batches run at once, and a call arriving while fewer run starts a batch at once, so
/// a lone request waits for nothing. Under load each batch takes every call that queued
/// meanwhile.
actor Batcher<Item: Sendable, Answer: Sendable> {
    /// Runs one batch: one answer per item, in the items' order.
    typealias Run = @Sendable ([Item]) async throws -> [Answer]

    private let run: Run
    private let limit: Int
    private var running = 0
    private var waiting: [(item: Item, continuation: CheckedContinuation<Answer, any Error>)] = []

    init(limit: Int, run: @escaping Run) {
        self.limit = max(1, limit)
        self.run = run
    }

    /// `item`'s answer, from the batch it joined; the batch's error when that batch fails.
    func submit(_ item: Item) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            waiting.append((item, continuation))
            if running < limit { startBatch() }
        }
    }

    private func startBatch() {
        let batch = waiting
        waiting = []
        running += 1
        let run = run
        Task {
            let answers: Result<[Answer], any Error>
            do {
                answers = .success(try await run(batch.map(\.item)))
            } catch {
                answers = .failure(error)
            }
            self.finish(batch, answers)
        }
    }

    private func finish(_ batch: [(item: Item, continuation: CheckedContinuation<Answer, any Error>)], _ answers: Result<[Answer], any Error>) {
        running -= 1
        switch answers {
        case .success(let answers) where answers.count == batch.count:
            for (entry, answer) in zip(batch, answers) { entry.continuation.resume(returning: answer) }
        case .success:
            for entry in batch { entry.continuation.resume(throwing: BatchError.answerCount) }
        case .failure(let error):
            for entry in batch { entry.continuation.resume(throwing: error) }
        }
        if !waiting.isEmpty && running < limit { startBatch() }
    }

    /// A batch answered with another number of answers than it had items (a defect of `run`).
    enum BatchError: Error, CustomStringConvertible {
        case answerCount
        var description: String { "a batch of session statements answered for another number of sessions" }
    }
}
