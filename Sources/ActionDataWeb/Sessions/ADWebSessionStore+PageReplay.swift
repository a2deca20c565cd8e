import ActionData

/// Answering a page's events once applied (``ADWebSessionAcknowledgement/applied``): the
/// versions a page keeps its unconfirmed events by, the background stores, and the replay of
/// what a node lacks.
extension ADWebSessionStore {
    /// The most events a page may send again in one ``replay(id:after:events:prepare:)``.
    public static let maximumReplayEvents = 256

    /// Runs `body` on the session `id` names, as ``run(id:repeatable:_:)`` does, for a page
    /// whose last answer was version `after` (`nil`: a client that keeps no versions).
    ///
    /// With ``ADWebSessionAcknowledgement/applied`` and `after` given:
    /// - a `repeatable` request `keptByPage` (an event the page keeps until it is stored, to
    ///   send again) on a copy at `after` is applied and answered at once;
    ///   its state is stored in the background, with whatever other events follow it meanwhile;
    /// - any other request waits for the session's background store, brings the copy up to the
    ///   stored state, and is answered once the state it leaves is stored (a save, a reset);
    /// - when the copy, brought up to the stored state, is not at `after` (this node lacks
    ///   events the page was answered for, or another node changed the session), nothing runs:
    ///   409 naming the copy's version (``ADWebError/replay(from:after:)``), onto which the page
    ///   replays its unconfirmed events (``replay(id:after:events:prepare:)``).
    ///
    /// Every answer carries the version the request left and the highest version stored.
    /// Otherwise it is ``run(id:repeatable:_:)``, and the answer carries no versions.
    /// - Throws: ``ADWebError``: as ``run(id:repeatable:_:)``; 409 with `replay` as above.
    public func run<Result: Sendable>(
        id: String, after: ADWebPageVersion?, repeatable: Bool = false, keptByPage: Bool = true,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> ADWebAcknowledged<Result>? {
        let page = PageRequest(after: after, durable: nil, keptByPage: repeatable && keptByPage, kept: nil, prepare: nil)
        return try await acknowledge(id: id, page, repeatable: repeatable, body)
    }

    /// Runs a page's event, `body`, on the session `id` names, as
    /// ``run(id:after:repeatable:keptByPage:_:)`` does, for a page that sends with it the events it
    /// keeps (`kept`, read only when needed): those it was answered for and that are not known
    /// stored above version `durable`, the highest it was told stored.
    ///
    /// A node whose copy is not at `after` applies them, then `body`, instead of answering 409
    /// (the answer's ``ADWebAcknowledged/caughtUp``). The copy with the kept events is the
    /// state the page shows, so what `body` answers (the controls its event changed) is what
    /// the page redraws, as on a copy that was at `after`. An event the copy already holds (its
    /// control's sequence number not newer) changes nothing, so the node needs no more than a
    /// copy holding every stored version up to `durable`: its own, when it knows it holds one
    /// that high; otherwise the stored state, read first. All or nothing: when one event is
    /// refused, the copy is put back as it was.
    /// - Throws: ``ADWebError``: as ``run(id:after:repeatable:keptByPage:_:)``; 400 for a
    ///   malformed kept event, more than ``maximumReplayEvents`` or one without a sequence
    ///   number; 409 with `replay` when the copy is not at `after` and nothing is kept.
    ///
    /// `prepare` runs on the session before anything else of the request, the kept events
    /// included: what holds for the request (the person's permissions, their language) holds
    /// for the events it carries.
    public func run<Result: Sendable>(
        id: String, after: ADWebPageVersion, durable: ADWebPageVersion?, kept: @escaping @Sendable () throws(ADWebError) -> [ADWebEvent],
        prepare: @escaping @Sendable (ADWebSession) async -> Void = { _ in },
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> ADWebAcknowledged<Result>? {
        try await acknowledge(
            id: id, PageRequest(after: after, durable: durable, keptByPage: true, kept: kept, prepare: prepare), repeatable: true, body)
    }

    /// What a page's request says about what it holds: the version of its last answer, the
    /// highest version it was told stored, whether it keeps the request to send again, and the
    /// kept events it carries.
    private struct PageRequest {
        let after: ADWebPageVersion?
        let durable: ADWebPageVersion?
        let keptByPage: Bool
        let kept: (@Sendable () throws(ADWebError) -> [ADWebEvent])?
        /// What runs on the session before its kept events.
        let prepare: (@Sendable (ADWebSession) async -> Void)?

        /// The kept events carried, or none.
        /// - Throws: ``ADWebError`` (400): what reading them throws; as ``checkSentAgain(_:in:)``.
        func keptEvents() throws(ADWebError) -> [ADWebEvent] {
            let events = try kept?() ?? []
            try ADWebSessionStore.checkSentAgain(events, in: "the kept events")
            return events
        }
    }

    /// ``run(id:after:repeatable:keptByPage:_:)`` and ``run(id:after:durable:kept:prepare:_:)``.
    private func acknowledge<Result: Sendable>(
        id: String, _ request: PageRequest, repeatable: Bool,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> ADWebAcknowledged<Result>? {
        guard acknowledgement == .applied, case .shared(let storage, let signer) = keeping else {
            return try await run(id: id, repeatable: repeatable, body).map { ADWebAcknowledged(value: $0, version: nil, durable: nil) }
        }
        await enterRequest(id)
        defer { running.leave(id) }
        if request.keptByPage, let after = request.after, let entry = openSessions[id], !entry.superseded, let page = entry.page {
            if page == after { return try await applyUnstored(id: id, entry, after: after, body) }
            // What the page no longer keeps is in the stored version it knows (`durable`), and
            // stored versions follow one another: a copy that holds a stored version that high
            // lacks only the kept events.
            if let durable = request.durable, durable.number <= entry.durable.number {
                let events = try request.keptEvents()
                if !events.isEmpty { return try await catchUp(id: id, entry, after: after, events: events, prepare: request.prepare, body) }
            }
        }
        await flush(id)
        guard let entry = try await latest(id: id, storage: storage, signer: signer) else { return nil }
        if let after = request.after, let page = entry.page, page != after {
            let events = request.keptByPage ? try request.keptEvents() : []
            guard !events.isEmpty else { throw ADWebError.replay(from: page, after: after) }
            return try await catchUp(id: id, entry, after: after, events: events, prepare: request.prepare, body)
        }
        if request.keptByPage, let after = request.after {
            return try await applyUnstored(id: id, entry, after: after, body)
        }
        guard case .answered(let value) = try await attempt(entry, id: id, storage: storage, checked: true, body) else {
            throw ADWebError(status: .conflict, message: "this session was changed on another server at the same moment; try again")
        }
        let current = openSessions[id]
        return ADWebAcknowledged(value: value, version: current?.page, durable: current?.durable)
    }

    /// Applies the page's kept `events` to `entry`, then `body`, all or nothing, and answers at
    /// once with a version above both the copy's and the page's `after`; the state is stored in
    /// the background.
    private func catchUp<Result: Sendable>(
        id: String, _ entry: OpenSession, after: ADWebPageVersion, events: [ADWebEvent], prepare: (@Sendable (ADWebSession) async -> Void)?,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> ADWebAcknowledged<Result> {
        var entry = entry
        await prepare?(entry.session)
        let before = await entry.session.state()
        let value = try await allOrNothing(id: id, entry.session, from: before) { session throws(ADWebError) in
            for event in events { _ = try await session.handle(event) }
            return try await body(session)
        }
        entry.lastUse = clock.now
        entry.page = try Self.following(entry.page ?? .initial, after: after)
        openSessions[id] = entry
        startStoring(id)
        return ADWebAcknowledged(value: value, version: entry.page, durable: entry.durable, caughtUp: true)
    }

    /// Runs `body` on `session`, whose state is `before`; when it throws, puts that state back
    /// (or, when even that fails, drops the copy of session `id`) and rethrows.
    private func allOrNothing<Result: Sendable>(
        id: String, _ session: ADWebSession, from before: ADRecord, _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> Result {
        do {
            return try await body(session)
        } catch {
            do {
                try await session.restore(before)
            } catch {
                openSessions[id] = nil
            }
            throw error
        }
    }

    /// Applies `events` in order to the session `id` names, whose copy must be at `after`
    /// (the version a 409 of ``run(id:after:repeatable:keptByPage:_:)`` named): the events a page was
    /// answered for and that are not known stored, sent again, and the one it was sending.
    /// An event the copy already applied (its control's sequence number not newer) changes
    /// nothing. The answer is every control's state, for the page to redraw as a whole, and
    /// one version that holds every event sent: the next one, stored in the background as any
    /// event's, or `after` itself when no event changed anything (they were all there), so a
    /// page that replays onto a state already holding its events learns at once that they are
    /// stored.
    ///
    /// All or nothing: when one event is refused, the copy is put back as it was.
    /// - Throws: ``ADWebError``: 400 when there are none, more than ``maximumReplayEvents``, or
    ///   one without a sequence number; the refused event's error; 409 with `replay` when the
    ///   copy is not at `after`; 503 when the shared storage cannot be reached.
    ///
    /// `prepare` runs on the session before the events (the person's permissions, their language).
    public func replay(
        id: String, after: ADWebPageVersion, events: [ADWebEvent], prepare: @Sendable (ADWebSession) async -> Void = { _ in }
    ) async throws(ADWebError) -> ADWebAcknowledged<ADWebUpdate>? {
        guard !events.isEmpty else { throw ADWebError.badRequest("a replay sends 1 to \(Self.maximumReplayEvents) events, not 0") }
        try Self.checkSentAgain(events, in: "the replay")
        guard acknowledgement == .applied, case .shared(let storage, let signer) = keeping else {
            throw ADWebError(status: .notFound, message: "this server answers changes once stored: it takes no replays")
        }
        await enterRequest(id)
        defer { running.leave(id) }
        await flush(id)
        guard var entry = try await latest(id: id, storage: storage, signer: signer), let page = entry.page else { return nil }
        guard page == after else { throw ADWebError.replay(from: page, after: after) }
        await prepare(entry.session)
        let before = await entry.session.state()
        try await allOrNothing(id: id, entry.session, from: before) { session throws(ADWebError) in
            for event in events { _ = try await session.handle(event) }
        }
        entry.lastUse = clock.now
        if await entry.session.state() != before {
            entry.page = try Self.following(page)
            openSessions[id] = entry
            startStoring(id)
        } else {
            openSessions[id] = entry
        }
        return ADWebAcknowledged(value: await entry.session.snapshot(), version: entry.page, durable: entry.durable)
    }

    /// Throws unless `events`, which a page sends again (`what` names them: the replay, the kept
    /// events), are at most ``maximumReplayEvents``, each with a sequence number: what makes
    /// applying one a node already holds harmless.
    /// - Throws: ``ADWebError`` (400) naming the count, or the first event without a sequence number by its place.
    static func checkSentAgain(_ events: [ADWebEvent], in what: String) throws(ADWebError) {
        guard events.count <= maximumReplayEvents else {
            throw ADWebError.badRequest("\(what) may hold at most \(maximumReplayEvents) events, not \(events.count)")
        }
        if let index = events.firstIndex(where: { $0.sequence == nil }) {
            throw ADWebError.badRequest("event \(index + 1) of \(what) has no sequence number")
        }
    }

    /// Waits until every session's changes applied so far are stored (or their stores failed);
    /// ``parkAll()`` does when the server stops.
    public func flushStores() async {
        while let (id, _) = storing.first { await flush(id) }
    }

    /// Runs `body` on `entry`, counts one version above both the copy's and the page's `after`,
    /// and answers at once; the state is stored in the background.
    private func applyUnstored<Result: Sendable>(
        id: String, _ entry: OpenSession, after: ADWebPageVersion, _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> ADWebAcknowledged<Result> {
        var entry = entry
        entry.lastUse = clock.now
        let value = try await body(entry.session)
        let page = try Self.following(entry.page ?? .initial, after: after)
        entry.page = page
        openSessions[id] = entry
        startStoring(id)
        return ADWebAcknowledged(value: value, version: page, durable: entry.durable)
    }

    /// Waits for the background store of session `id`, if one runs; a store still gathering
    /// changes starts at once instead of waiting out ``storeDelay``.
    func flush(_ id: String) async {
        while let task = storing[id] {
            gathering[id]?.cancel()
            await task.value
        }
    }

    /// Starts storing session `id` in the background, after ``storeDelay``, unless a store of
    /// it is already on its way, which takes the new changes with it.
    private func startStoring(_ id: String) {
        guard storing[id] == nil, case .shared(let storage, _) = keeping else { return }
        // The wait is a task of its own, so that cutting it short (``flush(_:)``) cancels the
        // wait alone, never the store that follows it.
        let delay = storeDelay
        let wait: Task<Void, Never>? = delay > .zero ? Task {
            do {
                try await Task.sleep(for: delay)
            } catch {
                // Nothing lost: a wait cut short only stores sooner.
            }
        } : nil
        gathering[id] = wait
        storing[id] = Task { await self.storeChanges(id, after: wait, storage: storage) }
    }

    /// Stores session `id`'s copy, once `wait` is over, until the version stored is the copy's.
    /// A store another node got in first marks the copy superseded, and one that fails drops
    /// it: the page holds the changes and sends them again to whichever node it reaches next.
    private func storeChanges(_ id: String, after wait: Task<Void, Never>?, storage: any ADWebSharedSessionStorage) async {
        await wait?.value
        gathering[id] = nil
        while let entry = openSessions[id], let page = entry.page, page.number > entry.durable.number {
            // The version is read before the state, so the state holds at least what it names.
            let state = await entry.session.state()
            let stored: Bool?
            do {
                let keyed = Self.keyed(state, page: page)
                stored = try await metrics.measure(.sessions, "store") { try await storage.store(keyed, id: id, expected: entry.version) }
            } catch {
                // Counted as a store error by the metrics; the copy is dropped below and the page,
                // which holds the changes, sends them again.
                stored = nil
            }
            guard var current = openSessions[id], current.session === entry.session else { break }
            guard let stored else {
                openSessions[id] = nil
                break
            }
            guard stored else {
                current.superseded = true
                current.unshared = false
                openSessions[id] = current
                break
            }
            current.version = entry.version + 1
            current.stored = state
            current.durable = page
            openSessions[id] = current
        }
        storing[id] = nil
        if openSessions[id]?.superseded == true { Task { await self.refreshSuperseded(id) } }
    }

    /// Brings a superseded copy of session `id` up to the stored state in place, as a request
    /// of its own, so that the page's next request finds a copy it can catch up from its kept
    /// events without waiting for the storage.
    private func refreshSuperseded(_ id: String) async {
        guard case .shared(let storage, let signer) = keeping else { return }
        await enterRequest(id)
        defer { running.leave(id) }
        guard openSessions[id]?.superseded == true, storing[id] == nil else { return }
        do {
            _ = try await latest(id: id, storage: storage, signer: signer)
        } catch {
            // Counted by the metrics as a store error; the copy stays superseded, and the next
            // request reads the stored state itself and reports the storage's failure.
        }
    }

    /// The version after `page`, numbered above `after` too when given: a page's versions only
    /// grow, even where a node whose copy was behind the page answers, so a version's number is
    /// above every event the page was answered for before it.
    /// - Throws: ``ADWebError`` (500) for a session that changed `Int.max` times.
    static func following(_ page: ADWebPageVersion, after: ADWebPageVersion? = nil) throws(ADWebError) -> ADWebPageVersion {
        let base = after.map { $0.number > page.number ? $0 : page } ?? page
        guard let next = base.next() else {
            throw ADWebError(status: .internalServerError, message: "the session has changed more often than its version can count")
        }
        return next
    }

    /// `state` as stored, with the page version it is known by (none: as it is).
    static func keyed(_ state: ADRecord, page: ADWebPageVersion?) -> ADRecord {
        guard let page else { return state }
        var keyed = state
        keyed[ADWebPageVersion.numberKey] = .int(Int64(page.number))
        keyed[ADWebPageVersion.lineageKey] = .string(page.lineage)
        return keyed
    }

    /// A stored state without its page version: the form's state alone.
    static func formState(_ state: ADRecord) -> ADRecord {
        var form = state
        form[ADWebPageVersion.numberKey] = nil
        form[ADWebPageVersion.lineageKey] = nil
        return form
    }

    /// The page version a stored state names; ``ADWebPageVersion/initial`` for a state stored
    /// without one (by a node answering once stored).
    static func pageVersion(of state: ADRecord) -> ADWebPageVersion {
        guard case .int(let stored)? = state[ADWebPageVersion.numberKey], let number = Int(exactly: stored), number >= 0,
            case .string(let lineage)? = state[ADWebPageVersion.lineageKey]
        else { return .initial }
        return ADWebPageVersion(number: number, lineage: lineage)
    }
}
