import ActionData
import ActionDataStoryboard
import ActionDataWeb
import Foundation

/// A web form from an Interface Builder document: `actiondata serve Form.storyboard --record r.json`.
///
/// The document and the record are read once (``load(documentPath:recordPath:sceneID:registry:)``)
/// and every session's form is built from them (``makeForm()``): a document of thousands of
/// controls is not parsed again for each visitor, its bindings are extracted once (an
/// `ADInterfaceFormPlan`), and its paths are compiled once into a formula cache every
/// session's controller shares — a session holds its own controls and values only.
struct InterfaceDocumentForm: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let plan: ADInterfaceFormPlan
    let record: ADRecord
    let title: String
    let registry: ADBindingClassRegistry
    /// The compiled paths every session's form shares, large enough to hold them all.
    let formulaCache: ADFormulaCache

    /// The document at `documentPath` and the record at `recordPath`, read; the document's notes
    /// are written to standard error.
    ///
    /// - Parameter maximumControls: the most bound controls `serve --max-controls` allows; a
    ///   document with more is refused as soon as the reader has counted one too many.
    /// - Throws: ``Failure`` naming the limit and `--max-controls` for a document over it; else
    ///   the document's or the record's error.
    static func load(
        documentPath: String, recordPath: String?, sceneID: String?, registry: ADBindingClassRegistry = .standard,
        maximumControls: Int? = nil
    ) throws -> InterfaceDocumentForm {
        let document: ADInterfaceDocument
        do {
            document = try ADInterfaceDocument(contentsOf: URL(fileURLWithPath: documentPath), maximumControls: maximumControls)
        } catch {
            guard let limit = error.controlLimit else { throw error }
            throw Failure(description: Self.refusal(documentPath: documentPath, line: error.line, limit: limit))
        }
        var scene: ADInterfaceScene?
        if let sceneID {
            guard let found = document.scenes.first(where: { $0.id == sceneID || $0.title == sceneID }) else {
                let known = document.scenes.map { $0.title ?? $0.id }.joined(separator: ", ")
                throw Failure(description: "\(documentPath) has no scene \"\(sceneID)\"; its scenes are \(known)")
            }
            scene = found
        }
        // Chosen once, bindings extracted once: each session's form only builds its controls.
        let plan = ADInterfaceFormPlan(document: document, scene: scene, registry: registry)
        let form = plan.makeForm()
        for note in form.notes { FileHandleOutput.standardError("\(documentPath):\(note.line): note: \(note.message)\n") }
        let record = try recordPath.map { path in try ADRecord(jsonData: Data(contentsOf: URL(fileURLWithPath: path))) } ?? ADRecord()
        let title = URL(fileURLWithPath: documentPath).lastPathComponent + (form.title.isEmpty ? "" : " — \(form.title)")
        // A control compiles a handful of paths at most (data, enabled, hidden, colours,
        // validation): room for all of them, so no session's form evicts another's.
        let capacity = max(4_096, 8 * plan.bindingCount)
        return InterfaceDocumentForm(
            plan: plan, record: record, title: title, registry: registry, formulaCache: ADFormulaCache(capacity: capacity))
    }

    /// Why a document over the limit is refused: the limit, where the reader stopped, and the option.
    static func refusal(documentPath: String, line: Int, limit: Int) -> String {
        "\(documentPath):\(line): the form has at least \(limit + 1) bound controls, more than this server serves "
            + "(\(limit), ADWebServerLimits.maximumControls); it was refused at this line, before the rest was read: "
            + "split it into several forms, or raise --max-controls"
    }

    /// A web form of the document's scene, filled from the record.
    static func make(
        documentPath: String, recordPath: String?, sceneID: String?, registry: ADBindingClassRegistry = .standard
    ) throws -> ADWebForm {
        try load(documentPath: documentPath, recordPath: recordPath, sceneID: sceneID, registry: registry).makeForm()
    }

    /// A new web form of the document's scene, filled from the record.
    func makeForm() -> ADWebForm {
        ADWebForm(title: title, root: plan.makeForm().root, record: record, registry: registry, formulaCache: formulaCache)
    }
}
