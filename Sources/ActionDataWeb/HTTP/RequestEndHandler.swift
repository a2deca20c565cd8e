import NIOCore
import NIOHTTP1

/// Tells ``RequestDeadlineHandler`` when a request has been read to its end: it sits right
/// after the HTTP decoder and sends ``RequestDeadlineHandler/RequestRead`` toward the head of
/// the pipeline on each request's end.
final class RequestEndHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            context.triggerUserOutboundEvent(RequestDeadlineHandler.RequestRead(), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
