import Foundation

/// An Interface Builder document (`.storyboard` or `.xib`) read into a neutral model:
/// its scenes, each with its objects as a tree in document order.
///
/// ```swift
/// let document = try ADInterfaceDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for object in document.allObjects where !object.runtimeAttributes.isEmpty {
///     print(object.line, object.className, object.runtimeAttributes.map(\.keyPath))
/// }
/// ```
///
/// A `.xib` has no scenes; its top-level objects form one scene with an empty id.
public struct ADInterfaceDocument: Sendable, Hashable {
    /// Interface Builder's document type, such as `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public let type: String
    /// Whether the document is a storyboard (it has `<scenes>`).
    public let isStoryboard: Bool
    /// The scenes in document order.
    public let scenes: [ADInterfaceScene]

    /// Reads the document in `data`.
    ///
    /// With `maximumControls`, the bound controls are counted as they are read — every object
    /// with a path (`dataPath`, `fieldPath`, `enabledPath` …) or an AKABeacon binding
    /// (`…_aka`) among its runtime attributes, an upper bound on the controls of its forms —
    /// and reading stops at the first one over the limit: a document too large to serve is
    /// refused after reading only as much of it as the limit allows.
    /// - Throws: ``ADInterfaceDocumentError`` with the line and column when the text is not
    ///   UTF-8 (as Interface Builder writes it; Foundation's XML parser traps on some invalid
    ///   bytes), has a processing instruction other than the XML declaration (one without data
    ///   crashes Foundation's parser), the XML is malformed, or the root is not an Interface
    ///   Builder `<document>`; with ``ADInterfaceDocumentError/controlLimit`` set, at the
    ///   object over `maximumControls`.
    public init(data: Data, maximumControls: Int? = nil) throws(ADInterfaceDocumentError) {
        if let offset = Self.firstInvalidUTF8(in: data) {
            let (line, column) = Self.position(of: offset, in: data)
            throw ADInterfaceDocumentError(line: line, column: column, message: "the document is not valid UTF-8 text")
        }
        if let offset = Self.firstProcessingInstruction(in: data) {
            let (line, column) = Self.position(of: offset, in: data)
            throw ADInterfaceDocumentError(
                line: line, column: column,
                message: "processing instructions (<?…?>) other than the XML declaration are not part of an Interface Builder document")
        }
        let root = try InterfaceXMLReader(data: data, maximumBoundObjects: maximumControls).read()
        guard root.name == "document" else {
            throw ADInterfaceDocumentError(
                line: root.line, column: 1, message: "expected an Interface Builder <document>, found <\(root.name)>")
        }
        type = root.attributes["type"] ?? ""
        let builder = InterfaceObjectBuilder()
        if let scenes = root.child("scenes") {
            isStoryboard = true
            self.scenes = scenes.children.filter { $0.name == "scene" }.map { scene in
                ADInterfaceScene(
                    id: scene.attributes["sceneID"] ?? "", title: scene.precedingComment, line: scene.line,
                    objects: builder.objects(in: scene.child("objects")?.children ?? []))
            }
        } else {
            isStoryboard = false
            let objects = builder.objects(in: root.child("objects")?.children ?? [])
            scenes = [ADInterfaceScene(id: "", title: nil, line: root.line, objects: objects)]
        }
    }

    /// Reads the document at `url`, refusing one of more than `maximumControls` bound
    /// controls as ``init(data:maximumControls:)`` does.
    /// - Throws: ``ADInterfaceDocumentError`` (line 0) when the file cannot be read, or
    ///   with the position of malformed XML or of the control over the limit.
    public init(contentsOf url: URL, maximumControls: Int? = nil) throws(ADInterfaceDocumentError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ADInterfaceDocumentError(line: 0, column: 0, message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(data: data, maximumControls: maximumControls)
    }

    /// Every object of every scene, in document order.
    public var allObjects: [ADInterfaceObject] {
        scenes.flatMap { $0.objects.flatMap(\.allObjects) }
    }
}

/// One scene of a storyboard: a view controller and the objects that belong to it.
public struct ADInterfaceScene: Sendable, Hashable {
    /// Interface Builder's scene id.
    public let id: String
    /// The title Xcode writes as a comment before the scene, such as `Root View Controller`.
    public let title: String?
    /// The 1-based line of the `<scene>` element.
    public let line: Int
    /// The scene's top-level objects (controller, first responder, gesture recognizers…), each with its tree.
    public let objects: [ADInterfaceObject]

    /// A scene from its parts: one read from a document, or one a front end describes from the
    /// views UIKit loaded (an AKABeacon binding behavior's view tree).
    public init(id: String, title: String?, line: Int, objects: [ADInterfaceObject]) {
        self.id = id
        self.title = title
        self.line = line
        self.objects = objects
    }
}
