import ActionData
import Foundation
import Testing

@Suite("Pattern lint")
struct PatternLintTests {
    static let posix = Locale(identifier: "en_US_POSIX")

    @Test(arguments: [
        ("mm/dd/yyyy", "minutes", 1),
        ("dd.mm.yyyy", "minutes", 4),
        ("YYYY-MM-dd", "week-based", 1),
        ("DD/MM/yyyy", "day of the year", 1),
    ])
    func dateMistakes(pattern: String, message: String, column: Int) throws {
        let warnings = ADPatternLint.warnings(for: ADDisplayFormat(type: .date, pattern: pattern, locale: Self.posix))
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.message.contains(message))
        #expect(warning.column == column)
    }

    @Test(arguments: ["MM/dd/yyyy", "HH:mm", "yyyy-MM-dd HH:mm", "YYYY-'W'ww", "'mm' dd yyyy", "D"])
    func correctDatePatternsHaveNoWarnings(pattern: String) {
        #expect(ADPatternLint.warnings(for: ADDisplayFormat(type: .date, pattern: pattern, locale: Self.posix)).isEmpty)
    }

    @Test(arguments: ["###,###", "$###,###.00", "#,##0.00;(#,##0.00)", "0.###"])
    func roundTrippingNumberPatternsHaveNoWarnings(pattern: String) {
        #expect(ADPatternLint.warnings(for: ADDisplayFormat(type: .number, pattern: pattern, locale: Self.posix)).isEmpty)
    }

    @Test(arguments: ["#,##0;#,##0"])
    func numberPatternsThatLoseInformationWarn(pattern: String) {
        let warnings = ADPatternLint.warnings(for: ADDisplayFormat(type: .number, pattern: pattern, locale: Self.posix))
        #expect(warnings.count == 1)
        #expect(warnings.first?.column == 1)
    }

    @Test func masksHaveNoWarnings() {
        #expect(ADPatternLint.warnings(for: ADDisplayFormat(type: .masked, pattern: "mm/dd")).isEmpty)
    }
}
