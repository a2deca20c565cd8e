import ActionData
import ActionDataSQLite
import Foundation
import Testing

/// A city of the option lists' tests: its country's code and a code of its own.
struct City: ADDataTable, Equatable {
    static let tableName = "Cities", primaryKey = "code", primaryKeyType = ADDataTableKeyType.uniqueValue
    var code = "", name = "", country = ""

    static let all = [
        City(code: "PAR", name: "Paris", country: "FR"), City(code: "LYS", name: "Lyon", country: "FR"),
        City(code: "BER", name: "Berlin", country: "DE"), City(code: "MUC", name: "Munich", country: "DE"),
    ]
}

/// Option lists from a provider query (`ADOptionSource.query`) on SQLite: the rows the
/// filter selects for the form's record, reloaded when a `form.` field changes, the form's
/// values kept out of the formula text, and a failing query keeping the last good options.
@Suite("Option lists from a SQLite query")
struct QueryOptionSourceTests {
    static func provider(path: String = ":memory:") async throws -> ADSQLiteProvider {
        let provider = try ADSQLiteProvider(path: path)
        for city in City.all { try await provider.save(city) }
        return provider
    }

    static func names(_ options: [ADOption]) -> [String] { options.map(\.title) }

    @Test(arguments: [
        ("FR", ["Lyon", "Paris"]), ("DE", ["Berlin", "Munich"]), ("IT", []),
        ("FR' OR TRUE OR country = '", []),
    ])
    func theFilterSelectsTheCitiesOfTheFormsCountry(country: String, expected: [String]) async throws {
        let source = try ADOptionSource.query(try await Self.provider(), City.self, title: "name", where: "country = form.country")
        #expect(source.dependencies == ["country"])
        #expect(Self.names(try await source.load(["country": .string(country)])) == expected)
    }

    @Test func theValueColumnIsWrittenAndTheOrderAndLimitApply() async throws {
        let source = try ADOptionSource.query(
            try await Self.provider(), City.self, title: "name", value: "code", orderBy: [.descending("name")], limit: 2)
        #expect(source.dependencies.isEmpty)
        #expect(try await source.load([:]) == [ADOption(title: "Paris", value: "PAR"), ADOption(title: "Munich", value: "MUC")])
    }

    @Test(arguments: [
        ("country = form.address.country", ["address.country"]),
        ("country IN (form.first, form.second) AND name <> form.first", ["first", "second"]),
        ("CASE WHEN form.all THEN TRUE ELSE country = 'FR' END", ["all"]),
        ("form = 'x'", []),
    ])
    func theFormsFieldsAreTheDependencies(filter: String, dependencies: [ADFieldPath]) throws {
        let source = try ADOptionSource.query(try ADSQLiteProvider(path: ":memory:"), City.self, title: "name", where: filter)
        #expect(source.dependencies == dependencies)
    }

    @Test func theFormsValuesOfEveryKindReachTheFilter() async throws {
        let source = try ADOptionSource.query(
            try await Self.provider(), City.self, title: "name",
            where: "CASE WHEN form.all THEN TRUE ELSE country IN (form.first, form.second) AND name <> form.skip END")
        #expect(Self.names(try await source.load(["all": true])).count == 4)
        #expect(Self.names(try await source.load(["all": false, "first": "FR", "second": "DE", "skip": "Lyon"])) == ["Berlin", "Munich", "Paris"])
        #expect(Self.names(try await source.load([:])) == [], "a missing field is NULL")
    }

