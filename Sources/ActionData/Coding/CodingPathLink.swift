/// A link in the chain of nested encoders or decoders: each knows its parent and the key
/// it was created for, so the full coding path is built only when someone asks for it.
protocol CodingPathLink: AnyObject {
    var parentLink: Self? { get }
    var linkKey: (any CodingKey)? { get }
}

extension CodingPathLink {
    /// The keys from the top level down to this link.
    var linkedCodingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: Self? = self
        while let current = node, let key = current.linkKey {
            keys.append(key)
            node = current.parentLink
        }
        return keys.reversed()
    }

    /// The field path of `key` below this link, for errors.
    func path(appending key: (any CodingKey)?) -> ADFieldPath {
        ADFieldPath(codingPath: linkedCodingPath + (key.map { [$0] } ?? []))
    }
}
