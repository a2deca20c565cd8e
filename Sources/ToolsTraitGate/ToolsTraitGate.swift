// The gate of the package's optional "Tools" trait. The linter's Swift-model reader and the
// `actiondata` command depend on this module, which is built before them: with the trait off,
// this message comes first, instead of a missing SwiftSyntax or ArgumentParser module.
#if !Tools
#error("This ActionData module needs the package trait \"Tools\" (the command line and the linter's Swift-model reader on swift-syntax). Add ActionData with its default traits, or with traits: [\"Tools\"], in your Package.swift.")
#endif
