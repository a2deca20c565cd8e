import ActionData
import Testing

@Suite("Formula: cache and concurrent evaluation")
struct FormulaConcurrencyTests {
    @Test func cacheReturnsTheSameCompiledFormula() throws {
        let cache = ADFormulaCache()
        let first = try cache.formula("quantity > 10 AND enabled")
        let second = try cache.formula("quantity > 10 AND enabled")
        #expect(first == second)
        #expect(cache.count == 1)
        #expect(throws: ADFormulaError.self) { try cache.formula("1 +") }
        #expect(cache.count == 1)
    }

    @Test func cacheStaysWithinItsCapacity() throws {
        let cache = ADFormulaCache(capacity: 16)
        for index in 0..<100 {
            _ = try cache.formula("quantity + \(index)")
            #expect(cache.count <= 16)
        }
        #expect(try cache.formula("quantity + 99").evaluate(in: ["quantity": 1]) == 100)
    }

    @Test func cacheKeepsRecentlyUsedFormulas() throws {
        let cache = ADFormulaCache(capacity: 4)
        _ = try cache.formula("1")
        for index in 2...10 {
            _ = try cache.formula("1")
            _ = try cache.formula("\(index)")
        }
        #expect(cache.count <= 4)
        let before = cache.count
        _ = try cache.formula("1")
        #expect(cache.count == before)
    }

    @Test func manyTasksEvaluateAndCompileAtOnce() async throws {
        let cache = ADFormulaCache(capacity: 8)
        let sources = [
            "quantity > 10 AND enabled", "compare(quantity > 10, 'ok', 'order more')", "'Category: ' + name",
            "CASE use WHEN 'local' THEN 1 ELSE 0 END", "format(price, '#,##0.00')", "name REGEXP 'S.*t'",
            "upper(name) LIKE '%FILE'", "substr(name, 1, 5)", "quantity * price", "coalesce(nothing, 'x')",
        ]
        let expected = try sources.map { try evaluate($0) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<32 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<300 {
                        let index = (task + round) % sources.count
                        let value = try? cache.formula(sources[index]).evaluate(in: sampleRecord)
                        if value != expected[index] { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
