import DequeModule
import Logging
import PostgresNIO

/// The provider's connections to the server, at most `capacity` open at once: idle ones are
/// reused, a new one is opened while fewer are open, and otherwise a lease waits, in arrival
/// order, for one to come back. One that broke or ended in an unknown state is closed, not
/// reused.
///
/// A task that already holds a connection of this pool (a provider call made inside one of its
/// own transactions) is given a new one even at capacity, so it cannot wait for itself.
actor ConnectionPool {
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let capacity: Int
    private var idle: [PostgresConnection] = []
    private var open = 0
    private var waiting: Deque<CheckedContinuation<Void, Never>> = []
    private var lastID = 0
    private var closed = false

    /// The pools the current task holds a connection of.
    @TaskLocal static var held: Set<ObjectIdentifier> = []

    init(configuration: PostgresConnection.Configuration, capacity: Int, logger: Logger) {
        self.configuration = configuration
        self.capacity = max(1, capacity)
        self.logger = logger
    }

    /// An open connection: idle, new, or given back by another lease.
    ///
    /// - Throws: ``ADPostgresError/Kind/connection(_:)`` when the server cannot be reached
    ///   or the pool was closed.
    func lease() async throws(ADPostgresError) -> PostgresConnection {
        let nested = Self.held.contains(ObjectIdentifier(self))
        while true {
            guard !closed else { throw ADPostgresError(.connection("the provider was closed"), table: nil) }
            while let connection = idle.popLast() {
                if !connection.isClosed { return connection }
                open -= 1
            }
            if open < capacity || nested { return try await connect() }
            await withCheckedContinuation { continuation in waiting.append(continuation) }
        }
    }

    private func connect() async throws(ADPostgresError) -> PostgresConnection {
        open += 1
        lastID = lastID == Int.max ? 0 : lastID + 1
        do {
            return try await PostgresConnection.connect(configuration: configuration, id: lastID, logger: logger)
        } catch {
            open -= 1
            wakeNext()
            throw ADPostgresError.converting(error, table: nil)
        }
    }

    /// Gives `connection` back: kept for the next lease when `reusable`, closed otherwise.
    func release(_ connection: PostgresConnection, reusable: Bool) async {
        if reusable, !closed, !connection.isClosed, idle.count < capacity {
            idle.append(connection)
            wakeNext()
            return
        }
        open -= 1
        wakeNext()
        // A connection not reused is dropped either way: it is broken or surplus and holds no
        // uncommitted work (the transaction ended).
        // Nothing lost: a failed close of a dropped connection leaves nothing to undo.
        try? await connection.close()
    }

    private func wakeNext() {
        waiting.popFirst()?.resume()
    }

    /// Closes every idle connection; later and waiting leases fail.
    func close() async {
        closed = true
        let connections = idle
        open -= idle.count
        idle = []
        while let next = waiting.popFirst() { next.resume() }
        // Nothing lost: idle connections hold no open transaction; one that fails to close is gone anyway.
        for connection in connections { try? await connection.close() }
    }
}
