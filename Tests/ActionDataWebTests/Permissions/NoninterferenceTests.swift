import Foundation
import Testing

/// Noninterference (issue 60 §1): what a person receives must not depend on anything the rules
/// hide from them.
///
/// Each case generates a permission document, a person and two stores that differ only in
/// what the document hides from that person — the values of fields hidden in records they may
/// read, and the contents and existence of records they may not read — and the second server
/// spells its read rules differently with the same meaning. The same requests go to both
/// servers, with changes made to the stores elsewhere in between; every answer (status,
/// headers and body, less cookies' values, dates and history times) must be the same. A
/// difference is a leak: the failure prints the seed, the rules, the person, the stores, the
/// steps, the request and both answers, once for each route that leaks.
///
/// `ACTIONDATA_NONINTERFERENCE_CASES` sets the number of cases per database (30 by default),
/// `ACTIONDATA_NONINTERFERENCE_SEED` the seed of the first (the next ones count up from it).
@Suite("Web: noninterference — what a person receives depends on nothing the rules hide from them")
struct NoninterferenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["ACTIONDATA_NONINTERFERENCE_CASES"].flatMap { Int($0) }.map { max($0, 1) } ?? 30
    static let firstSeed = environment["ACTIONDATA_NONINTERFERENCE_SEED"].flatMap { UInt64($0) } ?? 6_000

    @Test("two stores differing only in what is hidden answer every generated request alike", arguments: AccountDatabase.available)
    func hiddenChangesNothing(on database: AccountDatabase) async throws {
        var firstLeaks: [NoninterferenceLeak] = []
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.cases)) {
            for leak in try await NoninterferenceCase(seed: seed).leaks(on: database) where !firstLeaks.contains(where: { $0.route == leak.route }) {
                firstLeaks.append(leak)
            }
        }
        for leak in firstLeaks { Issue.record(Comment(rawValue: leak.report)) }
    }
}
