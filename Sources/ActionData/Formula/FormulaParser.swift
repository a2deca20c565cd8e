/// Builds an ``ADExpression`` from tokens by precedence climbing.
///
/// Operators of one precedence are gathered in a loop, so a long chain such as
/// `1 + 1 + … + 1` does not recurse; recursion happens only for a tighter-binding
/// operand, a parenthesis, a prefix operator, a call or a `CASE`, and every such step
/// counts against ``ADFormula/maximumDepth`` before it is taken. The height of the
/// built tree is bounded by the same limit, so later walks of the tree are safe too.
struct FormulaParser {
    private let source: String
    private let tokens: [FormulaToken]
    private var index = 0
    private let maximumDepth: Int

    /// A parsed node and the height of its tree.
    private struct Node {
        let expression: ADExpression
        let height: Int
        var range: ADSourceRange { expression.range }
    }

    init(source: String, maximumDepth: Int) throws(ADFormulaError) {
        var lexer = FormulaLexer(source)
        self.source = source
        self.tokens = try lexer.tokenize()
        self.maximumDepth = maximumDepth
    }

    mutating func parse() throws(ADFormulaError) -> ADExpression {
        let node = try expression(minimumPrecedence: 1, depth: 0)
        guard case .end = current.kind else {
            throw unexpected(expected: "an operator or the end of the formula")
        }
        return node.expression
    }

    // MARK: Tokens

    private var current: FormulaToken { tokens[min(index, tokens.count - 1)] }

    private var following: FormulaToken { tokens[min(index + 1, tokens.count - 1)] }

