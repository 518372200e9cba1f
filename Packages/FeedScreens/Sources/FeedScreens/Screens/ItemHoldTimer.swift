/// How long a list screen may hold back an item whose content is still loading (a feed item's
/// image) so as to show the item whole. The screen starts the timer when it gets stuck on an
/// item and cancels it when it moves on; when the wait is over, whoever made the timer tells the
/// screen (`ListScreen.holdExpired()`), which shows the items held as they are, and what they
/// become later. A screen without a timer waits for every item to settle (a script, whose output
/// must not depend on timing).
public protocol ItemHoldTimer: AnyObject {
    /// Starts the wait again from now.
    func start()
    func cancel()
}
