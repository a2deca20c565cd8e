import ActionData
import Testing

/// The form model (SwiftUI's) under permissions: controls reading a hidden field are hidden
/// and empty, read-only ones disabled and their edits refused, and Save keeps to the rules.
@MainActor
@Suite("Form model: permissions")
struct FormModelPermissionTests {
    /// Editors see everything but the email, and may not change the age of a person over 30.
    static func access(for identity: ADIdentity) throws -> ADAccess {
        let rules = #"{"tables": {"People": {"editor": {"read": true, "update": true, "hidden": ["email"], "readOnly": {"age": "age > 30"}, "check": "length(name) > 1"}}}}"#
        return try ADPermissions(json: rules).access(to: "People", for: identity)
    }

    static let editor = ADIdentity(id: "ed", name: "Ed", roles: ["editor"])

    @Test("hidden and read-only fields as the rules say; a change of access publishes every control")
    func shown() throws {
        let form = try personForm()
        let recorder = FormModelRecorder(form)
        form.access = try Self.access(for: Self.editor)
        #expect(recorder.formChanges.contains { $0.contains(.fill) })
        let email = try #require(form.control(named: "email"))
        let emailLabel = try #require(form.control(named: "emailLabel"))
        let age = try #require(form.control(named: "age"))
        #expect(email.isHidden && email.text.isEmpty && emailLabel.isHidden && emailLabel.text.isEmpty)
        #expect(!age.isEnabled)
        #expect(try #require(form.control(named: "name")).isEnabled)
        #expect(form.controller.visibleRecord["email"] == nil)
    }

    @Test("an edit of a read-only field is refused; Save refuses a broken check, naming it")
    func edits() throws {
        let form = try personForm()
        form.access = try Self.access(for: Self.editor)
        let age = try #require(form.control(named: "age"))
        let name = try #require(form.control(named: "name"))
        #expect(throws: (any Error).self) { try form.setText("20", for: age) }
        #expect(form.record["age"] == .int(36))
        try form.setText("X", for: name)
        let error = #expect(throws: ADBindingError.self) { try form.save(FormPerson.self) }
        #expect(error?.failures.first?.reason == .permission)
        #expect(error?.failures.first?.message.contains("length(name) > 1") == true)
        try form.setText("Xu", for: name)
        #expect(try form.save(FormPerson.self).name == "Xu")
    }

    @Test("nobody with a role: everything hidden and locked")
    func nobody() throws {
        let form = try personForm()
        form.access = try Self.access(for: .anonymous)
        #expect(form.controls.allSatisfy { $0.isHidden })
    }
}
