// The gate of the package's optional "Server" trait. ActionDataWeb, ActionDataPostgres and their
// bridges depend on this module, which is built before them: an app that imports one of them with
// the trait off gets this message first, instead of a missing Hummingbird or PostgresNIO module.
#if !Server
#error("This ActionData module needs the package trait \"Server\" (the web front end on Hummingbird, PostgreSQL on postgres-nio). Add ActionData with its default traits, or with traits: [\"Server\"], in your Package.swift.")
#endif
