import CoreMetrics
import Metrics
import Prometheus

/// What a server measures, answered in Prometheus's text format at `GET /metrics` to the
/// addresses ``ADWebDeployment/trustedProxies`` names and to loopback (anyone else gets 404).
///
/// Recorded through swift-metrics on a registry of this object's own, so two servers in one
/// process (tests, or an app serving two forms) never mix their figures, and an app's own
/// metrics system is left alone:
///
/// | metric | labels | what |
/// | --- | --- | --- |
/// | `actiondata_http_requests_total` | `route`, `method`, `status` | requests answered |
/// | `actiondata_http_request_duration_seconds` | `route`, `method` | histogram of the time to answer |
/// | `actiondata_sessions_open` | | forms open in memory |
/// | `actiondata_sessions_parked` | | sessions parked (when the parking can count them) |
/// | `actiondata_store_duration_seconds` | `store`, `operation` | histogram of each store call |
/// | `actiondata_store_errors_total` | `store`, `operation` | store calls that failed |
///
/// Every label takes values from a fixed set: `route` is the route's pattern (`/event`), or
/// `unmatched` for a path no route serves, never the path a client sent; `method` is one of
/// the usual methods or `other`; `store` is `sessions` or `records`. However many paths a
/// client invents, the number of series stays bounded.
///
/// A session store makes one (``ADWebSessionStore/metrics``), and a server serving that store
/// answers with it.
public final class ADWebMetrics: Sendable {
    /// The registry the figures are kept in, for an app that adds its own metrics to the same
    /// answer (with `PrometheusMetricsFactory(registry:)`).
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory

    /// An empty registry.
    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = Self.buckets
        self.factory = factory
    }

    /// The histograms' upper bounds: from a quarter of a millisecond (a warm event on one
    /// node) to ten seconds (a request timing out).
    static let buckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2_500), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
        .milliseconds(2_500), .seconds(5), .seconds(10),
    ]

    /// The methods counted by name; every other is counted as `other`.
    private static let methods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]

    /// Counts one request answered with `status` after `duration`. `route` is a route's
    /// pattern, or `nil` for a path no route serves.
    func recordRequest(route: String?, method: String, status: Int, duration: Duration) {
        let route = route.flatMap { $0 == "NotFound" ? nil : $0 } ?? "unmatched"
        let method = Self.methods.contains(method) ? method : "other"
        Counter(
            label: "actiondata_http_requests_total", dimensions: [("route", route), ("method", method), ("status", String(status))],
            factory: factory
        ).increment()
        Metrics.Timer(
            label: "actiondata_http_request_duration_seconds", dimensions: [("route", route), ("method", method)], factory: factory
        ).record(duration: duration)
    }

    /// The stores a server calls.
    enum Store: String {
        case sessions
        case records
    }

    /// Runs `call`, one `operation` on `store`, timing it and counting it when it throws.
    func measure<Result, Failure: Error>(
        _ store: Store, _ operation: String, _ call: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let dimensions = [("store", store.rawValue), ("operation", operation)]
        do {
            let result = try await call()
            Metrics.Timer(label: "actiondata_store_duration_seconds", dimensions: dimensions, factory: factory).record(duration: clock.now - start)
            return result
        } catch {
            Metrics.Timer(label: "actiondata_store_duration_seconds", dimensions: dimensions, factory: factory).record(duration: clock.now - start)
            Counter(label: "actiondata_store_errors_total", dimensions: dimensions, factory: factory).increment()
            throw error
        }
    }

    /// Sets the session gauges: `open` forms in memory, `parked` sessions (`nil`: not counted).
    func recordSessions(open: Int, parked: Int?) {
        Gauge(label: "actiondata_sessions_open", factory: factory).record(open)
        if let parked { Gauge(label: "actiondata_sessions_parked", factory: factory).record(parked) }
    }

    /// Every figure in Prometheus's text exposition format (version 0.0.4).
    public func exposition() -> String {
        registry.emitToString()
    }
}
