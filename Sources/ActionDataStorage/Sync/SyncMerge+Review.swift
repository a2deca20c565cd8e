import ActionData
import Foundation

extension SyncMerge {
    /// One record's merge as the server stores it after `review` — the pusher's permission
    /// check — judged it: the presets it applied logged as the server's own changes.
    ///
    /// - Parameters:
    ///   - plan: the merge of `changes` into `state`, the record `key` of the table `schema` describes.
    ///   - template: the values of a new record's fields.
    /// - Throws: what `review` throws: the reason to refuse every change of the record.
    package static func reviewed(
        _ plan: SyncMergePlan, of changes: [ADSyncChange], record key: String, state: SyncRecordState, schema: ADTableSchema,
        template: ADRecord, review: ADSyncReview, clock: SyncClock, now: Date
    ) throws -> SyncMergePlan {
        // Reviewed whatever the merge decided: whether a change is refused must not depend on
        // the values it meets, which may be hidden from its sender (a pushed value equal to a
        // hidden one, or older than it, would otherwise pass where another is refused).
        let fields = fieldsSet(by: changes, on: state.row, template: template)
        let reviewed = try review(schema.tableName, state.row, plan.rowChanged ? plan.row : state.row, fields)
        guard plan.rowChanged, let reviewed, let merged = plan.row, reviewed != merged else { return plan }
        let adjusted = SyncJournal.plan(
            table: schema.tableName, key: key, primaryKey: schema.primaryKey, before: merged, after: reviewed,
            stamps: state.stamps(after: plan), clock: clock)
        var result = plan
        result.row = reviewed
        result.fields += adjusted.fields
        result.logged += adjusted.logged
        return result
    }

    /// `milliseconds` plus `duration`, saturating at the ends of Int64.
    package static func time(_ milliseconds: Int64, plus duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (span, spanOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        guard !spanOverflow else { return span < 0 ? .max : .min }
        let (sum, sumOverflow) = milliseconds.addingReportingOverflow(span)
        guard !sumOverflow else { return span > 0 ? .max : .min }
        return sum
    }
}

extension SyncRecordState {
    /// Each field's stamp once `plan` is stored (the deletion's under the empty name): what the
    /// server's own changes after a review are planned on.
    func stamps(after plan: SyncMergePlan) -> [String: ADSyncStamp] {
        var stamps = stamps
        for field in plan.fields {
            // The rows were made from stamps just now, so they parse.
            if let stamp = try? ADSyncStamp(text: field.stamp) { stamps[field.field] = stamp }
        }
        return stamps
    }
}
