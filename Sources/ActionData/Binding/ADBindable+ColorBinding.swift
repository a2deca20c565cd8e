extension ADColorRole {
    /// The attribute of a style binding (`styleBinding_aka`) that sets this colour —
    /// `textColor`, `tintColor` or `backgroundColor` — or `nil` for roles only a colour path sets.
    public var styleAttributeName: String? {
        switch self {
        case .text: "textColor"
        case .tint: "tintColor"
        case .background: "backgroundColor"
        case .minimumTrack, .maximumTrack, .thumb, .on, .off, .progress, .track: nil
        }
    }
}

extension ADBindable {
    /// Whether a colour path or an attribute of the style binding gives the control's colour of
    /// `role`, and the control's kind has that colour.
    ///
    /// A front end shows ``ADBindable/colors``' entry for a bound role — its own default when that is
    /// absent — and leaves an unbound one as the view has it (a background set in Interface
    /// Builder stays).
    public func bindsColor(_ role: ADColorRole) -> Bool {
        if let kind = typed.kind, !kind.colorRoles.contains(role) { return false }
        if let path = colorPaths[role], !path.allSatisfy(\.isWhitespace) { return true }
        guard let name = role.styleAttributeName, let style = styleBinding else { return false }
        return style.attribute(name) != nil
    }
}
