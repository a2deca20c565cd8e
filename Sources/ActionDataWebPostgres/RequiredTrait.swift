// ActionDataWebPostgres is part of the package's optional "Server" trait: its dependencies are fetched only
// when the trait is on. Say so at compile time, before any missing module is reported.
#if !Server
#error("ActionDataWebPostgres needs the ActionData package trait \"Server\" (the web front end's PostgreSQL session storage). Add the package with the default traits, or with traits: [\"Server\"], in your Package.swift.")
#endif
