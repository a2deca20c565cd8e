#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// `ADBoundViewController.access` through the UIKit adapters: views reading a hidden field are
/// hidden and show nothing, views writing a read-only one are disabled and their edits neither
/// reach the record nor are saved, and a save that breaks a rule fails naming it.
@MainActor
@Suite("ADBoundViewController under permissions")
struct PermissionTests {
    static let rules = """
        {"tables": {"Categories": {"viewer": {"read": true, "update": true, "hidden": ["quantity"],
          "readOnly": {"name": "TRUE"}, "check": "percentage <= 100"}}}}
        """

    static func access() throws -> ADAccess {
        try ADPermissions(json: rules).access(to: "Categories", for: ADIdentity(id: "v", name: "V", roles: ["viewer"]))
    }

    @Test func hiddenAndReadOnlyFieldsReachTheViews() throws {
        let form = CategoryForm()
        try form.show()
        form.controller.access = try Self.access()
        #expect(form.quantity.isHidden && (form.quantity.text ?? "").isEmpty)
        #expect(form.stock.isHidden && (form.stock.text ?? "").isEmpty)
        #expect(form.stepper.isHidden)
        #expect(!form.name.isEnabled)
        #expect(form.details.isEditable)
        #expect(form.controller.bindingController.visibleRecord["quantity"] == nil)
    }

    @Test func anEditOfAReadOnlyFieldDoesNotReachTheRecord() throws {
        let form = CategoryForm()
        try form.show()
        form.controller.access = try Self.access()
        form.name.text = "Changed"
        form.name.sendActions(for: .editingChanged)
        #expect(form.controller.record["name"] == "Swift File")
        // Saving what the field holds is refused, naming it; the record keeps the stored name.
        let error = #expect(throws: ADBindingError.self) { try form.controller.getDataModel(Category.self) }
        #expect(error?.failures.map(\.reason) == [.permission])
        #expect(form.controller.record["name"] == "Swift File")
    }

    @Test func aSaveBreakingTheCheckFailsNamingIt() throws {
        let form = CategoryForm()
        try form.show()
        form.controller.access = try Self.access()
        form.percentage.value = 100
        form.percentage.sendActions(for: .valueChanged)
        form.controller.record["percentage"] = 120
        let error = #expect(throws: ADBindingError.self) { try form.controller.getDataModel(Category.self) }
        #expect(error?.failures.first?.message.contains("percentage <= 100") == true)
    }
}
#endif
