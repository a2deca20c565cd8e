/// What a server found when an identity presented a replica identifier.
public enum ADSyncReplicaClaim: Sendable, Hashable {
    /// The replica was new: it now belongs to the identity.
    case registered
    /// The replica belongs to the identity, whose access is as it was.
    case known
    /// The replica belongs to the identity, whose access changed since it last synced (its
    /// roles or attributes): what the device holds may no longer be what it may see.
    case accessChanged
    /// The replica belongs to another identity: nothing is served under it.
    case claimedByAnother
}
