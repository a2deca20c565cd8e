// The command line serves forms and lints models, so it needs both optional traits of the
// package. Say so at compile time, before any missing module is reported.
#if !Server || !Tools
#error("The actiondata command needs the ActionData package traits \"Server\" and \"Tools\" (the default traits).")
#endif
