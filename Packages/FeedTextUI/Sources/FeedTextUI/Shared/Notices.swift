/// One-off lines the app prints about itself, outside any screen.
public enum Notices {
    public static func demoFeed(style: TextStyle) -> String {
        style.secondary(TextUIStrings.localized("DEMO_FEED_NOTICE"))
    }
}
