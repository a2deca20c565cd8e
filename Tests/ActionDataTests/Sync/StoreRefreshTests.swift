import ActionData
import Testing

/// A record a pull changed under an open form: what the user has typed is kept, the rest is
/// refreshed.
@Suite("Refreshing the open record from the store")
@MainActor
struct StoreRefreshTests {
    /// One refresh: what the user types (live `name`, non-live `site`), what the pull changes,
    /// and what the form holds then.
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let typed: [String: String]
        let pulled: [String: ADValue]
        let record: ADRecord
        let kept: [String]
        let refreshedPaths: [String]
        let refreshedControls: [String]
        let greeting: String
        let siteText: String
    }

    nonisolated static let loaded: ADRecord = ["name": "Ada", "site": "Dock 1", "defects": 0]

    nonisolated static let cases: [Case] = [
        Case(testDescription: "unedited fields take the stored values", typed: [:], pulled: ["site": "Dock 2", "defects": 3],
             record: ["name": "Ada", "site": "Dock 2", "defects": 3], kept: [], refreshedPaths: ["site", "defects"],
             refreshedControls: ["site", "defects"], greeting: "Hello Ada", siteText: "Dock 2"),
        Case(testDescription: "an edited field is kept while another refreshes", typed: ["name": "Grace"], pulled: ["defects": 3],
             record: ["name": "Grace", "site": "Dock 1", "defects": 3], kept: [], refreshedPaths: ["defects"],
             refreshedControls: ["defects"], greeting: "Hello Grace", siteText: "Dock 1"),
        Case(testDescription: "a field both edited and pulled keeps the live edit", typed: ["name": "Grace"], pulled: ["name": "Ida"],
             record: ["name": "Grace", "site": "Dock 1", "defects": 0], kept: ["name"], refreshedPaths: [],
             refreshedControls: [], greeting: "Hello Grace", siteText: "Dock 1"),
        Case(testDescription: "a field both edited and pulled keeps the unsaved control edit", typed: ["site": "Pier"],
             pulled: ["site": "Dock 2"], record: ["name": "Ada", "site": "Dock 1", "defects": 0], kept: ["site"],
             refreshedPaths: [], refreshedControls: [], greeting: "Hello Ada", siteText: "Pier"),
        Case(testDescription: "the dependants of a pulled field re-evaluate", typed: [:], pulled: ["name": "Ida"],
             record: ["name": "Ida", "site": "Dock 1", "defects": 0], kept: [], refreshedPaths: ["name"],
             refreshedControls: ["name", "greeting"], greeting: "Hello Ida", siteText: "Dock 1"),
    ]

    /// A live name, a non-live site, a label reading the name and one showing the defects.
    static func form() -> (ADBindingController, [String: any ADBindable]) {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        let site = ADTextFieldModel(name: "site", dataPath: "site")
        let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
        let defects = ADLabelModel(name: "defects", dataPath: "defects")
        let controller = ADBindingController(root: ADViewGroup([name, site, greeting, defects]))
        controller.setRecord(loaded)
        return (controller, ["name": name, "site": site, "greeting": greeting, "defects": defects])
    }

    static func stored(_ pulled: [String: ADValue]) -> ADRecord {
        var stored = loaded
        for (field, value) in pulled { stored[field] = value }
        return stored
    }

    @Test(arguments: cases)
    func refresh(_ test: Case) throws {
        let (controller, controls) = Self.form()
        for (name, text) in test.typed.sorted(by: { $0.key < $1.key }) {
            let field = try #require(controls[name] as? ADTextFieldModel)
            field.text = text
            controller.controlDidChange(field)
        }
        let stored = Self.stored(test.pulled)
        let refresh = controller.refreshFromStore(stored)

        #expect(controller.record == test.record)
        #expect(refresh.keptEdits == test.kept.map { ADFieldPath($0) })
        #expect(refresh.updates.compactMap(\.path) == test.refreshedPaths.map { ADFieldPath($0) })
        #expect(refresh.refreshedControls.map(\.name) == test.refreshedControls)
        #expect(try #require(controls["greeting"] as? ADLabelModel).text == test.greeting)
        #expect(try #require(controls["site"] as? ADTextFieldModel).text == test.siteText)
        #expect(controller.savedRecord == stored, "the stored record is the new baseline")
    }

    @Test func keptEditsStayUnsavedAndWinTheNextSave() throws {
        let (controller, controls) = Self.form()
        let site = try #require(controls["site"] as? ADTextFieldModel)
        site.text = "Pier"
        controller.refreshFromStore(Self.stored(["site": "Dock 2", "defects": 3]))
        try controller.updateRecord()
        #expect(controller.record == ["name": "Ada", "site": "Pier", "defects": 3])
        #expect(controller.savedRecord == controller.record, "a save moves the baseline")

        let again = controller.refreshFromStore(Self.stored(["site": "Pier", "defects": 4]))
        #expect(controller.record == ["name": "Ada", "site": "Pier", "defects": 4])
        #expect(again.keptEdits.isEmpty)
    }

    @Test func aRefreshWithTheSavedRecordChangesNothing() {
        let (controller, _) = Self.form()
        let before = controller.evaluationCount
        let refresh = controller.refreshFromStore(Self.loaded)
        #expect(refresh.updates.isEmpty)
        #expect(refresh.refreshedControls.isEmpty)
        #expect(controller.evaluationCount == before)
    }
}
