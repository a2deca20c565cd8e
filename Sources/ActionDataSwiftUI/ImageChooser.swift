#if canImport(SwiftUI)
import ActionData
import Foundation
import SwiftUI
import UniformTypeIdentifiers

/// The buttons under an image view that writes back: Choose opens the file importer for a
/// PNG, JPEG or GIF and hands its bytes to the engine, which accepts or refuses them (its
/// message then shows under the control); Remove clears the image. A file that cannot be
/// opened or read shows why under the control.
@MainActor
struct ImageChooser: View {
    let editor: ControlEditor
    @State private var choosing = false

    var body: some View {
        HStack {
            Button("Choose Image…") { choosing = true }
            if editor.control.imageData != nil {
                Button("Remove Image", role: .destructive) { editor.send { try $0.chooseImage(nil, for: $1) } }
            }
        }
        .fileImporter(isPresented: $choosing, allowedContentTypes: [.png, .jpeg, .gif]) { result in
            do {
                let data = try Self.contents(of: result.get())
                editor.send { try $0.chooseImage(data, for: $1) }
            } catch let error as CocoaError where error.code == .userCancelled {
                return
            } catch {
                editor.show(failure: "The image could not be read: \(error.localizedDescription)")
            }
        }
    }

    /// The bytes of the file the user chose, read inside its security scope.
    private static func contents(of url: URL) throws -> Data {
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        return try Data(contentsOf: url)
    }
}
#endif
