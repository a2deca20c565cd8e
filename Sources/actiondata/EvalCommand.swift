import ArgumentParser

/// `actiondata eval`: evaluates a formula against a JSON record and prints the result as JSON.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate a formula against a JSON record and print the value as JSON.",
        discussion: """
            Examples:
              actiondata eval "compare(quantity > 10, 'ok', 'order more')" --record '{"quantity": 5}'
              printf '%s\\n' '{"formula": "1 + 1"}' | actiondata eval --jsonl

            A formula starting with '-' goes after '--': actiondata eval --record '{"price": 2}' -- "-price * 2"

            With --jsonl, each line of standard input is {"formula": "...", "record": {...}}
            and each output line is {"value": <json>} or {"error": "<message>"}.
            """
    )

    @Argument(help: "The formula, e.g. \"quantity > 10 AND enabled\".")
    var formula: String?

    @Option(help: "The record as a JSON object (default: {}).")
    var record: String = "{}"

    @Flag(help: "Read {\"formula\", \"record\"} lines from standard input and answer one JSON line each.")
    var jsonl = false

    func validate() throws {
        if jsonl && formula != nil { throw ValidationError("Give either a formula or --jsonl, not both.") }
        if !jsonl && formula == nil { throw ValidationError("Give a formula to evaluate, or --jsonl.") }
    }

    func run() throws {
        let evaluation = FormulaEvaluation()
        if jsonl {
            while let line = readLine() {
                if line.allSatisfy(\.isWhitespace) { continue }
                print(evaluation.evaluateLine(line))
            }
            return
        }
        do {
            print(try evaluation.evaluate(formula ?? "", recordJSON: record))
        } catch {
            FileHandleOutput.standardError("error: \(error.description)\n")
            throw ExitCode.failure
        }
    }
}
