import ActionData
import Foundation
import TestSupport
import Testing

/// python-dateutil's months between dates (`Tests/Reference/relativedelta_months.py`), where python3 has it.
enum RelativedeltaReference {
    /// The reference script, when python3 with dateutil is here.
    static let script: String? = {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference/relativedelta_months.py").path
        guard let probe = try? Spawned.run("/usr/bin/env", ["python3", "-c", "import dateutil.relativedelta"]), probe.status == 0 else {
            return nil
        }
        return script
    }()
}

/// `dateDiff` in months and years against an independent calendar: python-dateutil's
/// `relativedelta`, over generated pairs of dates in both directions, biased to month ends
/// (where a month added is clamped) and with times of day.
@Suite(
    "Date functions: dateDiff in months against python-dateutil",
    .enabled(if: RelativedeltaReference.script != nil, "needs python3 with python-dateutil (Debian's python3-dateutil)"))
struct DateDifferenceReferenceTests {
    /// A wall-clock time in `year` and `month` (random ones in 1900–2100 when not given), its
    /// day at the month's end one time in two.
    static func instant(_ random: inout SeededGenerator, year: Int? = nil, month: Int? = nil) -> (text: String, year: Int, month: Int) {
        let year = year ?? Int.random(in: 1900...2100, using: &random)
        let month = month ?? Int.random(in: 1...12, using: &random)
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        let day = Bool.random(using: &random) ? Int.random(in: max(1, days - 3)...days, using: &random) : Int.random(in: 1...days, using: &random)
        let seconds = Bool.random(using: &random) ? 0 : Int.random(in: 0..<86_400, using: &random)
        let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, seconds / 3600, seconds / 60 % 60, seconds % 60)
        return (text, year, month)
    }

    @Test("months and years from generated dates agree with relativedelta, both ways, 0 disagreements", .onOwnThread)
    func agreesWithReference() throws {
        let script = try #require(RelativedeltaReference.script)
        var random = SeededGenerator(seed: 0xDA7E_D1FF)
        var pairs: [(String, String)] = [("2071-04-30T05:52:31", "1946-02-28T12:18:43"), ("2024-01-31T00:00:00", "2024-02-29T00:00:00")]
        for _ in 0..<4_000 {
            let start = Self.instant(&random)
            // One pair in three ends in the same month or the next, where clamping decides.
            let end: String
            switch Int.random(in: 0..<6, using: &random) {
            case 0: end = Self.instant(&random, year: start.year, month: start.month).text
            case 1: end = Self.instant(&random, year: start.year + start.month / 12, month: start.month % 12 + 1).text
            default: end = Self.instant(&random).text
            }
            pairs.append(Bool.random(using: &random) ? (start.text, end) : (end, start.text))
        }
        let input = pairs.map { "\($0.0) \($0.1)" }.joined(separator: "\n") + "\n"
        let answer = try Spawned.run("/usr/bin/env", ["python3", script], input: input)
        #expect(answer.status == 0, "\(answer.output)")
        let expected = answer.output.split(separator: "\n").compactMap { Int64($0) }
        #expect(expected.count == pairs.count)
        let limits = ADEvaluationLimits(timeZone: TimeZone(identifier: "UTC") ?? ADEvaluationLimits.defaultTimeZone)
        let months = try ADFormula("dateDiff(date(a), date(b), 'month')", limits: limits)
        let years = try ADFormula("dateDiff(date(a), date(b), 'year')", limits: limits)
        var disagreements: [String] = []
        for ((start, end), reference) in zip(pairs, expected) {
            let record: ADRecord = ["a": .string(start + "Z"), "b": .string(end + "Z")]
            let gotMonths = try months.evaluate(in: record)
            let gotYears = try years.evaluate(in: record)
            if gotMonths != .int(reference) || gotYears != .int(reference / 12) {
                disagreements.append("\(start) → \(end): \(gotMonths) months, \(gotYears) years; relativedelta \(reference) months")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
    }
}
