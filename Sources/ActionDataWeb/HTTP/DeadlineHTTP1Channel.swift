import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 connection with a deadline on each request: ``RequestDeadlineHandler``
/// goes before the HTTP decoder, where a request's first byte is seen, and
/// ``RequestEndHandler`` right after it, where its end is.
struct DeadlineHTTP1Channel: ServerChildChannel {
    let http1: HTTP1Channel
    let requestTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { [requestTimeout] value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(RequestEndHandler(), position: .after(decoder))
            try pipeline.addHandler(RequestDeadlineHandler(timeout: requestTimeout), position: .first)
            return value
        }
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
