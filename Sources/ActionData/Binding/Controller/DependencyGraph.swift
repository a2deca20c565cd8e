/// Which bindings read which fields: a tree of path components, each node listing the
/// bindings whose formulas read the path ending there.
///
/// An edit of `a.b` affects the bindings that read `a.b` itself, an enclosing path (`a`,
/// whose value contains the edit) and a path inside it (`a.b.c`, which the edit may replace).
struct DependencyGraph {
    private struct Node {
        var properties: [Int] = []
        var children: [String: Node] = [:]
    }

    private var root = Node()

    /// Records that the binding `property` reads `path`.
    mutating func insert(_ path: ADFieldPath, property: Int) {
        Self.insert(path.components[...], property: property, into: &root)
    }

    /// The bindings an edit of `path` affects, in ascending order, each once.
    func properties(affectedBy path: ADFieldPath) -> [Int] {
        var found: [Int] = []
        var node = root
        for component in path.components {
            guard let next = node.children[component] else { return Self.unique(found) }
            found += next.properties
            node = next
        }
        Self.collectInside(node, into: &found)
        return Self.unique(found)
    }

    private static func insert(_ components: ArraySlice<String>, property: Int, into node: inout Node) {
        guard let first = components.first else {
            node.properties.append(property)
            return
        }
        insert(components.dropFirst(), property: property, into: &node.children[first, default: Node()])
    }

    private static func collectInside(_ node: Node, into found: inout [Int]) {
        for child in node.children.values {
            found += child.properties
            collectInside(child, into: &found)
        }
    }

    private static func unique(_ properties: [Int]) -> [Int] {
        Array(Set(properties)).sorted()
    }
}
