import ActionData
import Benchmark

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

    Benchmark("1,000 controls: setDataModel (encode + fill every control)", configuration: configuration) { benchmark in
        let form = GeneratedForm()
        for _ in benchmark.scaledIterations {
            try form.controller.setDataModel(form.model)
        }
        blackHole(form.controller.evaluationCount)
    }

    Benchmark("1,000 controls: setRecord (fill every control)", configuration: configuration) { benchmark in
        let form = GeneratedForm()
        let record = try ADRecordEncoder().encode(form.model)
        for _ in benchmark.scaledIterations {
            form.controller.setRecord(record)
        }
        blackHole(form.controller.evaluationCount)
    }

    Benchmark("1,000 controls: getDataModel after one edit", configuration: configuration) { benchmark in
        let form = GeneratedForm()
        try form.controller.setDataModel(form.model)
        let editor = form.editors[17]
        for iteration in benchmark.scaledIterations {
            editor.text = String(iteration % 2)
            blackHole(try form.controller.getDataModel([String: Int].self))
        }
    }

    Benchmark("1,000 controls: updateRecord after one edit", configuration: configuration) { benchmark in
        let form = GeneratedForm()
        try form.controller.setDataModel(form.model)
        let editor = form.editors[17]
        for iteration in benchmark.scaledIterations {
            editor.text = String(iteration % 2)
            try form.controller.updateRecord()
        }
        blackHole(form.controller.record)
    }

    Benchmark("1,000 controls: one live edit", configuration: configuration) { benchmark in
        let form = GeneratedForm()
        try form.controller.setDataModel(form.model)
        let editor = form.editors[17]
        for iteration in benchmark.scaledIterations {
            editor.text = String(iteration % 2)
            blackHole(form.controller.controlDidChange(editor).evaluations)
        }
    }

    Benchmark("1,000 controls: refreshDisplay", configuration: configuration) { benchmark in
        let form = GeneratedForm()
        try form.controller.setDataModel(form.model)
        for _ in benchmark.scaledIterations {
            form.controller.refreshDisplay()
        }
        blackHole(form.controller.evaluationCount)
    }
}
