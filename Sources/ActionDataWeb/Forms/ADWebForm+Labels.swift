import ActionData

extension ADWebForm {
    /// The label the page shows beside each control that `failures` names, by control index,
    /// so the status line names a control as the person using the form sees it.
    func labels(of failures: [ADValidationFailure]) -> [Int: String] {
        var labels: [Int: String] = [:]
        for failure in failures {
            guard let index = failure.controlIndex, controller.controls.indices.contains(index), controlIDs.indices.contains(index)
            else { continue }
            labels[index] = HTMLPage.caption(of: controller.controls[index], id: controlIDs[index])
        }
        return labels
    }
}
