#if canImport(SwiftUI)
import ActionData

/// How a view names its control: by the data path it is bound to, as the spec's controls
/// are, or as the form's control itself.
enum ControlSource {
    case dataPath(String)
    case control(ADFormControl)

    /// The control in `form`, or `nil` when no control is bound to the path.
    @MainActor
    func control(in form: ADFormModel) -> ADFormControl? {
        switch self {
        case .dataPath(let path): form.control(boundTo: path)
        case .control(let control): control
        }
    }
}
#endif
