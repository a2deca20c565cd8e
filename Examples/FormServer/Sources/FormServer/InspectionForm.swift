import ActionData
import ActionDataWebSQLite

/// The form for an ``Inspection``: each control names the field it edits, and two labels show
/// formulas over the fields, recomputed as they change. Save decodes the form into an
/// `Inspection` and writes it, and who changed what, to the database.
enum InspectionForm {
    /// A form showing `inspection`, saving into `database`.
    static func make(_ inspection: Inspection, database: any ADDataProvider) throws -> ADWebForm {
        try ADWebForm(title: "Inspections", root: controls(), model: inspection) { edited, audit in
            try await database.save(edited, audit: audit)
        }
    }

    private static func controls() -> ADViewGroup {
        let site = ADTextFieldModel(name: "site", dataPath: "site")
        site.liveUpdate = true
        site.validation.required = true
        site.validation.requiredError = "An inspection needs a site."
        let heading = ADLabelModel(name: "heading", dataPath: "'Inspection of ' + site")
        let inspector = ADTextFieldModel(name: "inspector", dataPath: "inspector")
        let visited = ADDatePickerModel(name: "visited", dataPath: "visited")

        let defects = ADStepperModel(name: "defects", dataPath: "defects", minimumValue: 0, maximumValue: 999)
        defects.liveUpdate = true
        let advice = ADLabelModel(name: "advice", dataPath: "compare(defects > 0, 'book a follow-up visit', 'nothing to fix')")
        let outcome = ADSegmentedControlModel(
            name: "outcome", dataPath: "outcome", segmentTitles: ["Pending", "Passed", "Failed"], byTitle: true)
        outcome.segmentValues = Outcome.allCases.map(\.rawValue)
        let followUp = ADSwitchModel(name: "followUp", dataPath: "followUp")
        let notes = ADTextViewModel(name: "notes", dataPath: "notes")

        return ADViewGroup([
            ADViewGroup(name: "Visit", [site, heading, inspector, visited]),
            ADViewGroup(name: "Findings", [defects, advice, outcome, followUp, notes]),
        ])
    }
}