    @Test func aFilterThatDoesNotParseIsRefusedWhenTheSourceIsMade() throws {
        let error = #expect(throws: ADDataError.self) {
            try ADOptionSource.query(try ADSQLiteProvider(path: ":memory:"), City.self, title: "name", where: "country = ")
        }
        #expect(error?.filterError != nil)
    }

    @Test(arguments: [
        ("population > 0", #"table "Cities": no column "population""#),
        ("country = form.codes", #"table "Cities": the form's field "codes" holds a array, which the filter cannot compare"#),
    ])
    func aQueryThatCannotRunThrowsSayingWhere(filter: String, message: String) async throws {
        let source = try ADOptionSource.query(try await Self.provider(), City.self, title: "name", where: filter)
        let error = await #expect(throws: (any Error).self) { try await source.load(["codes": ["FR"]]) }
        #expect(error.map { "\($0)" } == message)
    }

    @Test(arguments: [
        (nil, #"table "Cities": no column "label""#), ([], #"table "Cities": no column "label" for the options"#),
    ] as [([ADOrder]?, String)])
    func aMissingTitleColumnIsNamed(order: [ADOrder]?, message: String) async throws {
        let source = try ADOptionSource.query(try await Self.provider(), City.self, title: "label", orderBy: order)
        let error = await #expect(throws: (any Error).self) { try await source.load([:]) }
        #expect(error.map { "\($0)" } == message, "sorted by the title, the database names it first")
    }

    @Test func aDependencyChangeReloadsAndThePickerKeepsItsValueWhileOffered() async throws {
        let source = try ADOptionSource.query(try await Self.provider(), City.self, title: "name", where: "country = form.country")
        let picker = ADTextPickerModel(name: "city", dataPath: "city")
        let controller = ADBindingController(root: ADViewGroup([picker]))
        controller.setRecord(["country": "FR", "city": "Lyon"])
        let loader = ADOptionLoader()
        await loader.reload("city", from: source, record: controller.record)
        await loader.waitForLoads()
        picker.showOptions(try #require(await loader.state(of: "city")).options)
        #expect(picker.optionList == ["Lyon", "Paris"])
        #expect(picker.selectedIndex == 0)

        #expect(source.dependsOn("country"))
        #expect(!source.dependsOn("city"))
        try controller.setValue("DE", at: "country")
        await loader.reload("city", from: source, record: controller.record)
        await loader.waitForLoads()
        picker.showOptions(try #require(await loader.state(of: "city")).options)
        #expect(picker.optionList == ["Berlin", "Munich"])
        #expect(picker.selectedIndex == nil, "Lyon is not offered in Germany")
        #expect(controller.record["city"] == "Lyon", "the record keeps its value until the user chooses")
    }

    @Test func aPickerShowsTheTitleOfTheCodeItHoldsAndWritesCodes() async throws {
        let source = try ADOptionSource.query(try await Self.provider(), City.self, title: "name", value: "code", where: "country = form.country")
        let picker = ADTextPickerModel(name: "city", dataPath: "city")
        let controller = ADBindingController(root: ADViewGroup([picker]))
        controller.setRecord(["country": "FR", "city": "LYS"])
        picker.showOptions(try await source.load(controller.record))
        #expect(picker.text == "Lyon")
        #expect(!picker.hasEdits)
        picker.beginEditing()
        picker.pick(1)
        picker.commitEditing()
        #expect(picker.text == "Paris")
        #expect(try picker.editedValue(as: nil, kind: nil) == "PAR")
        try controller.updateRecord()
        #expect(controller.record["city"] == "PAR")
    }

    @Test func aMissingTableFailsTheLoadAndTheLastGoodOptionsStay() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cities.sqlite").path
        let source = try ADOptionSource.query(try await Self.provider(path: path), City.self, title: "name", where: "country = form.country")
        let loader = ADOptionLoader()
        await loader.reload("city", from: source, record: ["country": "FR"])
        await loader.waitForLoads()

        try ADSQLiteProvider(path: path).dropTable(City.tableName)
        await loader.reload("city", from: source, record: ["country": "DE"])
        await loader.waitForLoads()
        let state = try #require(await loader.state(of: "city"))
        #expect(Self.names(state.options) == ["Lyon", "Paris"], "the last good options stay")
        let message = try #require(state.message)
        #expect(message.contains("no such table"), "\(message)")
    }
}
