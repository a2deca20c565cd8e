import Crypto
import Foundation
import NIOCore

/// The page's script, style sheet and WebAssembly module — `Resources/page.js`,
/// `Resources/page.css` and `Resources/engine.wasm` of the module's resource bundle — served as
/// `/page.js`, `/page.css` and `/engine.wasm` so the page runs under a Content-Security-Policy
/// with no inline script. They are read once, the first time a server needs them;
/// ``ADWebServer/run(host:port:)`` reads them before it listens.
struct PageResources: Sendable {
    /// The script: it reports what the user does and renders the states the engine answers.
    let script: String
    /// The style sheet.
    let style: String
    /// The script and the style sheet gzipped, each `nil` when zlib failed.
    let gzippedScript: ByteBuffer?
    let gzippedStyle: ByteBuffer?
    /// The engine's text-entry core built for the browser (`Wasm/build`).
    let engine: Data
    /// The same module gzipped, for browsers that accept it.
    let gzippedEngine: Data
    /// The first 16 hexadecimal digits of the module's SHA-256, which version its URL.
    let engineVersion: String

    /// Where the page loads the module from: a URL that changes with the module, so it can be
    /// cached for good.
    var engineURL: String { "/engine.wasm?v=" + engineVersion }

    /// The resources as the bundle holds them, or why they cannot be read.
    static let bundled = Result { () throws(ADWebResourceError) in
        let engine = try bytes("engine.wasm")
        let digest = Hexadecimal.lowercase(SHA256.hash(data: engine).prefix(8))
        let script = try read("page.js")
        let style = try read("page.css")
        return PageResources(
            script: script, style: style, gzippedScript: ResponseCompression.gzip(ByteBuffer(string: script)),
            gzippedStyle: ResponseCompression.gzip(ByteBuffer(string: style)), engine: engine,
            gzippedEngine: try bytes("engine.wasm.gz"), engineVersion: digest)
    }

    /// The text of the resource `file` in `bundle`.
    static func read(_ file: String, in bundle: Bundle = .module) throws(ADWebResourceError) -> String {
        let url = try url(of: file, in: bundle)
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ADWebResourceError(resource: file, reason: "\(url.path) cannot be read as UTF-8 text (\(error))")
        }
    }

    /// The bytes of the resource `file` in `bundle`.
    static func bytes(_ file: String, in bundle: Bundle = .module) throws(ADWebResourceError) -> Data {
        let url = try url(of: file, in: bundle)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ADWebResourceError(resource: file, reason: "\(url.path) cannot be read (\(error))")
        }
    }

    private static func url(of file: String, in bundle: Bundle) throws(ADWebResourceError) -> URL {
        guard let url = bundle.url(forResource: file, withExtension: nil) else {
            throw ADWebResourceError(resource: file, reason: "it is not in the bundle at \(bundle.bundlePath)")
        }
        return url
    }
}
