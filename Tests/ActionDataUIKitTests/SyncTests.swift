#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

@MainActor
@Suite("Sync state and store refreshes on UIKit")
struct SyncTests {
    @Test func aPulledRecordRefreshesTheControlsAndKeepsTheUsersEdits() throws {
        let form = CategoryForm()
        try form.show()
        form.name.text = "Swift Files"
        form.name.sendActions(for: .editingChanged)

        var stored = try ADRecordEncoder().encode(Category())
        stored["name"] = "Kotlin File"
        stored["description"] = "Pulled from the server."
        stored["quantity"] = 5
        let refresh = form.controller.refreshFromStore(stored)

        #expect(refresh.keptEdits == ["name"])
        #expect(form.name.text == "Swift Files")
        #expect(form.summary.text == "Category: Swift Files")
        #expect(form.details.text == "Pulled from the server.")
        #expect(form.quantity.text == "5")
        #expect(form.stepper.value == 5)
        #expect(form.stock.text == "order more product")
        #expect(form.controller.bindingController.savedRecord == stored)
    }

    @Test func aStateWithNewsIsAnnouncedOnce() throws {
        let form = CategoryForm()
        try form.show()
        UIAccessibility._postedNotifications.removeAll()
        let state = ADFormSyncState(unpushedChanges: 1, refusals: 1,
                                    newRefusals: [ADFormSyncRefusal(field: "quantity", message: "read only")])
        form.controller.syncState = state
        form.controller.syncState = state
        form.controller.syncState = ADFormSyncState(unpushedChanges: 0, failure: "offline")

        let announcements = UIAccessibility._postedNotifications.map { ($0.notification.rawValue, $0.argument as? String) }
        #expect(announcements.map(\.1) == ["1 change was refused: quantity (read only)."])
        #expect(announcements.map(\.0) == [1008])
        #expect(form.controller.syncState.lastAttemptFailed)
        #expect(form.controller.bindingController.syncState.failure == "offline")
    }
}
#endif
