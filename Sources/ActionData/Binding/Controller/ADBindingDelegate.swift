/// Hooks into filling controls and saving their values (DataBindSwift's delegate).
///
/// Order when the form is filled (``ADBindingController/setRecord(_:)``,
/// ``ADBindingController/refreshDisplay()``, ``ADBindingController/updateBindings()``): for each
/// control's data path in layout order ``willFill(_:value:)`` then ``didFill(_:value:)``; after
/// the last control ``didFillAllComponents(_:)``. Order when values are saved
/// (``ADBindingController/updateRecord()``, ``ADBindingController/getDataModel(_:decoder:)``):
/// every control is converted and validated first (no hook runs when any control is invalid);
/// then ``willSet(_:value:at:)`` for each edited control in layout order; after the record is
/// committed, ``didSet(_:value:at:)`` for each value written. A live update calls `willSet`/`didSet` for the edited control, then
/// `willFill`/`didFill` for each data path that reads the field.
///
/// Every hook has a default that changes nothing.
public protocol ADBindingDelegate: AnyObject {
    /// Called before `value` is shown in `control`: ``ADHookDecision/use(_:)`` the value (or
    /// another), or ``ADHookDecision/skip`` to leave the control as it is.
    func willFill(_ control: any ADBindable, value: ADValue) -> ADHookDecision
    /// Called after `value` was shown in `control`.
    func didFill(_ control: any ADBindable, value: ADValue)
    /// Called before `value` is written at `path`: ``ADHookDecision/use(_:)`` the value (or
    /// another), or ``ADHookDecision/skip`` to write nothing (the control keeps its edit).
    func willSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) -> ADHookDecision
    /// Called after `value` was written at `path`.
    func didSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath)
    /// Called after every control was filled from `record`.
    func didFillAllComponents(_ record: ADRecord)
}

extension ADBindingDelegate {
    /// Shows the value unchanged.
    public func willFill(_ control: any ADBindable, value: ADValue) -> ADHookDecision { .use(value) }
    /// Does nothing.
    public func didFill(_ control: any ADBindable, value: ADValue) {}
    /// Writes the value unchanged.
    public func willSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) -> ADHookDecision {
        .use(value)
    }
    /// Does nothing.
    public func didSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) {}
    /// Does nothing.
    public func didFillAllComponents(_ record: ADRecord) {}
}
