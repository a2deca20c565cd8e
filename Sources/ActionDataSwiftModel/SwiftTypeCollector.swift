import SwiftSyntax

/// The type of a stored property, as far as the syntax tells.
enum SwiftPropertyType: Sendable, Hashable {
    /// A named type (`String`, `Category`); optionals are unwrapped, module prefixes dropped.
    case named(String)
    /// An array or set.
    case array
    /// A dictionary, a closure, a tuple, or an initial value that does not name its type.
    case unknown
}

/// One stored property: the key it is encoded under, and its type.
struct SwiftProperty: Sendable, Hashable {
    let key: String
    let type: SwiftPropertyType
}

/// A struct, class, actor or enum declared in the file.
struct SwiftTypeDeclaration: Sendable {
    let name: String
    let isEnum: Bool
    /// The first inherited type of an enum (`String` in `enum Use: String, Codable`).
    let rawType: String?
    let isCodable: Bool
    let properties: [SwiftProperty]
    /// `CodingKeys` cases and their raw values, when the type declares them.
    let codingKeys: [(name: String, key: String)]?

    /// The properties as encoded: renamed and selected by `CodingKeys` when present.
    var encodedProperties: [SwiftProperty] {
        guard let codingKeys else { return properties }
        return codingKeys.compactMap { entry in
            properties.first { $0.key == entry.name }.map { SwiftProperty(key: entry.key, type: $0.type) }
        }
    }
}

/// Collects every type declaration in a file, nested ones included, with their stored properties.
final class SwiftTypeCollector: SyntaxVisitor {
    private(set) var types: [SwiftTypeDeclaration] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isEnum: false)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isEnum: false)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isEnum: false)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text != "CodingKeys" {
            record(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isEnum: true)
        }
        return .visitChildren
    }

    private func record(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isEnum: Bool) {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let codable = inherited.contains { ["Codable", "Decodable", "Encodable", "ADDataTable"].contains($0) }
        types.append(
            SwiftTypeDeclaration(
                name: name, isEnum: isEnum, rawType: isEnum ? inherited.first : nil, isCodable: codable,
                properties: isEnum ? [] : storedProperties(in: members), codingKeys: codingKeys(in: members)))
    }

    private func storedProperties(in members: MemberBlockSyntax) -> [SwiftProperty] {
        var result: [SwiftProperty] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            if isStatic { continue }
            var pendingAnnotations: [String] = []
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
                pendingAnnotations.append(identifier.identifier.text)
                let type = binding.typeAnnotation.map { Self.propertyType(of: $0.type) }
                    ?? binding.initializer.map { Self.inferredType(of: $0.value) }
                guard let type else { continue }
                for name in pendingAnnotations { result.append(SwiftProperty(key: name, type: type)) }
                pendingAnnotations.removeAll()
            }
        }
        return result
    }

    /// Whether the accessors compute the value (a getter) rather than observe it (`willSet`/`didSet`).
    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter:
            return true
        case .accessors(let list):
            return list.contains { ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }
        }
    }

    private static func propertyType(of type: TypeSyntax) -> SwiftPropertyType {
        if let optional = type.as(OptionalTypeSyntax.self) { return propertyType(of: optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return propertyType(of: optional.wrappedType) }
        if type.is(ArrayTypeSyntax.self) { return .array }
        if type.is(DictionaryTypeSyntax.self) { return .unknown }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if let argument = identifier.genericArgumentClause?.arguments.first, name == "Optional",
                let wrapped = argument.argument.as(TypeSyntax.self)
            {
                return propertyType(of: wrapped)
            }
            if ["Array", "Set", "ContiguousArray"].contains(name) { return .array }
            if name == "Dictionary" { return .unknown }
            return .named(name)
        }
        if let member = type.as(MemberTypeSyntax.self) { return .named(member.name.text) }
        return .unknown
    }

    private static func inferredType(of value: ExprSyntax) -> SwiftPropertyType {
        if value.is(StringLiteralExprSyntax.self) { return .named("String") }
        if value.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if value.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if value.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if value.is(ArrayExprSyntax.self) { return .array }
        if let prefix = value.as(PrefixOperatorExprSyntax.self) { return inferredType(of: prefix.expression) }
        if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        {
            return .named(callee.baseName.text)
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true
        {
            return .named(base.baseName.text)
        }
        return .unknown
    }

    private func codingKeys(in members: MemberBlockSyntax) -> [(name: String, key: String)]? {
        for member in members.members {
            guard let enumeration = member.decl.as(EnumDeclSyntax.self), enumeration.name.text == "CodingKeys" else { continue }
            var keys: [(name: String, key: String)] = []
            for caseMember in enumeration.memberBlock.members {
                guard let caseDecl = caseMember.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.segments
                        .compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                    keys.append((element.name.text, raw ?? element.name.text))
                }
            }
            return keys
        }
        return nil
    }
}
