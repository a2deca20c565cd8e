/// How messages name a control: by kind and name, `text field 'price'`.
enum ControlDescription {
    /// `name` with its kind in front; a name that already is `kind #n` stands alone.
    static func of(_ name: String, kind: ADControlKind?) -> String {
        guard let kind, !name.hasPrefix("\(kind) #") else { return name.isEmpty ? "control" : name }
        return "\(kind) '\(name)'"
    }
}
