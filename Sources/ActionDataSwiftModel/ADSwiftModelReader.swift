import ActionData
import ActionDataStoryboard
import SwiftParser
import SwiftSyntax

/// Reads the stored properties of a `Codable` Swift type as an ``ADLintModel``, without
/// compiling or running anything.
///
/// Properties are the type's non-static `var`/`let` declarations without a getter;
/// their types come from the annotation or, failing that, from the initial value
/// (`var name = ""` is a String). Optionals count as their wrapped type. Structs and
/// classes declared in the same file become nested records; enums with a `String` or
/// integer raw type count as text or integers. A `CodingKeys` enum renames and selects
/// the encoded properties.
///
/// ```swift
/// let reader = ADSwiftModelReader(source: try String(contentsOfFile: "Category.swift"))
/// let model = try reader.model(typeName: "Category")
/// model.type(of: "quantity")     // .int
/// ```
public struct ADSwiftModelReader: Sendable {
    private let types: [String: SwiftTypeDeclaration]
    private let order: [String]

    /// Parses `source`; syntax errors are tolerated (the parser recovers), so a model
    /// half-way through an edit still reads.
    public init(source: String) {
        let file = Parser.parse(source: source)
        let collector = SwiftTypeCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        types = Dictionary(collector.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        order = collector.types.map(\.name)
    }

    /// The struct and class names in the file, in order.
    public var typeNames: [String] {
        order.filter { types[$0]?.isEnum == false }
    }

    /// The model for `typeName`, or for the file's only (or only `Codable`) struct or class.
    /// - Throws: ``ADSwiftModelError`` when the type is not in the file, or when several
    ///   types qualify and none was named.
    public func model(typeName: String? = nil) throws(ADSwiftModelError) -> ADLintModel {
        let name = try chooseType(typeName)
        var fields: [(path: ADFieldPath, type: ADValue.Kind)] = []
        collectFields(of: name, prefix: [], visiting: [name], into: &fields)
        return ADLintModel(name: name, fields: fields)
    }

    private func chooseType(_ typeName: String?) throws(ADSwiftModelError) -> String {
        let candidates = typeNames
        if let typeName {
            guard candidates.contains(typeName) else {
                throw ADSwiftModelError(message: "no struct or class named '\(typeName)'", candidates: candidates)
            }
            return typeName
        }
        if candidates.count == 1, let only = candidates.first { return only }
        let codable = candidates.filter { types[$0]?.isCodable == true }
        if codable.count == 1, let only = codable.first { return only }
        throw ADSwiftModelError(
            message: candidates.isEmpty ? "the file declares no struct or class" : "several types could be the model; choose one with --type",
            candidates: candidates)
    }

    private func collectFields(
        of typeName: String, prefix: [String], visiting: Set<String>,
        into fields: inout [(path: ADFieldPath, type: ADValue.Kind)]
    ) {
        guard let declaration = types[typeName] else { return }
        for property in declaration.encodedProperties {
            let path = prefix + [property.key]
            let resolved = resolve(property.type)
            if case .nested(let nestedName) = resolved, !visiting.contains(nestedName) {
                fields.append((ADFieldPath(components: path), .record))
                collectFields(of: nestedName, prefix: path, visiting: visiting.union([nestedName]), into: &fields)
            } else {
                fields.append((ADFieldPath(components: path), resolved.fieldType))
            }
        }
    }

    private enum Resolved {
        case field(ADValue.Kind)
        case nested(String)

        var fieldType: ADValue.Kind {
            switch self {
            case .field(let type): type
            case .nested: .record
            }
        }
    }

    private func resolve(_ type: SwiftPropertyType) -> Resolved {
        switch type {
        case .named(let name):
            if let builtIn = Self.builtInTypes[name] { return .field(builtIn) }
            guard let declaration = types[name] else { return .field(.null) }
            if declaration.isEnum {
                return .field(declaration.rawType.flatMap { Self.builtInTypes[$0] } ?? .null)
            }
            return .nested(name)
        case .array:
            return .field(.array)
        case .unknown:
            return .field(.null)
        }
    }

    private static let builtInTypes: [String: ADValue.Kind] = {
        var table: [String: ADValue.Kind] = ["String": .string, "Substring": .string, "Character": .string, "URL": .string, "UUID": .string]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] { table[name] = .int }
        for name in ["Double", "Float", "CGFloat", "Decimal", "Float32", "Float64"] { table[name] = .double }
        table["Bool"] = .bool
        table["Date"] = .date
        table["Data"] = .data
        return table
    }()
}
