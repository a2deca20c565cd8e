import SwiftUI

/// Asks for the account the device syncs as, once: the token is kept in the Keychain.
@MainActor
struct SignInView: View {
    @ObservedObject var store: CategoryStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var password = ""
    @State private var problem: String?
    @State private var signingIn = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name)
                        .textContentType(.username)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                } footer: {
                    Text("Categories sync with \(CategoryLibrary.server?.host ?? "the server") as this account.")
                }
                if let problem {
                    Text(problem).foregroundColor(.red)
                }
            }
            .navigationTitle("Sign In to Sync")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Not Now") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Sign In") { signIn() }
                        .disabled(name.isEmpty || password.isEmpty || signingIn)
                }
            }
        }
    }

    private func signIn() {
        signingIn = true
        Task {
            do {
                try await store.signIn(name: name, password: password)
                dismiss()
            } catch {
                problem = "Not signed in: \(error)"
            }
            signingIn = false
        }
    }
}
