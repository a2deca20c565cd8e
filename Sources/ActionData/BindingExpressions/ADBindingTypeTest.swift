/// A test of a value's type in a `$when` condition: AKABeacon's `$when(<NSString>)`, which
/// tests the value being mapped, and `SELF isKindOfClass:$number` in a quoted condition with
/// `{ number: <NSNumber> }`.
///
/// AKABeacon names Foundation classes; the engine's values have kinds. Each class a test
/// accepts stands for the kinds of value Foundation would hand over as that class:
///
/// | class | value kinds |
/// | --- | --- |
/// | `NSString` | text |
/// | `NSNumber` | integer, decimal, Boolean |
/// | `NSDate` | date |
/// | `NSData` | data |
/// | `NSArray` | array |
/// | `NSDictionary` | record |
/// | `NSNull` | NULL |
/// | `NSObject` | any value but NULL |
public struct ADBindingTypeTest: Sendable, Hashable {
    /// The class as written, such as `NSNumber`.
    public let className: String
    /// The kinds of value the test accepts.
    public let kinds: Set<ADValue.Kind>
    /// What is tested: `SELF` (the value being mapped), a substitution or a key path.
    let operand: ADFormula

    /// The test of `operand` against `className`, or `nil` for a class no test knows.
    init?(className: String, operand: ADFormula) {
        guard let kinds = Self.kinds(ofClass: className) else { return nil }
        self.className = className
        self.kinds = kinds
        self.operand = operand
    }

    /// A test with its parts, for ``ADBindingExpression/limited(to:)``.
    init(className: String, kinds: Set<ADValue.Kind>, operand: ADFormula) {
        self.className = className
        self.kinds = kinds
        self.operand = operand
    }

    /// Whether `value` is of one of the class's kinds.
    public func accepts(_ value: ADValue) -> Bool {
        kinds.contains(value.kind)
    }

    /// The value kinds a class stands for, or `nil` for a class type tests do not know.
    public static func kinds(ofClass className: String) -> Set<ADValue.Kind>? {
        switch className {
        case "NSString", "NSMutableString": [.string]
        case "NSNumber": [.int, .double, .bool]
        case "NSDate": [.date]
        case "NSData", "NSMutableData": [.data]
        case "NSArray", "NSMutableArray": [.array]
        case "NSDictionary", "NSMutableDictionary": [.record]
        case "NSNull": [.null]
        case "NSObject": Set(ADValue.Kind.allCases).subtracting([.null])
        default: nil
        }
    }

    /// The class names type tests know, for messages.
    public static let knownClassNames = [
        "NSArray", "NSData", "NSDate", "NSDictionary", "NSMutableArray", "NSMutableData", "NSMutableDictionary",
        "NSMutableString", "NSNull", "NSNumber", "NSObject", "NSString",
    ]

    /// What an error expected where a type test names a class it does not know.
    static let expectedClass = "a class a type test knows"

    /// `SELF`'s field in the scope a condition is evaluated in: the value being mapped.
    static let selfField = "@self"

    /// The field a condition's `index`th type test's result is supplied under.
    static func resultField(_ index: Int) -> String { "@type\(index)" }
}
