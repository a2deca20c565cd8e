import ArgumentParser

/// The `actiondata` command: tools for ActionData formulas, masks, formats and forms.
@main
struct ActionDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actiondata",
        abstract: "Evaluate formulas, apply masks and formats, and lint bound forms.",
        subcommands: [EvalCommand.self, MaskCommand.self, FormatCommand.self, LintCommand.self]
    )
}
