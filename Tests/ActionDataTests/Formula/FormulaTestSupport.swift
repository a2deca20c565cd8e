import ActionData

/// The record most formula tests evaluate against.
let sampleRecord: ADRecord = [
    "quantity": 5, "price": 2.5, "name": "Swift File", "enabled": true, "use": "local",
    "myField": "hello world", "count": 50, "nothing": nil, "empty": "",
    "vehicle": ["brand": ["car": ["model": "Civic"]]], "order": "first", "items": [1, 2, 3],
]

/// Compiles and evaluates `source` against `record`.
func evaluate(_ source: String, _ record: ADRecord = sampleRecord) throws -> ADValue {
    try ADFormula(source).evaluate(in: record)
}
