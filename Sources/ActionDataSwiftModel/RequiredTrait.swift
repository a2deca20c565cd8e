// ActionDataSwiftModel is part of the package's optional "Tools" trait: its dependencies are fetched only
// when the trait is on. Say so at compile time, before any missing module is reported.
#if !Tools
#error("ActionDataSwiftModel needs the ActionData package trait \"Tools\" (the linter's Swift-model reader on swift-syntax). Add the package with the default traits, or with traits: [\"Tools\"], in your Package.swift.")
#endif
