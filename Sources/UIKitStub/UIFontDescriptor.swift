import Foundation

/// What describes a font. Transcribes `UIFontDescriptor` (UIKit `UIFontDescriptor.h`,
/// `NS_SWIFT_SENDABLE`), iOS 7.0. The stub keeps the family or face name, size, symbolic traits
/// and weight.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// UIFontDescriptor.h `pointSize`.
    open var pointSize: CGFloat { size }

    /// UIFontDescriptor.h `symbolicTraits`.
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { traits }

    /// Test support, not UIKit: the family the descriptor names, `nil` for the system font's.
    package let family: String?
    /// Test support, not UIKit: the face the descriptor names, `nil` for none.
    package let name: String?
    /// Test support, not UIKit: the weight its `UIFontDescriptorTraitsAttribute` gives.
    package let weight: CGFloat?
    private let size: CGFloat
    private let traits: UIFontDescriptor.SymbolicTraits

    package init(pointSize: CGFloat, family: String? = nil, name: String? = nil, weight: CGFloat? = nil, traits: SymbolicTraits = []) {
        size = pointSize
        self.family = family
        self.name = name
        self.weight = weight
        self.traits = traits
        super.init()
    }

    /// UIFontDescriptor.h `fontDescriptorWithSize:`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, family: family, name: name, weight: weight, traits: traits)
    }

    /// UIFontDescriptor.h `fontDescriptorWithFamily:`: the face name is dropped.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: size, family: newFamily, weight: weight, traits: traits)
    }

    /// UIFontDescriptor.h `fontDescriptorWithSymbolicTraits:`: the traits replace the
    /// descriptor's; `nil` when the family has no such face (never in the stub).
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: size, family: family, name: name, weight: weight, traits: symbolicTraits)
    }

    /// UIFontDescriptor.h `fontDescriptorByAddingAttributes:`; the stub reads the weight from
    /// `UIFontDescriptorTraitsAttribute`.
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        let traitValues = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        let newWeight = (traitValues?[.weight] as? CGFloat) ?? weight
        return UIFontDescriptor(pointSize: size, family: family, name: name, weight: newWeight, traits: traits)
    }

    /// `UIFontDescriptorSymbolicTraits` (UIFontDescriptor.h), iOS 7.0.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The trait bits.
        public let rawValue: UInt32

        /// Traits from their bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// UIFontDescriptor.h `UIFontDescriptorTraitItalic`.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// UIFontDescriptor.h `UIFontDescriptorTraitBold`.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// UIFontDescriptor.h `UIFontDescriptorTraitExpanded`.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// UIFontDescriptor.h `UIFontDescriptorTraitCondensed`.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// UIFontDescriptor.h `UIFontDescriptorTraitMonoSpace`.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// UIFontDescriptor.h `UIFontDescriptorTraitTightLeading`.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// UIFontDescriptor.h `UIFontDescriptorTraitLooseLeading`.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `UIFontDescriptorAttributeName` (UIFontDescriptor.h), imported as a struct of string constants.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The constant's name.
        public let rawValue: String

        /// A constant from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// UIFontDescriptor.h `UIFontDescriptorTraitsAttribute`.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// `UIFontDescriptorTraitKey` (UIFontDescriptor.h), imported as a struct of string constants.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The constant's name.
        public let rawValue: String

        /// A constant from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// UIFontDescriptor.h `UIFontWeightTrait`.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
}
