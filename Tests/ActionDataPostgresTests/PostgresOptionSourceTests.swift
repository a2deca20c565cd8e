import ActionData
import ActionDataPostgres
import Testing

/// A city of the option lists' test.
struct OptionCity: ADDataTable {
    static let tableName = "OptionCities"
    static let primaryKey = "name"
    static let primaryKeyType: ADDataTableKeyType = .uniqueValue

    var name = ""
    var country = ""
}

extension PostgresTests {
@Suite("PostgreSQL provider: option lists from a query")
struct PostgresOptionSourceTests {
    /// The cities of the form's country, a hostile value kept a value, and a table dropped by
    /// another connection: the load fails saying so and the last good options stay.
    @Test func citiesLoadForTheFormsCountryAndAMissingTableKeepsTheLastGoodOptions() async throws {
        let url = try await TestDatabase.url()
        try await TestDatabase.withProvider(url: url) { provider in
            for (name, country) in [("Lyon", "FR"), ("Paris", "FR"), ("Berlin", "DE")] {
                try await provider.save(OptionCity(name: name, country: country))
            }
            let source = try ADOptionSource.query(provider, OptionCity.self, title: "name", where: "country = form.country")
            #expect(try await source.load(["country": "FR"]).map(\.title) == ["Lyon", "Paris"])
            #expect(try await source.load(["country": "FR' OR TRUE OR country = '"]).isEmpty)

            let loader = ADOptionLoader()
            await loader.reload("city", from: source, record: ["country": "DE"])
            await loader.waitForLoads()
            #expect(await loader.state(of: "city") == .loaded([ADOption("Berlin")]))
            try await TestDatabase.withProvider(url: url) { other in try await other.dropTable(OptionCity.tableName) }
            await loader.reload("city", from: source, record: ["country": "FR"])
            await loader.waitForLoads()
            let state = try #require(await loader.state(of: "city"))
            #expect(state.options == [ADOption("Berlin")])
            #expect(state.message?.contains("OptionCities") == true, "\(state.message ?? "")")
        }
    }
}
}
