import NIOCore

/// Closes a connection whose request has not fully arrived within a deadline from its first
/// byte, answering `408 Request Timeout` when nothing has been answered yet.
///
/// It sits at the head of the pipeline, before the HTTP decoder, so it sees a request's first
/// byte even while the head is incomplete; ``RequestEndHandler``, after the decoder, tells it
/// with ``RequestRead`` when the request has been read to its end. A client that trickles a
/// byte every few seconds stays under the idle timeout, but not under this deadline. A
/// pipelined request whose first bytes came in the same read as the end of the one before is
/// timed from the next read.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// The outbound event saying the request in progress has been read to its end.
    struct RequestRead: Sendable {}

    /// What a client too slow to send its request is told before the connection closes.
    static let timeoutAnswer = "HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-length: 0\r\n\r\n"

    private let timeout: TimeAmount
    /// The closing of the connection, scheduled while a request is arriving.
    private var deadline: Scheduled<Void>?
    /// Whether the server wrote anything since the request's first byte.
    private var answered = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if deadline == nil, unwrapInboundIn(data).readableBytes > 0 { arm(context) }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if deadline != nil { answered = true }
        context.write(data, promise: promise)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is RequestRead else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        disarm()
        promise?.succeed(())
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    private func arm(_ context: ChannelHandlerContext) {
        answered = false
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
            deadline = nil
            if !answered {
                context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(string: Self.timeoutAnswer))), promise: nil)
            }
            context.close(promise: nil)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
