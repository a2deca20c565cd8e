import ActionData
import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark("Masked format of a 14-character phone number") { benchmark in
        let formatter = ADMaskedStringFormatter(formatString: "(###) ###-####")
        for _ in benchmark.scaledIterations {
            blackHole(formatter.applyFormat(to: "8085551212"))
        }
    }

    Benchmark("Cached number format") { benchmark in
        let format = ADDisplayFormat(type: .number, pattern: "#,##0.00;(#,##0.00)", locale: Locale(identifier: "en_US_POSIX"))
        for _ in benchmark.scaledIterations {
            blackHole(try? format.format(.double(-1234.5)))
        }
    }

    Benchmark("Cached date format") { benchmark in
        let format = ADDisplayFormat(type: .date, pattern: "MM/dd/yyyy", locale: Locale(identifier: "en_US_POSIX"))
        let date = ADValue.date(Date(timeIntervalSince1970: 1_514_764_800))
        for _ in benchmark.scaledIterations {
            blackHole(try? format.format(date))
        }
    }
}
