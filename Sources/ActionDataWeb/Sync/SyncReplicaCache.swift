import ActionDataStorage

/// What one server process remembers of the replicas it serves, so a sync with nothing new
/// costs one transaction: whose each replica is (with the access its claim was made under),
/// and the cursor last recorded for it. The database stays the truth: a claim this process
/// has not seen, or one under other access, goes to it.
actor SyncReplicaCache {
    private var claims: [String: (owner: String, access: String)] = [:]
    private var pulled: [String: Int64] = [:]
    /// The most replicas remembered; past it the memory starts over.
    private let capacity = 100_000

    /// `provider`'s claim of `replica` by `owner` with `access`, from memory where this process
    /// made the same one.
    func claim(
        _ replica: String, by owner: String, access: String, recordingAccess: Bool, on provider: any ADSyncProvider
    ) async throws -> ADSyncReplicaClaim {
        if !recordingAccess, let known = claims[replica], known.owner == owner, known.access == access { return .known }
        let claim = try await provider.claimReplica(replica, by: owner, access: access, recordingAccess: recordingAccess)
        switch claim {
        case .registered, .known: remember(replica, (owner, access))
        case .accessChanged where recordingAccess: remember(replica, (owner, access))
        case .accessChanged, .claimedByAnother: claims[replica] = nil
        }
        return claim
    }

    /// Records on `provider` that `replica` pulled through `cursor`, unless it was the last
    /// cursor recorded for it.
    func pulled(_ replica: String, through cursor: Int64, on provider: any ADSyncProvider) async throws {
        guard pulled[replica] != cursor else { return }
        try await provider.replicaPulled(replica, through: cursor)
        if pulled.count >= capacity { pulled.removeAll() }
        pulled[replica] = cursor
    }

    private func remember(_ replica: String, _ claim: (owner: String, access: String)) {
        if claims.count >= capacity { claims.removeAll() }
        claims[replica] = claim
    }
}
