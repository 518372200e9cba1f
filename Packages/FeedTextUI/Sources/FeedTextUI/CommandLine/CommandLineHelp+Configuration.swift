extension CommandLineHelp {
    /// A problem of the configuration file or of `FEED_TTY_URL`, in the chosen language. A line's
    /// problem is introduced by the file and the line number, as compilers and git do
    /// (`/home/ana/.config/feed-tty/config:3: unknown key “colour”`), so that editors and
    /// terminals can jump to it.
    public static func message(for problem: ConfigurationProblem) -> String {
        switch problem {
        case let .badLine(path, line, lineProblem):
            "\(path):\(line): \(message(for: lineProblem))"
        case let .unreadableFile(path, reason):
            TextUIStrings.localized(key: "CONFIG_UNREADABLE", table: table, path, reason)
        case let .notARegularFile(path):
            TextUIStrings.localized(key: "CONFIG_NOT_REGULAR_FILE", table: table, path)
        case let .tooLarge(path, maximumKilobytes):
            TextUIStrings.localized(key: "CONFIG_TOO_LARGE", table: table, path, String(maximumKilobytes))
        case let .writableByOthers(path, mode):
            TextUIStrings.localized(
                key: "CONFIG_WRITABLE_BY_OTHERS", table: table, path, mode, ShellWord.quoted(path))
        case let .ownedByAnotherUser(path):
            TextUIStrings.localized(key: "CONFIG_OWNED_BY_ANOTHER_USER", table: table, path)
        case let .badEnvironment(variable, usageProblem):
            "\(variable): \(message(for: usageProblem))"
        case let .unusableProxy(variable, value):
            TextUIStrings.localized(key: "CONFIG_UNUSABLE_PROXY", table: table, variable, value)
        case .tmuxPassesNoPictures:
            text("CONFIG_TMUX_PASSES_NO_PICTURES")
        }
    }

    /// A warning, not a refusal: the file is the user's own and says where to go, but its password
    /// is for anyone on the machine to read. Both this and a refusal end with the `chmod` that
    /// mends the file, its path quoted for the shell, to be copied as it is. `mode` in octal, as `ls -l` and `chmod` speak of it.
    public static func readableCredentialsWarning(path: String, mode: String) -> String {
        TextUIStrings.localized(key: "CONFIG_CREDENTIALS_READABLE", table: table, path, mode, ShellWord.quoted(path))
    }

    private static func message(for problem: ConfigFileLineProblem) -> String {
        switch problem {
        case .notKeyValue:
            text("CONFIG_NOT_KEY_VALUE")
        case .notText:
            text("CONFIG_NOT_TEXT")
        case let .unknownKey(key, suggestion?):
            TextUIStrings.localized(key: "CONFIG_UNKNOWN_KEY_WITH_SUGGESTION", table: table, key, suggestion)
        case let .unknownKey(key, nil):
            TextUIStrings.localized(key: "CONFIG_UNKNOWN_KEY", table: table, key)
        case let .duplicateKey(key, firstLine):
            TextUIStrings.localized(key: "CONFIG_DUPLICATE_KEY", table: table, key, String(firstLine))
        case let .invalidValue(usageProblem):
            message(for: usageProblem)
        }
    }
}
