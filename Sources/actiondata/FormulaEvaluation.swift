import ActionData

/// What `actiondata eval` does, apart from reading arguments and standard input.
struct FormulaEvaluation {
    /// Why one evaluation failed; `description` is the message shown to the user.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let cache = ADFormulaCache()

    /// The value of `formula` for the record in `recordJSON`, as JSON.
    func evaluate(_ formula: String, recordJSON: String) throws(Failure) -> String {
        let record: ADRecord
        do {
            record = try ADRecord(jsonString: recordJSON)
        } catch {
            throw Failure(description: "the record is not valid: \(error)")
        }
        return try evaluate(formula, record: record)
    }

    func evaluate(_ formula: String, record: ADRecord) throws(Failure) -> String {
        do {
            let compiled = try cache.formula(formula)
            return Self.json(try compiled.evaluate(in: record))
        } catch let error as ADFormulaError {
            throw Failure(description: error.description)
        } catch let error as ADEvaluationError {
            throw Failure(description: error.description)
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// One `--jsonl` line: `{"formula": "...", "record": {...}}` in, `{"value": ...}` or
    /// `{"error": "..."}` out.
    func evaluateLine(_ line: String) -> String {
        do throws(Failure) {
            let input: ADRecord
            do {
                input = try ADRecord(jsonString: line)
            } catch {
                throw Failure(description: "the line is not valid: \(error)")
            }
            guard case .string(let formula)? = input["formula"] else {
                throw Failure(description: "the line needs a \"formula\" string")
            }
            let record: ADRecord
            switch input["record"] {
            case nil, .null?: record = ADRecord()
            case .record(let given)?: record = given
            default: throw Failure(description: "\"record\" must be a JSON object")
            }
            return "{\"value\":" + (try evaluate(formula, record: record)) + "}"
        } catch {
            return "{\"error\":" + Self.json(.string(error.description)) + "}"
        }
    }

    /// Display JSON for a result: a non-finite real, which JSON cannot hold, shows as `null`.
    static func json(_ value: ADValue) -> String {
        // Non-finite reals are the writer's one refusal, and they are written as null here.
        (try? value.jsonString(nonFiniteNumbers: .null)) ?? "null"
    }
}
