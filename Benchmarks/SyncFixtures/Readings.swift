import ActionData
import ActionDataStorage
import Foundation

/// A meter reading that syncs: five fields besides its key, so a new record logs five changes.
public struct SyncedReading: ADSyncedTable, Sendable {
    public static let tableName = "SyncedReadings"
    public static let primaryKey = "id"
    public static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    public var id = ""
    public var site = ""
    public var value = 0.0
    public var count = 0
    public var note = ""
    public var checked = false

    /// An empty reading, for the model's schema.
    public init() {}
}

/// The same shape as ``SyncedReading``, saved as a plain table with no change log: the
/// baseline of the save cost.
public struct PlainReading: ADDataTable, Sendable {
    public static let tableName = "PlainReadings"
    public static let primaryKey = "id"
    public static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    public var id = ""
    public var site = ""
    public var value = 0.0
    public var count = 0
    public var note = ""
    public var checked = false

    /// An empty reading, for the model's schema.
    public init() {}
}

/// The readings the benchmarks save.
public enum Readings {
    /// The changes a new ``SyncedReading`` logs: one per field besides the key.
    public static let changesPerRecord = 5

    /// The `index`th synced reading, its key left for the provider to make.
    public static func synced(_ index: Int) -> SyncedReading {
        var reading = SyncedReading()
        reading.site = "Site \(index % 97)"
        reading.value = Double(index) * 0.25
        reading.count = index % 50
        reading.note = "Reading number \(index)"
        reading.checked = index % 3 == 0
        return reading
    }

    /// The `index`th plain reading, with the same values as ``synced(_:)``.
    public static func plain(_ index: Int) -> PlainReading {
        let synced = synced(index)
        var reading = PlainReading()
        reading.site = synced.site
        reading.value = synced.value
        reading.count = synced.count
        reading.note = synced.note
        reading.checked = synced.checked
        return reading
    }
}
