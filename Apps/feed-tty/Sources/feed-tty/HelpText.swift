enum HelpText {
    static let version = "feed-tty 0.1.0"
}
