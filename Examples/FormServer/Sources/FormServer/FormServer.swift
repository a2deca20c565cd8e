import ArgumentParser

/// The program: `serve` (what it does when given no subcommand) runs the server; `users` keeps
/// the accounts people sign in with.
@main
struct FormServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form-server",
        abstract: "Inspections in the browser: a form and a searchable list, stored in SQLite.",
        subcommands: [Serve.self, Users.self],
        defaultSubcommand: Serve.self
    )
}

/// The `--database` option `serve` and `users` share.
struct DatabaseOption: ParsableArguments {
    @Option(name: .long, help: "The SQLite file holding the inspections and the accounts; created when missing.")
    var database = "inspections.sqlite"
}
