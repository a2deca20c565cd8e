@testable import actiondata
import Foundation
import TestSupport
import Testing

@Suite("actiondata serve --max-controls")
struct ControlLimitOptionTests {
    /// An Interface Builder document with `fields` live text fields, each with a label reading it.
    static func document(fields: Int) -> String {
        var views = ""
        for index in 0..<fields {
            views += #"<textField id="f\#(index)" userLabel="f\#(index)" customClass="ADBoundTextField" customModule="ActionData">"#
                + #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="f\#(index)"/>"#
                + #"<userDefinedRuntimeAttribute type="boolean" keyPath="liveUpdate" value="YES"/></userDefinedRuntimeAttributes></textField>"#
                + #"<label id="l\#(index)" userLabel="l\#(index)" customClass="ADBoundLabel" customModule="ActionData">"#
                + #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="f\#(index) + '!'"/>"#
                + "</userDefinedRuntimeAttributes></label>\n"
        }
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
            <scenes><scene sceneID="sc"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><subviews>
            \#(views)</subviews></view></viewController></objects></scene></scenes></document>
            """#
    }

    @Test("the default is ADWebServerLimits'") func defaultLimit() throws {
        #expect(try ServeCommand.parse([]).maxControls == 20_000)
        #expect(try ServeCommand.parse(["--max-controls", "500"]).maxControls == 500)
    }

    /// What `actiondata serve` prints and exits with for a document of `fields` fields and
    /// `fields` labels, given `options`: a server it refuses never listens.
    static func serve(fields: Int, _ options: [String]) async throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Nothing lost: the output was read; a leftover temporary folder is harmless.
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("form.xib").path
        try Data(Self.document(fields: fields).utf8).write(to: URL(fileURLWithPath: path))
        let executable = BrowserTools.executable.path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "needs the built actiondata executable")
        let port = String(Int.random(in: 20_000..<60_000))
        return try await Spawned.onOwnThread {
            try Spawned.run(executable, ["serve", path] + options + ["--sessions", ":memory:", "--port", port])
        }
    }

    @Test("a document over the limit is refused at start, naming the limit, before the server listens")
    func refusedAtStart() async throws {
        let refused = try await Self.serve(fields: 100, ["--max-controls", "199"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("200 bound controls"), "\(refused.output)")
        #expect(refused.output.contains("(199, ADWebServerLimits.maximumControls)"), "\(refused.output)")
    }

    @Test("a document of 100,000 controls is refused while it is read, naming the limit and --max-controls", .onOwnThread)
    func hundredThousandControlsRefusedWhileReading() async throws {
        let refused = try await Self.serve(fields: 50_000, [])
        #expect(refused.status != 0)
        // Line 4 holds controls 1 and 2: the 20,001st control, the first over the default limit, is on line 10,004.
        #expect(refused.output.contains("form.xib:10004: the form has at least 20001 bound controls"), "\(refused.output)")
        #expect(refused.output.contains("(20000, ADWebServerLimits.maximumControls)"), "\(refused.output)")
        #expect(refused.output.contains("raise --max-controls"), "\(refused.output)")
    }
}
