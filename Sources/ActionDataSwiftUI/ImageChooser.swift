#if canImport(SwiftUI)
import ActionData
import Foundation
import SwiftUI
import UniformTypeIdentifiers

/// The buttons under an image view that writes back: Choose opens the file importer for a
/// PNG, JPEG or GIF and hands its bytes to the engine, which accepts or refuses them (its
/// message then shows under the control); Remove clears the image.
@MainActor
struct ImageChooser: View {
    let control: ADFormControl
    let form: ADFormModel
    @State private var choosing = false

    var body: some View {
        HStack {
            Button("Choose Image…") { choosing = true }
            if control.imageData != nil {
                Button("Remove Image", role: .destructive) { try? form.chooseImage(nil, for: control) }
            }
        }
        .fileImporter(isPresented: $choosing, allowedContentTypes: [.png, .jpeg, .gif]) { result in
            guard case .success(let url) = result else { return }
            let scoped = url.startAccessingSecurityScopedResource()
            defer { if scoped { url.stopAccessingSecurityScopedResource() } }
            guard let data = try? Data(contentsOf: url) else { return }
            try? form.chooseImage(data, for: control)
        }
    }
}
#endif
