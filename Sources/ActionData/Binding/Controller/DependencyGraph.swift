/// Which bindings read which fields: a tree of path components, each node listing the
/// bindings whose formulas read the path ending there.
///
/// An edit of `a.b` affects the bindings that read `a.b` itself, an enclosing path (`a`,
/// whose value contains the edit) and a path inside it (`a.b.c`, which the edit may replace).
struct DependencyGraph {
    private struct Node {
        var bindings: [BindingIndex] = []
        var children: [String: Node] = [:]
    }

    private var root = Node()

    /// Records that `binding` reads `path`.
    mutating func insert(_ path: ADFieldPath, binding: BindingIndex) {
        Self.insert(path.components[...], binding: binding, into: &root)
    }

    /// The bindings an edit of `path` affects, in evaluation order, each once.
    func bindings(affectedBy path: ADFieldPath) -> [BindingIndex] {
        var found: [BindingIndex] = []
        var node = root
        for component in path.components {
            guard let next = node.children[component] else { return Self.unique(found) }
            found += next.bindings
            node = next
        }
        Self.collectInside(node, into: &found)
        return Self.unique(found)
    }

    private static func insert(_ components: ArraySlice<String>, binding: BindingIndex, into node: inout Node) {
        guard let first = components.first else {
            node.bindings.append(binding)
            return
        }
        insert(components.dropFirst(), binding: binding, into: &node.children[first, default: Node()])
    }

    private static func collectInside(_ node: Node, into found: inout [BindingIndex]) {
        for child in node.children.values {
            found += child.bindings
            collectInside(child, into: &found)
        }
    }

    private static func unique(_ bindings: [BindingIndex]) -> [BindingIndex] {
        Array(Set(bindings)).sorted()
    }
}
