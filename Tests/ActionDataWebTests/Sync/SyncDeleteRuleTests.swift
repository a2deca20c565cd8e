import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing

/// A synced note whose edits win over deletes.
private struct Note: ADSyncedTable, Equatable {
    static let tableName = "Notes"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
    static let syncRules = ADSyncRules(deletes: .editWins)

    var id = ""
    var text = ""
}

@Suite("Sync: one rule for a save after a delete, on devices and on the server", .serialized)
struct SyncDeleteRuleTests {
    /// Whether `error` is the refusal of a save of a deleted record.
    private static func isGone(_ error: any Error) -> Bool {
        guard let error = error as? ADDataError, case .refused(.gone) = error.kind else { return false }
        return true
    }

    @Test("deletes win: a save of a deleted record, from a form still open on it, is refused with a typed error", arguments: SyncDatabase.available)
    func deletedStaysDeleted(on kind: SyncDatabase) async throws {
        let (provider, close) = try await kind.open(try await kind.make())
        try await provider.register(Job.self)
        let job = try await provider.save(Job(title: "Open in a form", owner: "root"))
        try await provider.delete(job)
        var stale = job
        stale.title = "Saved after the delete"
        await #expect(performing: { try await provider.save(stale) }, throws: Self.isGone)
        #expect(try await provider.load(Job.self, key: job.id) == nil)
        await close()
    }

    @Test("edits win where the table says so: the save brings the record back", arguments: SyncDatabase.available)
    func editsRevive(on kind: SyncDatabase) async throws {
        let (provider, close) = try await kind.open(try await kind.make())
        try await provider.register(Note.self)
        let note = try await provider.save(Note(text: "first"))
        try await provider.delete(note)
        var revived = note
        revived.text = "back"
        try await provider.save(revived)
        #expect(try await provider.load(Note.self, key: note.id) == revived)
        await close()
    }

    @Test("a device that pulled a delete refuses the save of its open form, and stays equal to the server")
    func pulledDelete() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "root", at: url)
            let job = try await phone.provider.save(Job(title: "Shared", owner: "root"))
            try await phone.client.sync()
            try await served.provider.delete(job)
            var open = try #require(try await phone.provider.load(Job.self, key: job.id))
            var updates = await phone.client.updates().makeAsyncIterator()
            try await phone.client.sync()
            let update = try #require(await updates.next())
            let state = update.formState(forRecord: job.id, in: Job.tableName)
            #expect(state.recordRemoved && state.announcement?.contains("deleted elsewhere") == true, "the open form is told")
            #expect(!update.formState(forRecord: "another", in: Job.tableName).recordRemoved)
            open.title = "Edited in a form opened before the delete arrived"
            await #expect(performing: { try await phone.provider.save(open) }, throws: Self.isGone)
            try await phone.client.sync()
            #expect(try await phone.jobs().isEmpty)
            #expect(try await served.provider.count(Job.self, where: nil) == 0)
        }
    }
}
