import ActionData
import Testing

@Suite("ADRecord paths")
struct RecordPathTests {
    @Test func readsNestedPaths() {
        let record: ADRecord = ["vehicle": ["brand": ["car": ["model": "Civic"]]], "items": [["name": "a"], ["name": "b"]]]
        #expect(record[path: "vehicle.brand.car.model"] == "Civic")
        #expect(record.value(at: "items.1.name") == "b")
        #expect(record.value(at: "items.2.name") == nil)
        #expect(record.value(at: "vehicle.missing") == nil)
        #expect(record.value(at: "vehicle.brand.car.model.deeper") == nil)
    }

    @Test func writingCreatesIntermediateRecordsInOrder() throws {
        var record = ADRecord()
        try record.setValue("Civic", at: "vehicle.brand.car.model")
        try record.setValue(2020, at: "vehicle.year")
        #expect(record == ["vehicle": ["brand": ["car": ["model": "Civic"]], "year": 2020]])
        #expect(record.leafPaths == ["vehicle.brand.car.model", "vehicle.year"])
    }

    @Test func writingThroughAScalarFailsAndChangesNothing() {
        var record: ADRecord = ["name": "x", "other": 1]
        let before = record
        #expect(throws: ADRecordError.notAContainer(path: "name", found: .string)) {
            try record.setValue(1, at: "name.first")
        }
        #expect(record == before)
    }

    @Test func writesIntoArraysByIndex() throws {
        var record: ADRecord = ["items": [["name": "a"], ["name": "b"]]]
        try record.setValue("c", at: "items.1.name")
        #expect(record.value(at: "items.1.name") == "c")
        #expect(throws: ADRecordError.indexOutOfRange(path: "items.5", count: 2)) {
            try record.setValue("z", at: "items.5.name")
        }
        #expect(throws: ADRecordError.notAnIndex(path: "items.first")) {
            try record.setValue("z", at: "items.first")
        }
    }

    @Test func forgivingSubscriptReplacesScalarsButKeepsArrays() {
        var record: ADRecord = ["name": "x", "items": [1, 2]]
        record[path: "name.first"] = "Ann"
        record[path: "items.0"] = 9
        #expect(record == ["name": ["first": "Ann"], "items": [9, 2]])
        record[path: "name.first"] = nil
        #expect(record == ["name": [:], "items": [9, 2]])
    }

    @Test func equalityIgnoresFieldOrderButIterationKeepsIt() {
        let first: ADRecord = ["a": 1, "b": 2]
        let second: ADRecord = ["b": 2, "a": 1]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.map(\.key) == ["a", "b"])
        #expect(second.fieldNames == ["b", "a"])
    }

    @Test func nullIsKeptAsAField() {
        var record: ADRecord = ["birthday": nil]
        #expect(record["birthday"] == .null)
        #expect(record.count == 1)
        record["birthday"] = nil
        #expect(record.isEmpty)
    }
}

@Suite("ADValue")
struct ValueTests {
    @Test(arguments: [
        (ADValue.null, ADValue.Kind.null), (true, .bool), (1, .int), (1.5, .double), ("s", .string),
        (.data(.init([1])), .data), (.date(.init(timeIntervalSince1970: 0)), .date), ([1], .array), (["a": 1], .record),
    ] as [(ADValue, ADValue.Kind)])
    func kindNamesTheCase(value: ADValue, kind: ADValue.Kind) {
        #expect(value.kind == kind)
    }

    @Test func structuralEqualityKeepsIntAndDoubleApart() {
        #expect(ADValue.int(1) != ADValue.double(1))
        #expect(ADValue.int(1).numericValue == ADValue.double(1).numericValue)
    }

    @Test func descriptionIsReadable() {
        let value: ADValue = ["name": "It's \"x\"", "n": [1, 2.5, nil, true]]
        #expect(value.description == #"{"name": "It's \"x\"", "n": [1, 2.5, null, true]}"#)
    }
}
