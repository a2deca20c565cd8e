import UIKit

/// Shows the form of `Main.storyboard`, whose initial view controller is the
/// `CategoryViewController`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
