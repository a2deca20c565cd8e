/// A value an editable control is about to write.
struct PendingWrite {
    let control: ControlIndex
    let path: ADFieldPath
    let value: ADValue
}
