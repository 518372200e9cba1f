import Foundation

/// Where the configuration file is looked for when the command line names none:
/// `$XDG_CONFIG_HOME/feed-tty/config`, else `~/.config/feed-tty/config`, as the XDG Base
/// Directory specification says (a relative `XDG_CONFIG_HOME` is ignored).
enum ConfigFileLocation {
    static func standard(environment: [String: String]) -> String {
        let configHome: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            configHome = (home ?? FileManager.default.homeDirectoryForCurrentUser).appendingPathComponent(".config")
        }
        return configHome.appendingPathComponent("feed-tty/config", isDirectory: false).path
    }
}
