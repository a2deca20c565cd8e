import ActionData
import Testing

@Suite("Binding: the catalogue of control kinds")
struct ControlKindTests {
    /// One model of each kind, with the kind it must report.
    static var models: [(any ADBindable, ADControlKind)] {
        [
        (ADLabelModel(), .label), (ADTextFieldModel(), .textField), (ADTextViewModel(), .textView),
        (ADSliderModel(), .slider), (ADSwitchModel(), .switch), (ADProgressViewModel(), .progressView),
        (ADStepperModel(), .stepper), (ADImageViewModel(), .imageView), (ADWebViewModel(), .webView),
        (ADSegmentedControlModel(), .segmentedControl), (ADTextPickerModel(), .textPicker),
        (ADDatePickerModel(), .datePicker), (ADListModel(), .list),
        ]
    }

    @Test("every kind has exactly one model, which reports it")
    func everyModelReportsItsKind() {
        #expect(Self.models.map(\.1) == ADControlKind.allCases)
        for (model, kind) in Self.models { #expect(model.typed.kind == kind) }
    }

    @Test("Interface Builder class names map to kinds and back", arguments: ADControlKind.allCases)
    func interfaceBuilderClassRoundTrips(kind: ADControlKind) {
        #expect(ADControlKind(interfaceBuilderClass: kind.interfaceBuilderClass) == kind)
        #expect(kind.interfaceBuilderClass.hasPrefix("ADBound"))
    }

    @Test func unknownClassesHaveNoKind() {
        #expect(ADControlKind(interfaceBuilderClass: "ADBoundThing") == nil)
        #expect(ADControlKind(interfaceBuilderClass: "ADTextFieldModel") == nil)
    }

    static let edited: [(ADControlKind, ADEditedValueKind?, Bool)] = [
        (.label, nil, false), (.textField, .text, true), (.textView, .text, true), (.slider, .number, false),
        (.switch, .onOff, false), (.progressView, nil, false), (.stepper, .number, false), (.imageView, .image, false),
        (.webView, nil, false), (.segmentedControl, .segment, false), (.textPicker, .option, true),
    ]

    @Test("what each kind edits, and whether it takes focus", arguments: edited)
    func editedValues(kind: ADControlKind, value: ADEditedValueKind?, takesFocus: Bool) {
        #expect(kind.editedValue == value)
        #expect(kind.isEditable == (value != nil))
        #expect(kind.takesFocus == takesFocus)
        let model = Self.models.first { $0.1 == kind }?.0
        #expect((model is any ADEditableBindable) == kind.isEditable)
        #expect((model is any ADTextEntryBindable) == takesFocus)
    }

    static let colorProperties: [(ADControlKind, String, ADColorRole?)] = [
        (.label, "colorPath", .text), (.stepper, "colorPath", .tint), (.segmentedControl, "colorPath", .tint),
        (.slider, "minColorPath", .minimumTrack), (.slider, "thumbColorPath", .thumb), (.switch, "thumbColorPath", .thumb),
        (.switch, "offColorPath", .off), (.progressView, "trackColorPath", .track), (.webView, "colorPath", nil),
        (.slider, "colorPath", nil), (.label, "onColorPath", nil), (.switch, "backgroundColorPath", .background),
    ]

    @Test("colour path properties set the role their kind gives them", arguments: colorProperties)
    func colorPathRoles(kind: ADControlKind, property: String, role: ADColorRole?) {
        #expect(kind.colorRole(forPathProperty: property) == role)
    }

    /// Every kind has a background (set by `backgroundColorPath` or a style binding); the
    /// spec's named colour properties set the others.
    @Test("each kind's colour roles are what its model's colour paths set, and the background")
    func modelColorPathsMatchTheCatalogue() {
        let slider = ADSliderModel()
        slider.minColorPath = "a"
        slider.maxColorPath = "b"
        slider.thumbColorPath = "c"
        #expect(Set(slider.colorPaths.keys).union([.background]) == Set(ADControlKind.slider.colorRoles))
        let toggle = ADSwitchModel()
        toggle.onColorPath = "a"
        toggle.offColorPath = "b"
        toggle.thumbColorPath = "c"
        #expect(Set(toggle.colorPaths.keys).union([.background]) == Set(ADControlKind.switch.colorRoles))
        let progress = ADProgressViewModel()
        progress.progressColorPath = "a"
        progress.trackColorPath = "b"
        #expect(Set(progress.colorPaths.keys).union([.background]) == Set(ADControlKind.progressView.colorRoles))
    }

    @Test func messagesNameControlsByKindAndName() {
        #expect(ADTextFieldModel(name: "price").kindAndName == "text field 'price'")
        #expect(ADSegmentedControlModel().kindAndName == "segmented control")
        let failure = ADValidationFailure(
            control: "price", controlIndex: 0, path: "price", reason: .conversion, message: "not a number", controlKind: .textField)
        #expect(failure.description == "text field 'price' (field price): not a number")
    }
}
