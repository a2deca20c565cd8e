import ActionData
import ActionDataPostgres
import Testing

extension PostgresTests {
@Suite("PostgreSQL provider: option lists from a query")
struct PostgresOptionSourceTests {
    /// The parts heavier than the form's minimum, a hostile value kept a value, and a table
    /// dropped by another connection: the load fails saying so and the last good options stay.
    @Test func partsLoadForTheFormsMinimumAndAMissingTableKeepsTheLastGoodOptions() async throws {
        let url = try await TestDatabase.url()
        try await TestDatabase.withProvider(url: url) { provider in
            for (name, weight) in [("bolt", 0.1), ("gear", 2.5), ("axle", 7.0)] {
                var part = Part()
                part.name = name
                part.weight = weight
                try await provider.save(part)
            }
            let source = try ADOptionSource.query(provider, Part.self, title: "name", where: "weight > form.minimum")
            #expect(source.dependencies == ["minimum"])
            #expect(try await source.load(["minimum": 1]).map(\.title) == ["axle", "gear"])
            #expect(try await source.load(["minimum": "0' OR TRUE OR name = '"]).isEmpty)

            let loader = ADOptionLoader()
            await loader.reload("part", from: source, record: ["minimum": 5])
            await loader.waitForLoads()
            #expect(await loader.state(of: "part") == .loaded([ADOption("axle")]))
            try await TestDatabase.withProvider(url: url) { other in try await other.dropTable(Part.tableName) }
            await loader.reload("part", from: source, record: ["minimum": 1])
            await loader.waitForLoads()
            let state = try #require(await loader.state(of: "part"))
            #expect(state.options == [ADOption("axle")])
            #expect(state.message?.contains("Parts") == true, "\(state.message ?? "")")
        }
    }
}
}
