import ActionData
import ActionDataStoryboard
import Benchmark
import Foundation

/// The AKABeacon demo's style binding: an attribute block with a four-way conditional.
let styleBinding = """
    {
      backgroundColor:
        $when(isFinished)\t\t$UIColor{r:0,     g:255, b:0}
        $when(isExecuting)\t$UIColor{r:100, g:100, b:255}
        $when(isReady)\t\t$UIColor{r:255, g:255, b:0}
        $else\t\t\t\t$UIColor{r:200, g:200, b:200}
    }
    """

/// A text binding with formatter blocks and a formula primary.
let textBinding = """
    compare(quantity > 10, 'quantity good', 'order more product') {
        textForUndefinedValue: "(none)", treatEmptyTextAsUndefined: $true,
        numberFormatter: { numberStyle: $enum.CurrencyStyle, maximumFractionDigits: 2 }
    }
    """

/// The shared fixture, found next to the package.
let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/fixtures/interface-builder/aka-beacon-operation-demos.storyboard")

let benchmarks: @Sendable () -> Void = {
    Benchmark("Parse the demo's conditional style binding") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? ADBindingExpression(styleBinding))
        }
    }

    Benchmark("Parse and validate a formatted text binding") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? ADBindingExpression(textBinding, kind: .text))
        }
    }

    Benchmark("Observed fields of the style binding for a record") { benchmark in
        let expression = try ADBindingExpression(styleBinding)
        let record: ADRecord = ["isFinished": false, "isExecuting": false, "isReady": true]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? expression.observedFieldPaths(in: record))
        }
    }

    Benchmark("Show a price through a text binding's currency formatter") { benchmark in
        let format = try ADBindingTextFormat(binding: ADBindingExpression(
            "price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" }, textForUndefinedValue: \"–\" }"))
        let locale = Locale(identifier: "en_US")
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(format.text(for: .double(Double(index) + 0.25), locale: locale))
        }
    }

    Benchmark("Read typed currency text back through a text binding") { benchmark in
        let format = try ADBindingTextFormat(binding: ADBindingExpression(
            "price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" } }"))
        let locale = Locale(identifier: "en_US")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? format.value(from: "$1,234.25", locale: locale))
        }
    }

    Benchmark("Read the AKABeacon demo storyboard and extract its bindings") { benchmark in
        let data = try Data(contentsOf: fixture)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole((try? ADInterfaceDocument(data: data)).map { ADInterfaceBindingSet(document: $0) })
        }
    }
}
