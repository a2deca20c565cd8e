import ActionData
import ActionDataStoryboard
import ActionDataWeb
import Foundation

/// A web form from an Interface Builder document: `actiondata serve Form.storyboard --record r.json`.
///
/// The document and the record are read once (``load(documentPath:recordPath:sceneID:registry:)``)
/// and every session's form is built from them (``makeForm()``): a document of thousands of
/// controls is not parsed again for each visitor.
struct InterfaceDocumentForm: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let document: ADInterfaceDocument
    let scene: ADInterfaceScene?
    let record: ADRecord
    let title: String
    let registry: ADBindingClassRegistry

    /// The document at `documentPath` and the record at `recordPath`, read; the document's notes
    /// are written to standard error.
    static func load(
        documentPath: String, recordPath: String?, sceneID: String?, registry: ADBindingClassRegistry = .standard
    ) throws -> InterfaceDocumentForm {
        let document = try ADInterfaceDocument(contentsOf: URL(fileURLWithPath: documentPath))
        var scene: ADInterfaceScene?
        if let sceneID {
            guard let found = document.scenes.first(where: { $0.id == sceneID || $0.title == sceneID }) else {
                let known = document.scenes.map { $0.title ?? $0.id }.joined(separator: ", ")
                throw Failure(description: "\(documentPath) has no scene \"\(sceneID)\"; its scenes are \(known)")
            }
            scene = found
        }
        // Chosen once: each session's form then skips the search for the first bound scene.
        scene = scene ?? document.boundScenes.first ?? document.scenes.first
        let form = document.makeForm(scene: scene, registry: registry)
        for note in form.notes { FileHandleOutput.standardError("\(documentPath):\(note.line): note: \(note.message)\n") }
        let record = try recordPath.map { path in try ADRecord(jsonData: Data(contentsOf: URL(fileURLWithPath: path))) } ?? ADRecord()
        let title = URL(fileURLWithPath: documentPath).lastPathComponent + (form.title.isEmpty ? "" : " — \(form.title)")
        return InterfaceDocumentForm(document: document, scene: scene, record: record, title: title, registry: registry)
    }

    /// A web form of the document's scene, filled from the record.
    static func make(
        documentPath: String, recordPath: String?, sceneID: String?, registry: ADBindingClassRegistry = .standard
    ) throws -> ADWebForm {
        try load(documentPath: documentPath, recordPath: recordPath, sceneID: sceneID, registry: registry).makeForm()
    }

    /// A new web form of the document's scene, filled from the record.
    func makeForm() -> ADWebForm {
        ADWebForm(title: title, root: document.makeForm(scene: scene, registry: registry).root, record: record, registry: registry)
    }
}
