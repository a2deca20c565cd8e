/// The body of `POST /sync/push`: a replica's changes, oldest first.
public struct ADSyncPush: Sendable, Hashable, Codable {
    /// The pushing replica.
    public var replica: String
    /// Its changes.
    public var changes: [ADSyncChange]

    /// A push.
    public init(replica: String, changes: [ADSyncChange]) {
        self.replica = replica
        self.changes = changes
    }
}

/// The answer to `POST /sync/push`: each change's outcome, in order, and for each refused
/// change what the device needs to undo it.
public struct ADSyncPushAnswer: Sendable, Hashable, Codable {
    /// Each change's outcome, in the order pushed.
    public var outcomes: [ADSyncOutcome]
    /// The refused changes, with the server's values.
    public var refusals: [ADSyncRefusal]
    /// The server's clock when it answered, in milliseconds since 1970: what a device whose
    /// changes were ``ADSyncOutcome/ahead`` sets its clock by.
    public var serverTime: Int64?
    /// The deletions that superseded pushed changes, of records the replica held: what it
    /// applies as pulled changes, since a deletion it has not pulled yet may never reach it
    /// otherwise (it kept the record through a snapshot, which carries none). Absent from the
    /// answers of earlier servers.
    public var deletions: [ADSyncChange]

    /// An answer.
    public init(outcomes: [ADSyncOutcome], refusals: [ADSyncRefusal], serverTime: Int64? = nil, deletions: [ADSyncChange] = []) {
        self.outcomes = outcomes
        self.refusals = refusals
        self.serverTime = serverTime
        self.deletions = deletions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        outcomes = try container.decode([ADSyncOutcome].self, forKey: .outcomes)
        refusals = try container.decode([ADSyncRefusal].self, forKey: .refusals)
        serverTime = try container.decodeIfPresent(Int64.self, forKey: .serverTime)
        deletions = try container.decodeIfPresent([ADSyncChange].self, forKey: .deletions) ?? []
    }
}

extension ADSyncOutcome: Codable {
    private enum CodingKeys: String, CodingKey { case status, message }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .status) {
        case "applied": self = .applied
        case "superseded": self = .superseded
        case "ahead": self = .ahead
        case "refused": self = .refused(try container.decodeIfPresent(String.self, forKey: .message) ?? "")
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "no outcome \"\(other)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .applied: try container.encode("applied", forKey: .status)
        case .superseded: try container.encode("superseded", forKey: .status)
        case .ahead: try container.encode("ahead", forKey: .status)
        case .refused(let message):
            try container.encode("refused", forKey: .status)
            try container.encode(message, forKey: .message)
        }
    }
}
