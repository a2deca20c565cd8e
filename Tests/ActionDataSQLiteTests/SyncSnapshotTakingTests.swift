import ActionData
import ActionDataStorage
import Testing

/// A snapshot's record over one the device holds without unpushed changes: the server's word
/// wins, but the device's own later changes, which the server lost, stay and go again.
@Suite("Sync: taking a snapshot's record over the one a device holds")
struct SyncSnapshotTakingTests {
    static func stamp(_ milliseconds: Int64, _ replica: String) -> ADSyncStamp {
        ADSyncStamp(milliseconds: milliseconds, counter: 0, replica: replica)
    }

    static func change(_ field: String, _ value: ADValue, _ stamp: ADSyncStamp) -> ADSyncChange {
        ADSyncChange(table: "Jobs", record: "k", field: field, value: value, stamp: stamp, previous: nil)
    }

    /// The server's field (value, stamp), the device's, and what is kept, whether it goes again
    /// and whether the device forgets its own.
    static let fields: [(label: String, server: (ADValue, ADSyncStamp), device: (ADValue, ADSyncStamp)?, kept: ADValue, again: Bool, forgotten: Bool)] = [
        ("the same", (.string("a"), stamp(10, "server")), (.string("a"), stamp(10, "server")), .string("a"), false, false),
        ("the device's older", (.string("b"), stamp(20, "tablet")), (.string("a"), stamp(10, "phone")), .string("b"), false, false),
        ("the device's own, later: the server lost it", (.string("a"), stamp(10, "server")), (.string("mine"), stamp(30, "phone")), .string("mine"), true, false),
        ("another's, later: it pushes it again itself", (.string("a"), stamp(10, "server")), (.string("theirs"), stamp(30, "tablet")), .string("a"), false, true),
        ("a field the device lacks", (.string("a"), stamp(10, "server")), nil, .string("a"), false, false),
    ]

    @Test("field by field", arguments: fields)
    func field(_ label: String, server: (ADValue, ADSyncStamp), device: (ADValue, ADSyncStamp)?, kept: ADValue, again: Bool, forgotten: Bool) {
        let state = SyncRecordState(
            row: ADRecord(fieldsKeepingLast: [("id", .string("k")), ("title", device?.0 ?? .null)]),
            fields: device.map { ["title": SyncFieldState(value: $0.0, stamp: $0.1)] } ?? [:])
        let taking = SyncSnapshotTaking([Self.change("title", server.0, server.1)], table: "Jobs", key: "k", over: state, replica: "phone")
        #expect(taking.fields["title"]?.value == kept, "\(label)")
        #expect(taking.again.isEmpty == !again, "\(label)")
        #expect(taking.again.first?.previous == (again ? server.1 : nil), "pushed again after the server's value")
        #expect(taking.forgotten.isEmpty == !forgotten, "\(label)")
        #expect(!taking.staysDeleted)
    }

    @Test("a record this device deleted after every stamp of the server's stays deleted, and the delete goes again; one deleted by another comes back")
    func deleted() {
        let server = [Self.change("title", .string("a"), Self.stamp(10, "server"))]
        let mine = SyncRecordState(row: nil, fields: ["": SyncFieldState(value: .null, stamp: Self.stamp(30, "phone"))])
        let kept = SyncSnapshotTaking(server, table: "Jobs", key: "k", over: mine, replica: "phone")
        #expect(kept.staysDeleted && kept.again.count == 1 && kept.again.first?.isDelete == true)
        let theirs = SyncRecordState(row: nil, fields: ["": SyncFieldState(value: .null, stamp: Self.stamp(30, "tablet"))])
        let back = SyncSnapshotTaking(server, table: "Jobs", key: "k", over: theirs, replica: "phone")
        #expect(!back.staysDeleted && back.again.isEmpty && back.fields["title"]?.value == .string("a"))
    }
}
