import Logging
import PostgresNIO

/// The provider's connections to the server: idle ones are reused, a new one is opened when
/// none is idle, and one that broke or ended in an unknown state is closed, not reused.
actor ConnectionPool {
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let capacity: Int
    private var idle: [PostgresConnection] = []
    private var opened = 0
    private var closed = false

    init(configuration: PostgresConnection.Configuration, capacity: Int, logger: Logger) {
        self.configuration = configuration
        self.capacity = max(1, capacity)
        self.logger = logger
    }

    /// An open connection, idle or new.
    ///
    /// - Throws: ``ADPostgresError/Kind/connection(_:)`` when the server cannot be reached
    ///   or the pool was closed.
    func lease() async throws(ADPostgresError) -> PostgresConnection {
        guard !closed else { throw ADPostgresError(.connection("the provider was closed"), table: nil) }
        while let connection = idle.popLast() {
            if !connection.isClosed { return connection }
        }
        opened = opened == Int.max ? 0 : opened + 1
        do {
            return try await PostgresConnection.connect(configuration: configuration, id: opened, logger: logger)
        } catch {
            throw ADPostgresError.converting(error, table: nil)
        }
    }

    /// Gives `connection` back: kept for the next lease when `reusable`, closed otherwise.
    func release(_ connection: PostgresConnection, reusable: Bool) async {
        if reusable, !closed, !connection.isClosed, idle.count < capacity {
            idle.append(connection)
            return
        }
        try? await connection.close()
    }

    /// Closes every idle connection; later leases fail.
    func close() async {
        closed = true
        let connections = idle
        idle = []
        for connection in connections { try? await connection.close() }
    }
}
