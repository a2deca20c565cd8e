import ActionDataWebSQLite
import ArgumentParser

/// `form-server users`: the accounts people sign in with, kept in the database. Once one
/// exists, `serve` asks everyone to sign in.
struct Users: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add, list and remove the accounts people sign in with.", subcommands: [Add.self, List.self, Remove.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add an account; its password is the first line of standard input.",
            discussion: "echo \"$PASSWORD\" | form-server users add ada --role inspector --password-stdin")

        @Argument(help: "The name to sign in with: 1 to 64 letters, digits and . _ - @.")
        var name: String

        @Option(name: .customLong("role"), help: "A role (repeatable).")
        var roles: [String] = []

        @Flag(
            name: .customLong("password-stdin"),
            help: "Read the password from standard input (required: a password is never an argument).")
        var passwordStdin = false

        @OptionGroup var storage: DatabaseOption

        func validate() throws {
            guard passwordStdin else { throw ValidationError("give the password on standard input with --password-stdin") }
        }

        func run() async throws {
            guard let password = readLine(strippingNewline: true) else { throw ValidationError("standard input held no password") }
            let accounts = try await ADWebAccounts(database: try ADSQLiteProvider(path: storage.database))
            let account = try await accounts.add(name: name, password: password, roles: roles)
            print("Added \(account.name)")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts and their roles.")

        @OptionGroup var storage: DatabaseOption

        func run() async throws {
            let accounts = try await ADWebAccounts(database: try ADSQLiteProvider(path: storage.database))
            for account in try await accounts.list() { print(account.name + "\t" + account.roles.joined(separator: ",")) }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove an account and end its sign-ins.")

        @Argument(help: "The account's name.")
        var name: String

        @OptionGroup var storage: DatabaseOption

        func run() async throws {
            let accounts = try await ADWebAccounts(database: try ADSQLiteProvider(path: storage.database))
            guard try await accounts.remove(name: name) else { throw ValidationError("there is no account named \(name)") }
            print("Removed \(name)")
        }
    }
}
