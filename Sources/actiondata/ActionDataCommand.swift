import ArgumentParser

/// The `actiondata` command: tools for ActionData formulas, masks, formats and forms.
@main
struct ActionDataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actiondata",
        abstract: "Serve the demo form, evaluate formulas, apply masks and formats, and lint bound forms.",
        version: "0.2.0",
        subcommands: [ServeCommand.self, UsersCommand.self, AuditCommand.self, SyncCommand.self, EvalCommand.self, MaskCommand.self, FormatCommand.self, LintCommand.self]
    )
}
