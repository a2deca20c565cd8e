import Foundation

/// libFuzzer's entry point for a program with its own `main`: it parses the command line
/// (`-max_total_time=…`, corpus folders) and calls `callback` once per input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with `callback` as the target and exits with its status.
///
/// SwiftPM links an executable target's `main` to the module's own entry point, so each
/// target has a `main.swift` that calls this instead of relying on libFuzzer's `main`.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv, callback))
}

/// The input as text (invalid UTF-8 repaired), or empty.
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    guard let data, size > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The input's bytes.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run with `message` when a property does not hold; libFuzzer saves the input.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
        abort()
    }
}
