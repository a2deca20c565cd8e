import ActionData
import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
    // Forms are generated and filled before measuring; each benchmark measures one operation.
    let single = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
    let kilo = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))

    let setModelForm = GeneratedForm()
    Benchmark("1,000 controls: setDataModel (encode + fill every control)", configuration: single) { benchmark in
        for _ in benchmark.scaledIterations {
            do { try setModelForm.controller.setDataModel(setModelForm.model) } catch { benchmark.error("\(error)") }
        }
    }

    let setRecordForm = GeneratedForm()
    let record = (try? ADRecordEncoder().encode(setRecordForm.model)) ?? ADRecord()
    Benchmark("1,000 controls: setRecord (fill every control)", configuration: single) { benchmark in
        for _ in benchmark.scaledIterations {
            setRecordForm.controller.setRecord(record)
        }
    }

    let getModelForm = GeneratedForm(filled: true)
    Benchmark("1,000 controls: getDataModel after one edit", configuration: single) { benchmark in
        for iteration in benchmark.scaledIterations {
            getModelForm.editors[17].text = String(iteration % 2)
            do { blackHole(try getModelForm.controller.getDataModel([String: Int].self)) } catch { benchmark.error("\(error)") }
        }
    }

    let updateForm = GeneratedForm(filled: true)
    Benchmark("1,000 controls: updateRecord after one edit", configuration: single) { benchmark in
        for iteration in benchmark.scaledIterations {
            updateForm.editors[17].text = String(iteration % 2)
            do { try updateForm.controller.updateRecord() } catch { benchmark.error("\(error)") }
        }
    }

    // Each edit goes to the next of the 200 fields, so the figure is the average over fields;
    // every field gets a new value on each visit.
    let liveForm = GeneratedForm(filled: true)
    Benchmark("1,000 controls: one live edit", configuration: kilo) { benchmark in
        for iteration in benchmark.scaledIterations {
            let editor = liveForm.editors[iteration % liveForm.editors.count]
            editor.text = String(1000 + (iteration / liveForm.editors.count) % 2)
            blackHole(liveForm.controller.controlDidChange(editor).evaluations)
        }
    }

    // 100 labels over 100 prices: AKABeacon conditionals with a currency branch against
    // formulas with a number pattern, the same text shown.
    let prices = ADRecord(fieldsKeepingLast: (0..<100).map { ("price\($0)", ADValue.double(Double($0) + 0.5)) } + [("known", true)])
    let expressionLabels = (0..<100).map { index in
        let label = ADLabelModel(name: "label\(index)")
        label.formatting.locale = Locale(identifier: "en_US")
        label.dataBinding = try? ADBindingExpression(
            "$when(known) price\(index) { numberFormatter: { numberStyle: .DecimalStyle, minimumFractionDigits: 2 } } $else \"unknown\"")
        return label
    }
    let expressionForm = ADBindingController(root: ADViewGroup(expressionLabels), record: prices)
    Benchmark("100 labels: refreshDisplay, conditional binding expressions with a number formatter", configuration: single) { benchmark in
        for _ in benchmark.scaledIterations {
            expressionForm.refreshDisplay()
        }
    }

    let formulaLabels = (0..<100).map { index in
        ADLabelModel(name: "label\(index)", dataPath: "compare(known, price\(index), NULL)",
                     formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00", locale: Locale(identifier: "en_US")))
    }
    let formulaForm = ADBindingController(root: ADViewGroup(formulaLabels), record: prices)
    Benchmark("100 labels: refreshDisplay, formulas with a number pattern", configuration: single) { benchmark in
        for _ in benchmark.scaledIterations {
            formulaForm.refreshDisplay()
        }
    }

    let refreshForm = GeneratedForm(filled: true)
    Benchmark("1,000 controls: refreshDisplay", configuration: single) { benchmark in
        for _ in benchmark.scaledIterations {
            refreshForm.controller.refreshDisplay()
        }
    }

    // A list filled from its array, as a bound table view is: every row's text evaluated and
    // the change against the rows shown before computed. 100 rows are the baseline of the ratio.
    for rows in [100, 10_000] {
        let fillList = LongList(rows: rows)
        Benchmark("list of \(rows) rows: fill", configuration: single) { benchmark in
            for _ in benchmark.scaledIterations {
                fillList.controller.setRecord(fillList.record)
            }
        }
    }

    // One row's field edited, alternating between two texts so that each edit changes the row.
    let editList = LongList(rows: 10_000)
    Benchmark("list of 10,000 rows: one row edited", configuration: single) { benchmark in
        for iteration in benchmark.scaledIterations {
            do {
                blackHole(try editList.controller.setValue(.string("Edited \(iteration % 2)"), at: "items.4321.title"))
            } catch { benchmark.error("\(error)") }
        }
    }
}
