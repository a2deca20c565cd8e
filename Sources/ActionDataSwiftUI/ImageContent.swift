#if canImport(SwiftUI)
import ActionData
import Foundation
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// An image view's image from the engine's bytes, scaled to fit; nothing when there is none
/// or the platform cannot read it.
@MainActor
struct ImageContent: View {
    let control: ADFormControl

    var body: some View {
        if let image {
            image.resizable().scaledToFit().accessibilityLabel(Text(control.accessibilityName))
        }
    }

    private var image: Image? {
        guard let data = control.imageData else { return nil }
        #if canImport(UIKit)
        return UIImage(data: data).map { Image(uiImage: $0) }
        #elseif canImport(AppKit)
        return NSImage(data: data).map { Image(nsImage: $0) }
        #else
        return nil
        #endif
    }
}
#endif
