import Hummingbird

/// Counts and times every request, refused ones included, by the pattern of the route that
/// served it (``ADWebMetrics``): the outermost middleware.
struct RequestMetrics: RouterMiddleware {
    typealias Context = ADWebRequestContext

    let metrics: ADWebMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let response = try await next(request, context)
            record(request, context, status: response.status.code, since: start, clock)
            return response
        } catch {
            record(request, context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start, clock)
            throw error
        }
    }

    private func record(_ request: Request, _ context: Context, status: Int, since start: ContinuousClock.Instant, _ clock: ContinuousClock) {
        metrics.recordRequest(route: context.endpointPath, method: request.method.rawValue, status: status, duration: clock.now - start)
    }
}
