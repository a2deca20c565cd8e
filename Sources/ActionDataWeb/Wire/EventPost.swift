import ActionData

/// The body of `POST /event`: the event, one JSON object, and — from a page that keeps the
/// events it was answered for until they are stored (``ADWebSessionAcknowledgement/applied``) —
/// those events after it, one JSON object per line, oldest first. A node whose copy lacks them
/// applies them before the event (``ADWebSessionStore/run(id:after:durable:kept:prepare:_:)``); a node
/// whose copy holds them never reads them, so carrying them costs a page's usual keystroke
/// nothing but bytes. Nothing is read before the session is found, so that a request without
/// one is told to reload whatever its body holds.
struct EventPost: Sendable {
    /// The event's line.
    private let eventLine: Substring
    /// The lines after the event's, read only when needed.
    private let keptLines: Substring

    /// The body a browser posted, split at its first line.
    init(json: String) {
        let newline = json.firstIndex(of: "\n") ?? json.endIndex
        eventLine = json[..<newline]
        keptLines = newline < json.endIndex ? json[json.index(after: newline)...] : ""
    }

    /// The event the page is sending.
    ///
    /// - Throws: ``ADWebError`` (400) naming what is malformed in it.
    func event() throws(ADWebError) -> ADWebEvent {
        try ADWebEvent(json: String(eventLine))
    }

    /// The kept events the body carries, oldest first; none for a body of one event. The store
    /// checks that each has a sequence number (``ADWebSessionStore/run(id:after:durable:kept:prepare:_:)``).
    ///
    /// - Throws: ``ADWebError`` (400) for more than ``ADWebSessionStore/maximumReplayEvents``
    ///   (checked before any is read), or naming the first malformed one by its place.
    func keptEvents() throws(ADWebError) -> [ADWebEvent] {
        let lines = keptLines.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.count <= ADWebSessionStore.maximumReplayEvents else {
            throw ADWebError.badRequest("an event carries at most \(ADWebSessionStore.maximumReplayEvents) kept events, not \(lines.count)")
        }
        var events: [ADWebEvent] = []
        events.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            do {
                events.append(try ADWebEvent(json: String(line)))
            } catch {
                throw ADWebError.badRequest("kept event \(index + 1) after the event: \(error.message)")
            }
        }
        return events
    }
}
