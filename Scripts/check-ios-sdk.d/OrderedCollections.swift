// A stand-in for swift-collections' OrderedCollections module, compiled by Scripts/check-ios-sdk
// in its place: swift-collections 1.6 needs Swift 6.2's standard library (Span, ~Escapable),
// which an iOS 16.5 SDK does not have. It declares the part of the real API the project's iOS
// libraries use, with the same names and shapes, and a plain implementation behind them. It is
// never built into the package.

/// An ordered collection of unique elements (the real `OrderedSet`'s shape).
public struct OrderedSet<Element: Hashable>: RandomAccessCollection, Hashable, ExpressibleByArrayLiteral {
    private var members: [Element] = []
    private var positions: [Element: Int] = [:]

    public init() {}

    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    public init(arrayLiteral elements: Element...) { self.init(elements) }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Element { members[position] }

    public func contains(_ element: Element) -> Bool { positions[element] != nil }

    public func firstIndex(of element: Element) -> Int? { positions[element] }

    /// Appends `element` unless present; says whether it was and where it is.
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if let index = positions[element] { return (false, index) }
        members.append(element)
        positions[element] = members.count - 1
        return (true, members.count - 1)
    }
}

/// An ordered dictionary (the real `OrderedDictionary`'s shape): keys in insertion order.
public struct OrderedDictionary<Key: Hashable, Value> {
    /// The keys, in order.
    public private(set) var keys: OrderedSet<Key>
    /// The values, in the keys' order.
    public var values: [Value]

    public init() {
        keys = []
        values = []
    }

    public init(minimumCapacity: Int) {
        self.init()
        reserveCapacity(minimumCapacity)
    }

    public init(uniqueKeysWithValues pairs: some Sequence<(Key, Value)>) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    public init(_ pairs: some Sequence<(Key, Value)>, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows {
        self.init()
        for (key, value) in pairs {
            if let old = self[key] { self[key] = try combine(old, value) } else { self[key] = value }
        }
    }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    public func index(forKey key: Key) -> Int? { keys.firstIndex(of: key) }

    public subscript(key: Key) -> Value? {
        get { index(forKey: key).map { values[$0] } }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        set { updateValue(newValue, forKey: key) }
    }

    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        if let index = index(forKey: key) {
            let old = values[index]
            values[index] = value
            return old
        }
        keys.append(key)
        values.append(value)
        return nil
    }

    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        guard let index = index(forKey: key) else { return nil }
        let old = values[index]
        var remaining = OrderedDictionary()
        for (position, other) in keys.enumerated() where position != index { remaining[other] = values[position] }
        self = remaining
        return old
    }

    public mutating func reserveCapacity(_ minimumCapacity: Int) { values.reserveCapacity(minimumCapacity) }

    public mutating func removeAll(keepingCapacity: Bool = false) { self = OrderedDictionary() }

    public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> Self {
        var kept = OrderedDictionary()
        for element in self where try isIncluded(element) { kept[element.key] = element.value }
        return kept
    }

    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> OrderedDictionary<Key, T> {
        var mapped = OrderedDictionary<Key, T>()
        for (key, value) in self { mapped[key] = try transform(value) }
        return mapped
    }

    public func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> OrderedDictionary<Key, T> {
        var mapped = OrderedDictionary<Key, T>()
        for (key, value) in self { if let new = try transform(value) { mapped[key] = new } }
        return mapped
    }

    public mutating func sort(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows {
        self = OrderedDictionary(uniqueKeysWithValues: try sorted(by: areInIncreasingOrder).map { ($0.key, $0.value) })
    }

    /// The key-value pairs as a random-access collection.
    public var elements: Elements {
        get { Elements(base: self) }
        set { self = newValue.base }
    }

    /// The real `OrderedDictionary.Elements` view.
    public struct Elements: RandomAccessCollection {
        var base: OrderedDictionary

        public var startIndex: Int { 0 }
        public var endIndex: Int { base.count }
        public subscript(position: Int) -> (key: Key, value: Value) { (base.keys[position], base.values[position]) }

        public mutating func append(_ element: (key: Key, value: Value)) { base[element.key] = element.value }
    }
}

extension OrderedDictionary: Sequence {
    public func makeIterator() -> IndexingIterator<Elements> { elements.makeIterator() }
}

extension OrderedDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (Key, Value)...) { self.init(uniqueKeysWithValues: elements) }
}

extension OrderedDictionary: Equatable where Value: Equatable {
    public static func == (left: Self, right: Self) -> Bool { left.keys.elementsEqual(right.keys) && left.values == right.values }
}

extension OrderedDictionary: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        for (key, value) in self {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

extension OrderedSet: Sendable where Element: Sendable {}
extension OrderedDictionary: @unchecked Sendable where Key: Sendable, Value: Sendable {}
extension OrderedDictionary.Elements: @unchecked Sendable where Key: Sendable, Value: Sendable {}
