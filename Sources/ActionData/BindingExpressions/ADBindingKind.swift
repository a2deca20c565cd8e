/// What a binding drives, which decides the attributes it understands.
///
/// AKABeacon names a view's bindings by runtime attributes ending in `Binding_aka`; the
/// document reader (`ActionDataStoryboard`) maps those names to a kind.
public enum ADBindingKind: String, Sendable, Hashable, CaseIterable {
    /// Text of a label, text field or text view (`textBinding_aka`).
    case text
    /// The number of a slider, stepper or progress view, or a segmented control's selection
    /// (`valueBinding_aka`).
    case value
    /// The image of an image view (`imageBinding_aka`).
    case image
    /// The on/off state of a switch (`stateBinding_aka`).
    case state
    /// The selection of a picker keyboard or picker view (`pickerBinding_aka`).
    case picker
    /// The date of a date picker (`datePickerBinding_aka`).
    case date
    /// Appearance attributes such as `backgroundColor` (`styleBinding_aka`).
    case style
    /// The rows of a table view (`dataSourceBinding_aka`).
    case dataSource
    /// A flag such as enabled or hidden (`enabledBinding_aka`, `hiddenBinding_aka`).
    case condition
    /// The font of a label, text field or text view (`fontBinding_aka`): the document's font
    /// adjusted by the bound attributes (`{ traits: symbolicTraits, size: pointSize }`).
    case font


    /// Whether a control with this binding writes the user's input back to the model.
    public var isEditable: Bool {
        switch self {
        case .text, .value, .state, .picker, .date: true
        case .image, .style, .dataSource, .condition, .font: false
        }
    }

    /// Whether the binding gives the control's value (rather than its style, rows or state).
    public var carriesValue: Bool {
        switch self {
        case .text, .value, .state, .picker, .date, .image: true
        case .style, .dataSource, .condition, .font: false
        }
    }

    /// The attributes a binding of this kind understands.
    public var schema: ADBindingAttributeSchema {
        switch self {
        case .text:
            ADBindingAttributeSchema([
                ("textForUndefinedValue", .text), ("treatEmptyTextAsUndefined", .flag), ("liveModelUpdates", .flag),
                ("numberFormatter", .block(.numberFormatter)), ("editingNumberFormatter", .block(.numberFormatter)),
                ("dateFormatter", .block(.dateFormatter)), ("editingDateFormatter", .block(.dateFormatter)),
                ("textForYes", .text), ("textForNo", .text), ("formatter", .formatter), ("editingFormatter", .formatter),
                ("transitionAnimation", .blockOrKeyPath(.transitionAnimation)), ("textAttributeFormatter", .block(.textAttributeFormatter)),
            ])
        case .value:
            ADBindingAttributeSchema([
                ("minimumValue", .number), ("maximumValue", .number), ("stepValue", .number), ("liveModelUpdates", .flag),
                ("autorepeat", .flag), ("continuous", .flag), ("wraps", .flag), ("choices", .any),
            ])
        case .image:
            ADBindingAttributeSchema([("transitionAnimation", .blockOrKeyPath(.transitionAnimation))])
        case .state:
            ADBindingAttributeSchema([("liveModelUpdates", .flag)])
        case .picker:
            ADBindingAttributeSchema([
                ("choices", .any), ("title", .any), ("titleForUndefinedValue", .text), ("titleForOtherValue", .text),
                ("liveModelUpdates", .flag), ("picker", .binding(.picker)),
            ])
        case .date:
            ADBindingAttributeSchema([
                ("minimumValue", .any), ("maximumValue", .any), ("liveModelUpdates", .flag),
                ("dateFormatter", .block(.dateFormatter)),
            ])
        case .style:
            ADBindingAttributeSchema([
                ("backgroundColor", .color), ("textColor", .color), ("tintColor", .color), ("borderColor", .color),
                ("alpha", .number), ("hidden", .flag), ("font", .blockOrKeyPath(.font)),
            ])
        case .dataSource:
            ADBindingAttributeSchema([
                ("defaultCellMapping", .any), ("cellMapping", .any), ("selectedItem", .any),
                ("dynamic", .elementBinding(.dynamicSection)),
                ("insertAnimation", .enumeration(type: "UITableViewRowAnimation", cases: ADBindingAttributeSchema.rowAnimations)),
                ("deleteAnimation", .enumeration(type: "UITableViewRowAnimation", cases: ADBindingAttributeSchema.rowAnimations)),
                ("reloadAnimation", .enumeration(type: "UITableViewRowAnimation", cases: ADBindingAttributeSchema.rowAnimations)),
            ])
        case .condition:
            ADBindingAttributeSchema([])
        case .font:
            .font
        }
    }

    /// The attributes each element of the binding's array understands, or `nil` when its
    /// elements take none that are checked: a table's sections (`[ open { headerTitle: "Open" },
    /// done ]`, ``ADBindingAttributeSchema/listSection``).
    public var elementSchema: ADBindingAttributeSchema? {
        switch self {
        case .dataSource: .listSection
        case .text, .value, .image, .state, .picker, .date, .style, .condition, .font: nil
        }
    }
}
