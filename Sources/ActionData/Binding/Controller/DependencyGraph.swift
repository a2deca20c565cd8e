/// Which bindings read which fields: a tree of path components, each node listing the
/// bindings whose formulas read the path ending there.
///
/// An edit of `a.b` affects the bindings that read `a.b` itself, an enclosing path (`a`,
/// whose value contains the edit) and a path inside it (`a.b.c`, which the edit may replace).
/// The component `*` (an aggregate's rows: `items.*.price`) stands for any one component, so an
/// edit of `items.5.price` affects it and an edit of `items.5.name` does not. The component `#`
/// (`items.#`, the number of rows `count(items)` reads) is matched by no edit's component, only
/// by an edit of `items` or what encloses it.
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
        Self.collect(path.components[...], from: root, into: &found)
        return Self.unique(found)
    }

    /// The bindings on the way along `components` (through the component itself and through
    /// `*`) and everything inside where the path ends.
    private static func collect(_ components: ArraySlice<String>, from node: Node, into found: inout [BindingIndex]) {
        guard let component = components.first else {
            collectInside(node, into: &found)
            return
        }
        for key in component == "*" ? [component] : [component, "*"] {
            guard let next = node.children[key] else { continue }
            found += next.bindings
            collect(components.dropFirst(), from: next, into: &found)
        }
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
