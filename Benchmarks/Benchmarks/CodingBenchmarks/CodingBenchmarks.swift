import ActionData
import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
    let model = FiftyFieldModel()

    Benchmark("ActionData: 50-field model → record → model") { benchmark in
        let encoder = ADRecordEncoder()
        let decoder = ADRecordDecoder()
        for _ in benchmark.scaledIterations {
            let record = try encoder.encode(model)
            blackHole(try decoder.decode(FiftyFieldModel.self, from: record))
        }
    }

    Benchmark("Foundation: 50-field model → JSONEncoder → JSONSerialization → JSONDecoder → model") { benchmark in
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations {
            let object = try JSONSerialization.jsonObject(with: try encoder.encode(model))
            blackHole(try decoder.decode(FiftyFieldModel.self, from: try JSONSerialization.data(withJSONObject: object)))
        }
    }

    Benchmark("ActionData: 50-field model → record → JSON data → record → model") { benchmark in
        let encoder = ADRecordEncoder()
        let decoder = ADRecordDecoder()
        for _ in benchmark.scaledIterations {
            let data = try encoder.encode(model).jsonData()
            blackHole(try decoder.decode(FiftyFieldModel.self, from: ADRecord(jsonData: data)))
        }
    }

    Benchmark("ActionData: encode only") { benchmark in
        let encoder = ADRecordEncoder()
        for _ in benchmark.scaledIterations {
            blackHole(try encoder.encode(model))
        }
    }

    Benchmark("ActionData: decode only") { benchmark in
        let decoder = ADRecordDecoder()
        let record = try ADRecordEncoder().encode(model)
        for _ in benchmark.scaledIterations {
            blackHole(try decoder.decode(FiftyFieldModel.self, from: record))
        }
    }
}
