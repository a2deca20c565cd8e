import ActionData
import Foundation
import Testing

/// DataBindSwift's Image field: an image view that writes back the image the user chose.
@Suite("Binding: image views that write back a chosen image")
struct ImageFieldTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
    static let gif = Data("GIF89a..".utf8)

    private func form(_ record: ADRecord, path: String = "photo", persist: Bool = true) -> (ADBindingController, ADImageViewModel) {
        let photo = ADImageViewModel(name: "photo", dataPath: path)
        photo.validation.persist = persist
        let size = ADLabelModel(name: "size", dataPath: "length(photo)")
        let controller = ADBindingController(root: ADViewGroup([photo, size]), record: record)
        controller.updateBindings()
        return (controller, photo)
    }

    @Test func anImageViewOnlyShowsUnlessItPersists() throws {
        let photo = ADImageViewModel(dataPath: "photo")
        #expect(!photo.validation.persist)
        #expect(!photo.acceptsChosenImage)
        #expect(ADControlKind.imageView.editedValue == .image)
        #expect(!ADControlKind.imageView.writesBackByDefault)
        #expect(ADControlKind.textField.writesBackByDefault)
        #expect(!ADControlKind.label.writesBackByDefault)

        let (controller, shown) = form(["photo": ""], persist: false)
        try shown.choose(Self.png)
        try controller.updateRecord()
        #expect(controller.record["photo"] == "", "a view that does not persist never writes")
    }

    @Test(arguments: [png, jpeg, gif])
    func aChosenImageIsSavedAsBase64TextInATextField(image: Data) throws {
        let (controller, photo) = form(["photo": ""])
        #expect(photo.acceptsChosenImage)
        try photo.choose(image)
        #expect(photo.hasEdits)
        #expect(photo.imageData == image)
        try controller.updateRecord()
        #expect(controller.record["photo"] == .string(image.base64EncodedString()))
        #expect(!photo.hasEdits)
    }

    @Test func aChosenImageIsSavedAsDataInADataField() throws {
        let (controller, photo) = form(["photo": .data(Self.jpeg)])
        #expect(photo.imageData == Self.jpeg)
        try photo.choose(Self.png)
        try controller.updateRecord()
        #expect(controller.record["photo"] == .data(Self.png))
    }

    @Test func removingTheImageWritesEmptyTextOrNull() throws {
        let (textController, textPhoto) = form(["photo": .string(Self.png.base64EncodedString())])
        textPhoto.removeImage()
        try textController.updateRecord()
        #expect(textController.record["photo"] == "")

        let (dataController, dataPhoto) = form(["photo": .data(Self.png)])
        dataPhoto.removeImage()
        try dataController.updateRecord()
        #expect(dataController.record["photo"] == .null)
    }

    @Test func liveUpdateWritesAtOnceAndRefreshesDependants() throws {
        let (controller, photo) = form(["photo": ""])
        photo.liveUpdate = true
        try photo.choose(Self.gif)
        let update = controller.controlDidEndEditing(photo)
        #expect(controller.record["photo"] == .string(Self.gif.base64EncodedString()))
        let size = try #require(controller.controls.last as? ADLabelModel)
        #expect(update.refreshedControls.contains { $0 === size })
        #expect(size.text == String(Self.gif.base64EncodedString().count))
    }

    /// Bytes refused, with the reason; the image shown stays.
    static let refused: [(String, Data, String)] = [
        ("too large", Data([0x89, 0x50, 0x4E, 0x47]) + Data(count: 100), "at most 64 bytes"),
        ("not an image", Data("hello, world".utf8), "not PNG, JPEG or GIF"),
        ("empty", Data(), "not PNG, JPEG or GIF"),
    ]

    @Test(arguments: refused)
    func badChoicesAreRefusedAndTheImageStays(name: String, bytes: Data, reason: String) throws {
        let (_, photo) = form(["photo": .string(Self.png.base64EncodedString())])
        photo.maximumImageSize = 64
        #expect(performing: { try photo.choose(bytes) }, throws: { error in
            (error as? ADConversionError)?.description.contains(reason) == true
        })
        #expect(photo.imageData == Self.png, "\(name): the shown image stays")
        #expect(!photo.hasEdits)
    }

    @Test func theWriteBackRuleAppliesOnlyToImageViewsThatPersist() {
        let (showing, _) = form(["photo": "", "other": ""], path: "coalesce(photo, other)", persist: false)
        #expect(showing.lint().isEmpty)
        let (writing, _) = form(["photo": "", "other": ""], path: "coalesce(photo, other)", persist: true)
        #expect(writing.lint().contains { $0.message.contains("is not a plain field path") })
    }
}
