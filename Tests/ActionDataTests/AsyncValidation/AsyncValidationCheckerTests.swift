import ActionData
import Testing

@Suite("Asynchronous validation: debounce, cancellation, timeout, Save's wait")
struct AsyncValidationCheckerTests {
    static let debounce = Duration.milliseconds(400)
    static let timeout = Duration.seconds(10)

    /// A registry whose `nameFree` refuses the taken names and logs what it was asked.
    func registry(log: ValidatorLog, taken: Set<String> = ["ada", "grace"]) -> ADAsyncValidatorRegistry {
        ADAsyncValidatorRegistry([
            ADAsyncValidator("nameFree") { value in
                await log.asked(value)
                guard case .string(let name) = value, taken.contains(name) else { return nil }
                return "This name is taken"
            },
            ADAsyncValidator("broken") { _ in throw CheckTestError.serverDown },
            ADAsyncValidator("silent") { _ in
                await log.hang()
                return nil
            },
        ])
    }

    @Test func aTakenNameIsPendingThenInvalidAfterTheDebounce() async {
        let clock = ManualSleeps()
        let log = ValidatorLog()
        let states = StateLog()
        let checker = ADAsyncValidationChecker(registry: registry(log: log), timing: clock.timing, observer: states.observer)
        await checker.valueChanged("ada", control: "name", validator: "nameFree")
        #expect(await checker.state(of: "name") == .pending)
        await clock.waitUntilSleeping(Self.debounce)
        #expect(await log.values.isEmpty)
        await clock.release(Self.debounce)
        let failures = await checker.waitForChecks()
        #expect(await checker.state(of: "name") == .invalid("This name is taken"))
        #expect(failures.map(\.control) == ["name"])
        #expect(failures.map(\.reason) == [.asyncCheck])
        #expect(states.entries == ["name: pending", "name: invalid This name is taken"])
    }

    @Test func aChangeCancelsTheCheckOfTheValueBefore() async {
        let clock = ManualSleeps()
        let log = ValidatorLog()
        let checker = ADAsyncValidationChecker(registry: registry(log: log), timing: clock.timing)
        for typed in ["a", "ad", "ada", "adam"] {
            await checker.valueChanged(.string(typed), control: "name", validator: "nameFree")
        }
        await clock.waitUntilSleeping(Self.debounce)
        await clock.release(Self.debounce)
        #expect(await checker.waitForChecks().isEmpty)
        #expect(await log.values == ["adam"])
        #expect(await checker.state(of: "name") == .valid)
    }

    @Test func saveStartsAChecksStillInItsDebounceAtOnce() async {
        let clock = ManualSleeps()
        let log = ValidatorLog()
        let checker = ADAsyncValidationChecker(registry: registry(log: log), timing: clock.timing)
        await checker.valueChanged("grace", control: "name", validator: "nameFree")
        await checker.valueChanged("Linus", control: "nickname", validator: "nameFree")
        let failures = await checker.waitForChecks()
        #expect(failures.map(\.control) == ["name"])
        #expect(failures.map(\.message) == ["This name is taken"])
        #expect(await checker.state(of: "nickname") == .valid)
        #expect(Set(await log.values) == ["grace", "Linus"])
    }

    @Test(arguments: [
        ("broken", "the check 'broken' failed: the server is down"),
        ("missing", "no asynchronous validator is registered as 'missing'"),
    ])
    func aThrowingOrUnknownValidatorFailsWithAMessage(validator: String, message: String) async {
        let clock = ManualSleeps()
        let checker = ADAsyncValidationChecker(registry: registry(log: ValidatorLog()), timing: clock.timing)
        await checker.valueChanged("ada", control: "name", validator: validator)
        let failures = await checker.waitForChecks()
        #expect(await checker.state(of: "name") == .failed(message))
        #expect(failures.map(\.message) == [message])
        #expect(failures.map(\.reason) == [.asyncCheck])
    }

    @Test func aValidatorThatNeverAnswersTimesOut() async {
        let clock = ManualSleeps()
        let checker = ADAsyncValidationChecker(registry: registry(log: ValidatorLog()), timing: clock.timing)
        await checker.valueChanged("ada", control: "name", validator: "silent")
        async let failures = checker.waitForChecks()
        await clock.waitUntilSleeping(Self.timeout)
        await clock.release(Self.timeout)
        let message = "the check 'silent' did not answer within 10.0 seconds"
        #expect(await failures.map(\.message) == [message])
        #expect(await checker.state(of: "name") == .failed(message))
    }

    @Test func aValueChangedAfterAFailureIsCheckedAgain() async {
        let clock = ManualSleeps()
        let log = ValidatorLog()
        let checker = ADAsyncValidationChecker(registry: registry(log: log), timing: clock.timing)
        await checker.valueChanged("ada", control: "name", validator: "nameFree")
        #expect(await checker.waitForChecks().count == 1)
        await checker.valueChanged("ida", control: "name", validator: "nameFree")
        #expect(await checker.state(of: "name") == .pending)
        #expect(await checker.waitForChecks().isEmpty)
        await checker.remove("name")
        #expect(await checker.state(of: "name") == nil)
    }

    @Test func theRegistryKeepsTheLaterOfTwoValidatorsWithOneName() async throws {
        let registry = ADAsyncValidatorRegistry([
            ADAsyncValidator("check") { _ in "first" },
            ADAsyncValidator("check") { _ in "second" },
        ])
        #expect(registry.names == ["check"])
        let validator = try #require(registry.validator(named: "check"))
        #expect(try await validator.check(.null) == "second")
    }
}

enum CheckTestError: Error, CustomStringConvertible {
    case serverDown

    var description: String { "the server is down" }
}
