extension ADRecord {
    /// The value at a dotted path, or `nil` when any component is missing.
    ///
    /// A component indexes an array when the value reached so far is an array.
    public func value(at path: ADFieldPath) -> ADValue? {
        guard let first = path.components.first, var current = fields[first] else { return nil }
        for component in path.components.dropFirst() {
            switch current {
            case .record(let nested):
                guard let next = nested.fields[component] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(component), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Writes a value at a dotted path, creating the intermediate records that are missing.
    ///
    /// Nothing already in the record is overwritten except the value at the path itself:
    /// a path that would have to pass through a string, a number or another scalar fails
    /// with ``ADRecordError/notAContainer(path:found:)`` and leaves the record unchanged.
    public mutating func setValue(_ value: ADValue, at path: ADFieldPath) throws(ADRecordError) {
        guard !path.components.isEmpty else { throw .emptyPath }
        try Self.write(value, into: &self, components: path.components[...], walked: [])
    }

    /// Removes the value at a dotted path and returns it, or returns `nil` when there is none.
    @discardableResult
    public mutating func removeValue(at path: ADFieldPath) -> ADValue? {
        guard let first = path.components.first else { return nil }
        if path.components.count == 1 { return fields.removeValue(forKey: first) }
        guard case .record(var nested) = fields[first] else { return nil }
        let removed = nested.removeValue(at: ADFieldPath(components: Array(path.components.dropFirst())))
        if removed != nil { fields[first] = .record(nested) }
        return removed
    }

    /// The value at a dotted path.
    ///
    /// Reading is ``value(at:)``. Assigning works as ``setValue(_:at:)`` but, where that
    /// would fail, *replaces* what stands in the way with records — the forgiving rule of
    /// a JSON builder; use ``setValue(_:at:)`` where a conflict must be an error.
    /// Assigning `nil` removes the value.
    public subscript(path path: ADFieldPath) -> ADValue? {
        get { value(at: path) }
        set {
            guard let newValue else {
                removeValue(at: path)
                return
            }
            do {
                try setValue(newValue, at: path)
            } catch {
                Self.overwrite(newValue, into: &self, components: path.components[...])
            }
        }
    }

    /// The paths of every value that is not a nested record, depth first in field order.
    /// Arrays are leaves. An empty nested record is a leaf too, so no field is lost.
    public var leafPaths: [ADFieldPath] {
        var paths: [ADFieldPath] = []
        collectLeafPaths(prefix: [], into: &paths)
        return paths
    }

    private func collectLeafPaths(prefix: [String], into paths: inout [ADFieldPath]) {
        for (name, value) in fields {
            let components = prefix + [name]
            if case .record(let nested) = value, !nested.isEmpty {
                nested.collectLeafPaths(prefix: components, into: &paths)
            } else {
                paths.append(ADFieldPath(components: components))
            }
        }
    }

    private static func write(
        _ value: ADValue, into record: inout ADRecord, components: ArraySlice<String>, walked: [String]
    ) throws(ADRecordError) {
        guard let name = components.first else { return }
        let rest = components.dropFirst()
        let here = walked + [name]
        guard !rest.isEmpty else {
            record.fields[name] = value
            return
        }
        switch record.fields[name] {
        case nil, .null?:
            var nested = ADRecord()
            try write(value, into: &nested, components: rest, walked: here)
            record.fields[name] = .record(nested)
        case .record(var nested)?:
            try write(value, into: &nested, components: rest, walked: here)
            record.fields[name] = .record(nested)
        case .array(var elements)?:
            try write(value, into: &elements, components: rest, walked: here)
            record.fields[name] = .array(elements)
        case let other?:
            throw .notAContainer(path: ADFieldPath(components: here), found: other.kind)
        }
    }

    private static func write(
        _ value: ADValue, into elements: inout [ADValue], components: ArraySlice<String>, walked: [String]
    ) throws(ADRecordError) {
        guard let component = components.first else { return }
        let here = walked + [component]
        guard let index = Int(component) else { throw .notAnIndex(path: ADFieldPath(components: here)) }
        guard elements.indices.contains(index) else {
            throw .indexOutOfRange(path: ADFieldPath(components: here), count: elements.count)
        }
        let rest = components.dropFirst()
        guard !rest.isEmpty else {
            elements[index] = value
            return
        }
        switch elements[index] {
        case .null:
            var nested = ADRecord()
            try write(value, into: &nested, components: rest, walked: here)
            elements[index] = .record(nested)
        case .record(var nested):
            try write(value, into: &nested, components: rest, walked: here)
            elements[index] = .record(nested)
        case .array(var inner):
            try write(value, into: &inner, components: rest, walked: here)
            elements[index] = .array(inner)
        case let other:
            throw .notAContainer(path: ADFieldPath(components: here), found: other.kind)
        }
    }

    private static func overwrite(_ value: ADValue, into record: inout ADRecord, components: ArraySlice<String>) {
        guard let name = components.first else { return }
        let rest = components.dropFirst()
        guard !rest.isEmpty else {
            record.fields[name] = value
            return
        }
        var nested = record.fields[name]?.recordValue ?? ADRecord()
        overwrite(value, into: &nested, components: rest)
        record.fields[name] = .record(nested)
    }
}
