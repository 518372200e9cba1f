import Foundation

/// Hands a web address to the user's browser and returns at once, without waiting for the
/// browser: the process decides which browser and how it is started (`BROWSER`, `xdg-open`).
public protocol BrowserLauncher {
    /// False when there is nothing to open it with.
    func open(_ url: URL) -> Bool
}
