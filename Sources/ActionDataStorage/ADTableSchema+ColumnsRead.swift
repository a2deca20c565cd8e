import ActionData

extension ADTableSchema {
    /// The columns `expression` reads, sorted.
    ///
    /// `ADExpression.fieldPaths` reports both readings of a two-argument `min`/`max`, the
    /// scalar one and the list one, since it cannot know which the first argument is; the table
    /// knows: over a JSON column it is the list form, whose second argument reads the rows'
    /// fields and `outer.x`, the column `x`.
    ///
    /// - Throws: ``ADDataError/Kind/unknownColumn(_:)`` for a field the table lacks.
    package func columns(readBy expression: ADExpression) throws(ADDataError) -> [String] {
        var paths = Set<ADFieldPath>()
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .call(let name, let arguments, _) where name == "min" || name == "max":
                guard arguments.count == 2, case .field(let list, _) = arguments[0], list.components.count == 1,
                    let head = list.components.first, columns[head] == .json
                else {
                    pending += arguments
                    continue
                }
                paths.insert(list)
                for path in arguments[1].fieldPaths where path.components.first == ListAggregate.outerPrefix {
                    if path.components.count > 1 { paths.insert(ADFieldPath(components: Array(path.components.dropFirst()))) }
                }
            case .call(let name, _, _) where ListAggregate(rawValue: name) != nil:
                // `items.#`, the number of rows, names the column `items` too.
                paths.formUnion(next.fieldPaths)
            case .field(let path, _):
                paths.insert(path)
            default:
                pending += next.children
            }
        }
        var read: [String] = []
        for path in paths.sorted() {
            guard let head = path.components.first, columns[head] != nil else {
                throw ADDataError(.unknownColumn(path.dotted), table: tableName)
            }
            if !read.contains(head) { read.append(head) }
        }
        return read
    }
}
