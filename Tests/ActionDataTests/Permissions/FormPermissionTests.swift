import ActionData
import Testing

/// A bound form under an identity's permissions (``ADBindingController/access``): hidden
/// fields are not shown, read-only ones cannot be edited, and a save writes only what the
/// rules allow, refusing with the rule's name.
@Suite("Forms under permissions")
struct FormPermissionTests {
    /// The controls of a category form, each reachable by name.
    final class Form {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let price = ADTextFieldModel(name: "price", dataPath: "price")
        let cost = ADTextFieldModel(name: "cost", dataPath: "cost")
        let margin = ADLabelModel(name: "margin", dataPath: "price - cost")
        let quantity = ADTextFieldModel(name: "quantity", dataPath: "quantity")
        let owner = ADLabelModel(name: "owner", dataPath: "owner")
        let controller: ADBindingController

        init(_ record: ADRecord, as identity: ADIdentity, stored: Bool = true) throws {
            for field in [name, price, cost, quantity] { field.liveUpdate = true }
            quantity.enabledPath = "TRUE"
            controller = ADBindingController(root: ADViewGroup([name, price, cost, margin, quantity, owner]))
            controller.isRecordStored = stored
            controller.access = try AccessTests.permissions.access(to: "Categories", for: identity)
            controller.setRecord(record)
        }
    }

    @Test("hidden fields: every control reading them is hidden and shows nothing")
    func hidden() throws {
        let form = try Form(AccessTests.category(owner: "ada"), as: AccessTests.ada)
        #expect(form.cost.isHidden && form.cost.text.isEmpty)
        #expect(form.margin.isHidden && form.margin.text.isEmpty)
        #expect(!form.price.isHidden && form.price.text == "2")
        #expect(form.controller.isWithheld(form.margin) && !form.controller.isWithheld(form.name))
        #expect(form.controller.visibleRecord["cost"] == nil && form.controller.visibleRecord["price"] == .double(2))
        // The administrator sees it all.
        let admin = try Form(AccessTests.category(owner: "ada"), as: AccessTests.root)
        #expect(!admin.cost.isHidden && admin.margin.text == "0.5")
    }

    @Test("read-only fields: disabled, an edit refused and the record unchanged")
    func readOnly() throws {
        let form = try Form(AccessTests.category(owner: "ada", status: "approved"), as: AccessTests.ada)
        #expect(!form.price.isEnabled && !form.controller.mayEdit(form.price))
        #expect(form.name.isEnabled && form.controller.mayEdit(form.name))
        form.price.text = "0.01"
        let update = form.controller.controlDidChange(form.price)
        #expect(update.failures.map(\.reason) == [.permission])
        #expect(form.controller.record["price"] == .double(2))
        // An enabled binding that holds does not enable a locked control.
        let others = try Form(AccessTests.category(owner: "bob", team: "north"), as: AccessTests.ada)
        #expect(!others.quantity.isEnabled)
        // A record whose rule no longer locks the field gives the control back.
        form.controller.setRecord(AccessTests.category(owner: "ada", status: "draft"))
        #expect(form.price.isEnabled)
    }

    @Test("a save writes what the rules allow and sets the presets")
    func save() throws {
        let form = try Form(AccessTests.category(owner: "ada"), as: AccessTests.ada)
        form.name.text = "Saws"
        form.controller.controlDidChange(form.name)
        try form.controller.updateRecord()
        #expect(form.controller.record["name"] == "Saws" && form.controller.record["owner"] == "ada")
    }

    @Test("a save that breaks a check is refused naming the rule; nothing is written")
    func check() throws {
        let form = try Form(AccessTests.category(owner: "ada"), as: AccessTests.ada)
        form.quantity.liveUpdate = false
        form.quantity.text = "-5"
        let error = #expect(throws: ADBindingError.self) { try form.controller.updateRecord() }
        #expect(error?.failures.first?.reason == .permission)
        #expect(error?.failures.first?.message.contains("quantity >= 0") == true)
        #expect(form.controller.record["quantity"] == .int(1))
    }

    @Test("a new record follows the create rules: presets set, an anonymous person refused")
    func create() throws {
        let fresh = AccessTests.category(owner: .null)
        let form = try Form(fresh, as: AccessTests.ada, stored: false)
        form.name.text = "New"
        form.controller.controlDidChange(form.name)
        try form.controller.updateRecord()
        #expect(form.controller.record["owner"] == "ada")
        let anonymous = try Form(fresh, as: .anonymous, stored: false)
        // Nobody reads anything: every control is withheld and locked.
        #expect(anonymous.name.isHidden && !anonymous.name.isEnabled)
        #expect(throws: ADBindingError.self) { try anonymous.controller.updateRecord() }
    }

    @Test("without access nothing changes")
    func unrestricted() throws {
        let controller = ADBindingController(root: ADViewGroup([ADTextFieldModel(name: "cost", dataPath: "cost")]))
        controller.setRecord(AccessTests.category(owner: "bob"))
        #expect(controller.controls.allSatisfy { controller.mayEdit($0) && !controller.isWithheld($0) })
        #expect(controller.visibleRecord == controller.record)
    }
}
