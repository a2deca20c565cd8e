import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A note a device takes offline and syncs.
struct FieldNote: ADSyncedTable, Equatable {
    static let tableName = "FieldNotes"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var text = ""
}

/// `ADWebSync.servesAnonymous`: the anonymous sync only where the server opted in and has no
/// identity source; everywhere else they get 401, as by default.
@Suite("Sync for the anonymous (ADWebSync.servesAnonymous)")
struct AnonymousSyncTests {
    /// Where the server learns who is asking.
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case none, accounts, proxyHeaders

        var testDescription: String { rawValue }

        func identity(on provider: ADSQLiteProvider) async throws -> ADWebIdentitySource {
            switch self {
            case .none: return .anonymous
            case .accounts: return .accounts(try await ADWebAccounts(database: provider, passwordCost: 4))
            case .proxyHeaders: return .forwardedHeaders
            }
        }
    }

    /// Runs `body` with a server syncing ``FieldNote``s — opting in to the anonymous or not,
    /// identifying people from `source`, under `rules` — given its address and its database.
    static func serving(
        servesAnonymous: Bool, source: Source, rules: String? = nil,
        _ body: @escaping @Sendable (URL, ADSQLiteProvider) async throws -> Void
    ) async throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        try await provider.register(FieldNote.self)
        let sessions = try await ADWebSessionStore {
            try ADWebForm(title: "Notes", root: ADViewGroup([ADTextFieldModel(name: "text", dataPath: "text")]), model: FieldNote()) { note in
                try await provider.save(note)
            }
        }
        let server = ADWebServer(
            sessions: sessions, identity: try await source.identity(on: provider),
            rules: try rules.map { ADWebAccessRules(permissions: try ADPermissions(json: $0), table: FieldNote.tableName) },
            sync: ADWebSync(provider: provider, servesAnonymous: servesAnonymous))
        let application = Application(router: server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            try await body(try #require(URL(string: "http://127.0.0.1:\(port)")), provider)
        }
    }

    /// A device holding one note, with a client that says nobody's name.
    static func anonymousDevice(at server: URL) async throws -> (ADSQLiteProvider, ADSyncClient, FieldNote) {
        let device = try ADSQLiteProvider(path: ":memory:")
        let note = try await device.save(FieldNote(text: "gate 3 sticks"))
        return (device, ADSyncClient(provider: device, server: server), note)
    }

    @Test(
        "the anonymous sync only where the server opted in and has no identity source; elsewhere 401",
        arguments: [
            (true, Source.none, true),
            (false, Source.none, false),
            (true, Source.accounts, false),
            (true, Source.proxyHeaders, false),
            (false, Source.accounts, false),
        ])
    func anonymousSync(servesAnonymous: Bool, source: Source, syncs: Bool) async throws {
        try await Self.serving(servesAnonymous: servesAnonymous, source: source) { url, server in
            let (_, client, note) = try await Self.anonymousDevice(at: url)
            if syncs {
                let report = try await client.sync()
                #expect(report.applied == 1 && report.refused == 0, "\(report)")
                #expect(try await server.load(FieldNote.self, key: note.id) == note)
            } else {
                await #expect { try await client.sync() } throws: { error in
                    guard let error = error as? ADSyncError, case .server(401, _) = error.kind else { return false }
                    return true
                }
                #expect(try await server.count(FieldNote.self, where: nil) == 0)
            }
        }
    }

    @Test("under rules the anonymous sync with what the rules grant the role anonymous: reading, here, not creating")
    func anonymousUnderRules() async throws {
        let rules = #"{"tables": {"FieldNotes": {"anonymous": {"read": true}}}}"#
        try await Self.serving(servesAnonymous: true, source: .none, rules: rules) { url, server in
            try await server.save(FieldNote(text: "from the office"))
            let (device, client, note) = try await Self.anonymousDevice(at: url)
            let report = try await client.sync()
            #expect(report.refused == 1, "\(report)")
            #expect(try await server.load(FieldNote.self, key: note.id) == nil)
            #expect(try await device.load(FieldNote.self, where: nil, orderBy: [], limit: nil).map(\.text) == ["from the office"])
        }
    }
}
