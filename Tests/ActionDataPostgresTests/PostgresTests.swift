import TestSupport
import Testing

/// The suites on the private PostgreSQL cluster, one test at a time: they share one server
/// process per test run.
@Suite("PostgreSQL", .serialized, .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason))
enum PostgresTests {}