    private mutating func advance() -> FormulaToken {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    private func isKeyword(_ keyword: FormulaKeyword, _ token: FormulaToken? = nil) -> Bool {
        (token ?? current).kind == .keyword(keyword)
    }

    private func isSymbol(_ symbol: FormulaSymbol) -> Bool {
        current.kind == .symbol(symbol)
    }

    @discardableResult
    private mutating func expect(_ keyword: FormulaKeyword, context: String) throws(ADFormulaError) -> FormulaToken {
        guard isKeyword(keyword) else { throw unexpected(expected: "\(keyword.rawValue) \(context)") }
        return advance()
    }

    @discardableResult
    private mutating func expect(_ symbol: FormulaSymbol, context: String) throws(ADFormulaError) -> FormulaToken {
        guard isSymbol(symbol) else { throw unexpected(expected: "'\(symbol.rawValue)' \(context)") }
        return advance()
    }

    @inline(never)
    private func unexpected(expected: String) -> ADFormulaError {
        ADFormulaError(
            source: source, offset: current.range.lowerBound, reason: .unexpectedToken, expected: expected,
            found: current.quotedForMessage)
    }

    @inline(never)
    private func failure(_ reason: ADFormulaError.Reason, at range: ADSourceRange, expected: String, found: String)
        -> ADFormulaError
    {
        ADFormulaError(source: source, offset: range.lowerBound, reason: reason, expected: expected, found: found)
    }

    @inline(never)
    private func checkDepth(_ depth: Int) throws(ADFormulaError) {
        guard depth <= maximumDepth else {
            throw failure(
                .tooDeep, at: current.range, expected: "at most \(maximumDepth) levels of nesting",
                found: "deeper nesting")
        }
    }

    @inline(never)
    private func node(_ expression: ADExpression, children: Node?...) throws(ADFormulaError) -> Node {
        let height = 1 + children.reduce(0) { max($0, $1?.height ?? 0) }
        guard height <= maximumDepth else {
            throw failure(
                .tooDeep, at: expression.range, expected: "at most \(maximumDepth) levels of nesting",
                found: "an expression nested \(height) levels deep")
        }
        return Node(expression: expression, height: height)
    }

    @inline(never)
    private func node(_ expression: ADExpression, children list: [Node]) throws(ADFormulaError) -> Node {
        let height = 1 + list.reduce(0) { max($0, $1.height) }
        guard height <= maximumDepth else {
            throw failure(
                .tooDeep, at: expression.range, expected: "at most \(maximumDepth) levels of nesting",
                found: "an expression nested \(height) levels deep")
        }
        return Node(expression: expression, height: height)
    }

    // MARK: Operators

    private enum Infix {
        case binary(ADBinaryOperator)
        case match(ADMatchOperator, negated: Bool)
        case between(negated: Bool)
        case inList(negated: Bool)
        case isOperator

        var precedence: Int {
            if case .binary(let op) = self { return op.precedence }
            return 4
        }
    }

    /// The infix operator at the current token, and how many tokens it spans.
    private var infix: (Infix, width: Int)? {
        switch current.kind {
        case .keyword(.or): return (.binary(.or), 1)
        case .keyword(.and): return (.binary(.and), 1)
        case .keyword(.is): return (.isOperator, 1)
        case .keyword(.like): return (.match(.like, negated: false), 1)
        case .keyword(.glob): return (.match(.glob, negated: false), 1)
        case .keyword(.regexp): return (.match(.regexp, negated: false), 1)
        case .path where Self.isRegexSynonym(current): return (.match(.regexp, negated: false), 1)
        case .keyword(.between): return (.between(negated: false), 1)
        case .keyword(.in): return (.inList(negated: false), 1)
        case .keyword(.not):
            switch following.kind {
            case .keyword(.like): return (.match(.like, negated: true), 2)
            case .keyword(.glob): return (.match(.glob, negated: true), 2)
            case .keyword(.regexp): return (.match(.regexp, negated: true), 2)
            case .path where Self.isRegexSynonym(following): return (.match(.regexp, negated: true), 2)
            case .keyword(.between): return (.between(negated: true), 2)
            case .keyword(.in): return (.inList(negated: true), 2)
            default: return nil
            }
        case .symbol(let symbol):
            let op: ADBinaryOperator? =
                switch symbol {
                case .plus: .add
                case .minus: .subtract
                case .concatenate: .concatenate
                case .star: .multiply
                case .slash: .divide
                case .percent: .remainder
                case .equal, .doubleEqual: .equal
                case .notEqual, .lessGreater: .notEqual
                case .less: .less
                case .lessOrEqual: .lessOrEqual
                case .greater: .greater
                case .greaterOrEqual: .greaterOrEqual
                case .openParenthesis, .closeParenthesis, .comma: nil
                }
            return op.map { (.binary($0), 1) }
        default:
            return nil
        }
    }

    /// `REGEX`, the spelling of `REGEXP` in the spec's prose. It is a keyword only where an
    /// operator is expected (a name there is otherwise a syntax error), so a field named
    /// `regex` needs no quotes.
    private static func isRegexSynonym(_ token: FormulaToken) -> Bool {
        guard case .path(let components, bare: true) = token.kind, components.count == 1, let name = components.first
        else { return false }
        return name.uppercased() == "REGEX"
    }

    /// The recursion runs through this function, ``prefix(depth:)`` and
    /// ``parenthesized(depth:)``; everything else lives in helpers kept out of line, so
    /// the frames on the recursive path stay small.
    private mutating func expression(minimumPrecedence: Int, depth: Int) throws(ADFormulaError) -> Node {
        try checkDepth(depth)
        var left = try prefix(depth: depth)
        while let (op, width) = infix, op.precedence >= minimumPrecedence {
            let operatorToken = current
            for _ in 0..<width { _ = advance() }
            switch op {
            case .binary(let binary):
                left = try binaryOperation(binary, left, after: operatorToken, depth: depth)
            case .isOperator:
                let negated = isKeyword(.not)
                if negated { _ = advance() }
                left = try binaryOperation(negated ? .isNot : .is, left, after: operatorToken, depth: depth)
            case .match(let kind, let negated):
                left = try matchOperation(kind, left, negated: negated, after: operatorToken, depth: depth)
            case .between(let negated):
                left = try betweenOperation(left, negated: negated, after: operatorToken, depth: depth)
            case .inList(let negated):
                left = try inListOperation(left, negated: negated, depth: depth)
            }
        }
        return left
    }

    @inline(never)
    private mutating func binaryOperation(_ op: ADBinaryOperator, _ left: Node, after token: FormulaToken, depth: Int)
        throws(ADFormulaError) -> Node
    {
        let right = try operand(after: token, precedence: op.precedence + 1, depth: depth)
        return try node(.binary(op, left.expression, right.expression, range: left.range.union(right.range)), children: left, right)
    }

    @inline(never)
    private mutating func matchOperation(
        _ kind: ADMatchOperator, _ left: Node, negated: Bool, after token: FormulaToken, depth: Int
    ) throws(ADFormulaError) -> Node {
        let pattern = try operand(after: token, precedence: 5, depth: depth)
        var escape: Node?
        if kind == .like, isKeyword(.escape) {
            let escapeToken = advance()
            escape = try operand(after: escapeToken, precedence: 5, depth: depth)
        }
        let range = left.range.union(escape?.range ?? pattern.range)
        return try node(
            .match(kind, left.expression, pattern: pattern.expression, escape: escape?.expression, negated: negated, range: range),
            children: left, pattern, escape)
    }

    @inline(never)
    private mutating func betweenOperation(_ left: Node, negated: Bool, after token: FormulaToken, depth: Int)
        throws(ADFormulaError) -> Node
    {
        let low = try operand(after: token, precedence: 5, depth: depth)
        try expect(.and, context: "between the bounds of BETWEEN")
        let high = try operand(after: token, precedence: 5, depth: depth)
        return try node(
            .between(left.expression, low: low.expression, high: high.expression, negated: negated, range: left.range.union(high.range)),
            children: left, low, high)
    }

    @inline(never)
    private mutating func inListOperation(_ left: Node, negated: Bool, depth: Int) throws(ADFormulaError) -> Node {
        try expect(.openParenthesis, context: "after IN")
        let (candidates, close) = try list(depth: depth + 1, context: "to close the IN list")
        return try node(
            .inList(left.expression, candidates.map(\.expression), negated: negated, range: left.range.union(close.range)),
            children: candidates + [left])
    }

    private mutating func operand(after token: FormulaToken, precedence: Int, depth: Int) throws(ADFormulaError) -> Node {
        if case .end = current.kind {
            throw unexpected(expected: "an expression after \(token.quotedForMessage)")
        }
        return try expression(minimumPrecedence: precedence, depth: depth + 1)
    }

    /// Comma-separated expressions up to a closing parenthesis (already past the opening one).
    private mutating func list(depth: Int, context: String) throws(ADFormulaError) -> ([Node], FormulaToken) {
        var items: [Node] = []
        if isSymbol(.closeParenthesis) { return (items, advance()) }
        while true {
            items.append(try expression(minimumPrecedence: 1, depth: depth))
            if isSymbol(.comma) {
                _ = advance()
                continue
            }
            guard isSymbol(.closeParenthesis) else { throw unexpected(expected: "',' or ')' \(context)") }
            return (items, advance())
        }
    }

    private mutating func prefix(depth: Int) throws(ADFormulaError) -> Node {
        switch current.kind {
        case .keyword(.not), .symbol(.minus), .symbol(.plus): try unary(depth: depth)
        case .symbol(.openParenthesis): try parenthesized(depth: depth)
        default: try primary(depth: depth)
        }
    }

    private mutating func parenthesized(depth: Int) throws(ADFormulaError) -> Node {
        _ = advance()
        try checkDepth(depth + 1)
        let inner = try expression(minimumPrecedence: 1, depth: depth + 1)
        guard isSymbol(.closeParenthesis) else { throw unexpected(expected: "')' to close the parenthesis") }
        _ = advance()
        return inner
    }

    @inline(never)
    private mutating func unary(depth: Int) throws(ADFormulaError) -> Node {
        let token = advance()
        let operand: Node
        let op: ADUnaryOperator
        if token.kind == .keyword(.not) {
            op = .not
            operand = try self.operand(after: token, precedence: 4, depth: depth)
        } else {
            op = token.kind == .symbol(.minus) ? .negate : .plus
            try checkDepth(depth + 1)
            if case .end = current.kind { throw unexpected(expected: "an expression after \(token.quotedForMessage)") }
            operand = try prefix(depth: depth + 1)
        }
        return try node(.unary(op, operand.expression, range: token.range.union(operand.range)), children: operand)
    }

    @inline(never)
    private mutating func primary(depth: Int) throws(ADFormulaError) -> Node {
        let token = current
        switch token.kind {
        case .number(let value):
            _ = advance()
            return Node(expression: .literal(value, range: token.range), height: 1)
        case .string(let text):
            _ = advance()
            return Node(expression: .literal(.string(text), range: token.range), height: 1)
        case .keyword(.null), .keyword(.true), .keyword(.false):
            _ = advance()
            let value: ADValue = isKeyword(.null, token) ? .null : .bool(isKeyword(.true, token))
            return Node(expression: .literal(value, range: token.range), height: 1)
        case .keyword(.case):
            return try caseExpression(depth: depth + 1)
        case .path(let components, let bare):
            _ = advance()
            if bare, isSymbol(.openParenthesis), let name = components.first {
                return try call(name, at: token, depth: depth)
            }
            return Node(expression: .field(ADFieldPath(components: components), range: token.range), height: 1)
        default:
            throw unexpected(expected: "an expression")
        }
    }

    @inline(never)
    private mutating func call(_ name: String, at token: FormulaToken, depth: Int) throws(ADFormulaError) -> Node {
        _ = advance()
        try checkDepth(depth + 1)
        let (arguments, close) = try list(depth: depth + 1, context: "to close the call to \(name)")
        return try node(
            .call(name: name.lowercased(), arguments: arguments.map(\.expression), range: token.range.union(close.range)),
            children: arguments)
    }

    private mutating func caseExpression(depth: Int) throws(ADFormulaError) -> Node {
        try checkDepth(depth)
        let start = advance()
        var children: [Node] = []
        var base: Node?
        if !isKeyword(.when) {
            let parsed = try expression(minimumPrecedence: 1, depth: depth)
            base = parsed
            children.append(parsed)
        }
        var branches: [ADCaseBranch] = []
        while isKeyword(.when) {
            _ = advance()
            let condition = try expression(minimumPrecedence: 1, depth: depth)
            try expect(.then, context: "after the WHEN condition")
            let result = try expression(minimumPrecedence: 1, depth: depth)
            branches.append(ADCaseBranch(condition: condition.expression, result: result.expression))
            children += [condition, result]
        }
        guard !branches.isEmpty else { throw unexpected(expected: "WHEN in the CASE expression") }
        var otherwise: Node?
        if isKeyword(.else) {
            _ = advance()
            let parsed = try expression(minimumPrecedence: 1, depth: depth)
            otherwise = parsed
            children.append(parsed)
        }
        guard isKeyword(.end) else { throw unexpected(expected: "WHEN, ELSE or END in the CASE expression") }
        let end = advance()
        return try node(.caseWhen(base?.expression, branches: branches, otherwise: otherwise?.expression, range: start.range.union(end.range)), children: children)
    }
}
