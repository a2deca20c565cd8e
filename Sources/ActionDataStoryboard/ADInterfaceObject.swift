import ActionData

/// An object of an Interface Builder document: a view controller, a view, a control, a
/// table cell, a gesture recognizer — anything with an `id`.
///
/// The element name (`label`, `textField`, `viewController`) says what UIKit class the
/// object is unless `customClass` overrides it. ``children`` are the objects nested
/// inside (subviews, cells, the controller's view), in document order.
public struct ADInterfaceObject: Sendable, Hashable {
    /// The element name, such as `label`, `textField` or `tableViewController`.
    public let elementName: String
    /// Interface Builder's object id, such as `qZp-5B-JXr`.
    public let id: String
    /// The `customClass` set in the identity inspector, such as `ADBoundTextField`.
    public let customClass: String?
    /// The `customModule` of the custom class, if given.
    public let customModule: String?
    /// The `key` the object is stored under in its parent (`view`, `contentView`), if any.
    public let key: String?
    /// The user label shown in Xcode's outline, if given.
    public let userLabel: String?
    /// The 1-based line of the element.
    public let line: Int
    /// The frame, when the document stores one.
    public let frame: ADInterfaceFrame?
    /// The element's XML attributes (`text`, `placeholder`, `minValue`, `maxValue`,
    /// `value`, `on`, `selectedSegmentIndex`, …) plus child `<string key="…">` texts.
    public let properties: [String: String]
    /// The titles of a segmented control's segments, in order.
    public let segmentTitles: [String]
    /// The user-defined runtime attributes, in document order.
    public let runtimeAttributes: [ADRuntimeAttribute]
    /// The font its `<fontDescription>` gives (system or named, size, weight, traits, text
    /// style), or `nil` when it has none.
    public let fontDescription: ADFont?
    /// The objects nested inside, in document order.
    public let children: [ADInterfaceObject]

    /// An object from its parts.
    public init(
        elementName: String, id: String, customClass: String?, customModule: String?, key: String?, userLabel: String?,
        line: Int, frame: ADInterfaceFrame?, properties: [String: String], segmentTitles: [String],
        runtimeAttributes: [ADRuntimeAttribute], fontDescription: ADFont? = nil, children: [ADInterfaceObject]
    ) {
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.key = key
        self.userLabel = userLabel
        self.line = line
        self.frame = frame
        self.properties = properties
        self.segmentTitles = segmentTitles
        self.runtimeAttributes = runtimeAttributes
        self.fontDescription = fontDescription
        self.children = children
    }

    /// The class name to show: the custom class, or the element name.
    public var className: String { customClass ?? elementName }

    /// The text (labels, text fields, text views).
    public var text: String? { properties["text"] }
    /// The placeholder (text fields).
    public var placeholder: String? { properties["placeholder"] }
    /// The minimum value (sliders `minValue`, steppers `minimumValue`).
    public var minimumValue: Double? { (properties["minValue"] ?? properties["minimumValue"]).flatMap(Double.init) }
    /// The maximum value (sliders `maxValue`, steppers `maximumValue`).
    public var maximumValue: Double? { (properties["maxValue"] ?? properties["maximumValue"]).flatMap(Double.init) }

    /// The runtime attribute for `keyPath`, if set.
    public func runtimeAttribute(_ keyPath: String) -> ADRuntimeAttribute? {
        runtimeAttributes.first { $0.keyPath == keyPath }
    }

    /// This object and everything nested in it, in document order.
    public var allObjects: [ADInterfaceObject] {
        var result: [ADInterfaceObject] = []
        var pending = [self]
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return result
    }
}
