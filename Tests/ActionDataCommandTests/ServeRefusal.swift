@testable import actiondata

extension ServeCommand {
    /// The message `serve` refuses `arguments` with at start; `nil` when it accepts them.
    static func refusal(of arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return message(for: error)
        }
    }
}
