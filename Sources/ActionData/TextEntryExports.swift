// The text-entry core is part of the engine's API: `import ActionData` brings it. Where the
// engine's folder is compiled as one module (a type check of the engine alone), the core's
// files are in that module already.
#if canImport(ActionDataTextEntry)
@_exported import ActionDataTextEntry
#endif
