import ActionData
import ActionDataStoryboard
import ActionDataWeb
import Foundation

/// A web form from an Interface Builder document: `actiondata serve Form.storyboard --record r.json`.
enum InterfaceDocumentForm {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func make(
        documentPath: String, recordPath: String?, sceneID: String?, registry: ADBindingClassRegistry = .standard
    ) throws -> ADWebForm {
        let document = try ADInterfaceDocument(contentsOf: URL(fileURLWithPath: documentPath))
        var scene: ADInterfaceScene?
        if let sceneID {
            guard let found = document.scenes.first(where: { $0.id == sceneID || $0.title == sceneID }) else {
                let known = document.scenes.map { $0.title ?? $0.id }.joined(separator: ", ")
                throw Failure(description: "\(documentPath) has no scene \"\(sceneID)\"; its scenes are \(known)")
            }
            scene = found
        }
        let form = document.makeForm(scene: scene, registry: registry)
        for note in form.notes { FileHandleOutput.standardError("\(documentPath):\(note.line): note: \(note.message)\n") }
        let record = try recordPath.map { path in try ADRecord(jsonData: Data(contentsOf: URL(fileURLWithPath: path))) } ?? ADRecord()
        let title = URL(fileURLWithPath: documentPath).lastPathComponent + (form.title.isEmpty ? "" : " — \(form.title)")
        return ADWebForm(title: title, root: form.root, record: record, registry: registry)
    }
}
