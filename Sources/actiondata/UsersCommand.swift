import ActionDataWeb
import ArgumentParser
import Foundation

/// `actiondata users`: the accounts people sign in to `serve` with, kept in the demo's database.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Add, list and remove the accounts people sign in to `serve` with.",
        discussion: """
            Accounts live in the demo's database (--database: a SQLite file or a postgres:// URL, also \
            ACTIONDATA_DATABASE_URL). Passwords are read from standard input and kept as bcrypt hashes only. \
            Once an account exists, `serve` on that database asks everyone to sign in.
            """,
        subcommands: [Add.self, List.self, Remove.self]
    )

    /// The database option every subcommand takes.
    struct Database: ParsableArguments {
        @Option(name: .long, help: "The demo's database: a SQLite file, or a postgres:// URL (also ACTIONDATA_DATABASE_URL).")
        var database = ServeCommand.defaultDatabase

        /// Runs `body` on the accounts of the database, closing it after; an error is printed
        /// on standard error and the command fails.
        func withAccounts<Result>(_ body: (ADWebAccounts) async throws -> Result) async throws -> Result {
            try await DemoDatabase.using(database) { provider in try await body(try await ADWebAccounts(database: provider)) }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add an account; its password is the first line of standard input.",
            discussion: "echo \"$PASSWORD\" | actiondata users add ada --role clerk --password-stdin")

        @Argument(help: "The name to sign in with: 1 to 64 letters, digits and . _ - @.")
        var name: String

        @Option(name: .customLong("role"), help: "A role the permissions name (repeatable).")
        var roles: [String] = []

        @Flag(name: .customLong("password-stdin"), help: "Read the password from standard input (required: a password is never an argument).")
        var passwordStdin = false

        @OptionGroup var options: Database

        func validate() throws {
            guard passwordStdin else {
                throw ValidationError("give the password on standard input with --password-stdin, so it stays out of the shell's history and the process list")
            }
        }

        func run() async throws {
            guard let line = readLine(strippingNewline: true) else {
                FileHandleOutput.standardError("error: standard input held no password\n")
                throw ExitCode.failure
            }
            let password = line.hasSuffix("\r") ? String(line.dropLast()) : line
            let account = try await options.withAccounts { accounts in try await accounts.add(name: name, password: password, roles: roles) }
            print("Added \(account.name)" + (account.roles.isEmpty ? " (no roles)" : " with roles \(account.roles.joined(separator: ", "))"))
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts and their roles.")

        @OptionGroup var options: Database

        func run() async throws {
            let accounts = try await options.withAccounts { accounts in try await accounts.list() }
            if accounts.isEmpty { print("No accounts: `serve` on this database lets anyone in on loopback only.") }
            for account in accounts { print([account.name, account.roles.joined(separator: ",")].joined(separator: "\t")) }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove an account and end its sign-ins.")

        @Argument(help: "The account's name.")
        var name: String

        @OptionGroup var options: Database

        func run() async throws {
            guard try await options.withAccounts({ accounts in try await accounts.remove(name: name) }) else {
                FileHandleOutput.standardError("error: there is no account named \(name)\n")
                throw ExitCode.failure
            }
            print("Removed \(name)")
        }
    }
}
