import ActionData
import Foundation
import Testing

@Suite("Formula: the deepest allowed formulas fit a small thread stack")
struct FormulaStackDepthTests {
    /// Formulas nested just under ``ADFormula/maximumDepth`` in different ways.
    static let deepFormulas: [String] = {
        let depth = ADFormula.maximumDepth - 6
        return [
            String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
            String(repeating: "-", count: depth) + "1",
            String(repeating: "NOT ", count: depth) + "1",
            String(repeating: "upper(", count: depth / 2) + "'a'" + String(repeating: ")", count: depth / 2),
            String(repeating: "abs(-(", count: depth / 3) + "1" + String(repeating: "))", count: depth / 3),
            String(repeating: "1 + (", count: depth / 2) + "1" + String(repeating: ")", count: depth / 2),
            String(repeating: "CASE WHEN 1 THEN ", count: depth / 2) + "2" + String(repeating: " END", count: depth / 2),
        ]
    }()

    /// A release build needs about 1 KiB of stack per nesting level, so the deepest formula
    /// fits the 512 KiB of a secondary thread on Apple platforms; an unoptimised build's
    /// frames are about five times larger.
    static let stackSize: Int = {
        #if DEBUG
            4 * 1024 * 1024
        #else
            512 * 1024
        #endif
    }()

    /// Compiles, evaluates, prints and compares each formula on a thread with a small stack.
    @Test(arguments: deepFormulas)
    func compilesAndEvaluatesOnASmallStack(source: String) async throws {
        let outcome: String = await withCheckedContinuation { continuation in
            let thread = Thread {
                do {
                    let formula = try ADFormula(source)
                    let value = try formula.evaluate(in: [:])
                    let reparsed = try ADFormula(formula.expression.description)
                    let printedAlike = reparsed.expression.description == formula.expression.description
                    continuation.resume(returning: printedAlike ? "\(value)" : "error: printing changed the formula")
                } catch {
                    continuation.resume(returning: "error: \(error)")
                }
            }
            thread.stackSize = Self.stackSize
            thread.start()
        }
        #expect(!outcome.hasPrefix("error"), "\(outcome)")
    }
}
