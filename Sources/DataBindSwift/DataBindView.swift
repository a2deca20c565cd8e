#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionDataStoryboard
import ActionDataUIKit

/// DataBindSwift's container: the `DataBindable` components inside it are bound by their
/// `fieldPath`s to one JSON object, which ``fillFields(withObject:)`` shows and ``toJSON()``
/// reads back, nested by the paths' dots.
///
/// ```swift
/// @IBOutlet var dataBindView: DataBindView!
///
/// dataBindView.fillFields(withObject: ["vehicle": ["brand": ["name": "Tesla"]]])
/// let json = dataBindView.toJSON()   // ["vehicle": ["brand": ["name": …], "doors": 4 …]]
/// ```
///
/// The components are those connected to ``components`` in Interface Builder, or, when none
/// is, every `DataBindable` view inside. The engine does the work, as for every ActionData
/// form: each component's value is cast by its `fieldType`, checked by `required`, shown and
/// read as the web front end does for the same document, and typing, the keyboard toolbar and
/// focus order work as on an `ADBoundViewController`.
@MainActor
open class DataBindView: UIView {
    #if canImport(UIKit)
    /// The components, connected in Interface Builder; empty binds every `DataBindable` inside.
    @IBOutlet public var components: [UIView] = []
    #else
    /// The components, connected in Interface Builder; empty binds every `DataBindable` inside.
    public var components: [UIView] = []
    #endif

    /// Told before and after components are filled and the JSON is set.
    public weak var delegate: (any DataBindViewDelegate)?

    /// The error of the last ``toJSON()`` that found components whose values do not cast or
    /// that are required and empty; `nil` after one that read every component.
    public private(set) var validationError: ADBindingError?

    private lazy var bridge = DelegateBridge(view: self)
    private lazy var form: PlainViewForm = {
        let form = PlainViewForm(root: self) { [weak self] view in self?.attributes(of: view) ?? [] }
        form.bindingController.delegate = bridge
        return form
    }()

    /// The components' values as one JSON object, nested by their field paths. Components the
    /// user edited are cast by their `fieldType` and set through the delegate's `willSet`; when
    /// one does not cast or is required and empty, none is set, ``validationError`` says which,
    /// and the object holds the values as last filled or set.
    @discardableResult
    public func toJSON() -> [String: Any] {
        form.bindIfNeeded()
        do {
            try form.updateRecord()
            validationError = nil
        } catch {
            validationError = error
        }
        return form.bindingController.json(of: form.record)
    }

    /// Fills every component from `object` (nested objects are dotted paths); fields the object
    /// does not have keep their values. A value the engine cannot hold (not a JSON element)
    /// fills nothing and is reported through ``fillError``.
    public func fillFields(withObject object: [String: Any]) {
        form.bindIfNeeded()
        do {
            try form.bindingController.fillFields(withObject: object)
            fillError = nil
        } catch {
            fillError = error
        }
        form.showRecord()
    }

    /// The error of the last ``fillFields(withObject:)`` that filled nothing; `nil` after one
    /// that filled.
    public private(set) var fillError: (any Error)?

    /// Finds the components again, after components were added or removed.
    public func updateComponents() {
        form.updateBindings()
    }

    /// The components whose settings are not applied, and why.
    public var notes: [String] {
        form.notes.map { "\(type(of: $0.view)) \(($0.view as? any DataBindable)?.fieldPath ?? ""): \($0.message)" }
    }

    /// The JSON of `record`'s bound fields.
    func json(of record: ADRecord) -> [String: Any] {
        form.bindingController.json(of: record)
    }

    /// The component showing `control`.
    func component(showing control: any ADBindable) -> UIView? {
        form.view(showing: control)
    }

    /// A component's DataBindable variables as the runtime attributes Interface Builder would
    /// have written; nothing for a view that is not one of the components.
    private func attributes(of view: UIView) -> [ADRuntimeAttribute] {
        guard let component = view as? any DataBindable else { return [] }
        if !components.isEmpty, !components.contains(where: { $0 === view }) { return [] }
        var values: [(String, ADValue)] = [("fieldPath", .string(component.fieldPath))]
        if !component.fieldType.isEmpty { values.append(("fieldType", .string(component.fieldType))) }
        if let message = component.fieldTypeError { values.append(("fieldTypeError", .string(message))) }
        values.append(("required", .bool(component.required)))
        if let message = component.requiredError { values.append(("requiredError", .string(message))) }
        values.append(("persist", .bool(component.persist)))
        return values.map { ADRuntimeAttribute(keyPath: $0, value: $1) }
    }
}
