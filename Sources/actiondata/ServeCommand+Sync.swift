import ActionDataWeb

/// Sync of the demo's categories: `actiondata sync` and the example apps push and pull them
/// at `/sync/push` and `/sync/pull`.
extension ServeCommand {
    /// Whether devices may sync without saying who they are: only where nobody is asked who
    /// they are anyway (no identity source) and the server is for this machine alone — on a
    /// loopback address, with no public URL or proxy in front. Anywhere else sync needs an
    /// identity, as the library's `ADWebSync` does by default.
    func servesAnonymousSync(identity: ADWebIdentitySource) -> Bool {
        identity.isAnonymous && ADWebDeployment.isLoopback(host) && publicURLs.isEmpty && trustedProxies.isEmpty
    }

    /// The line `serve` prints saying who may sync the demo's categories, and how.
    static func syncLine(anonymous: Bool, address: String) -> String {
        anonymous
            ? "Sync: anyone on this machine may sync the categories: actiondata sync --server \(address) --database device.sqlite"
            : "Sync: devices sync the categories as someone the server knows (actiondata sync --server \(address) with --name and "
                + "--password-stdin, or --token-file); nobody else may."
    }
}
