/// How much a front can still show before a picture it is waiting for can no longer be drawn in
/// its place: a terminal keeps the rows reserved for a late picture on its screen only until
/// enough lines below them push them into the scrollback. A list screen asks before it shows
/// more items, and waits (for the picture, or until the wait is over) when the answer is no.
public protocol ScreenSpace: AnyObject {
    /// Whether `items`, shown now after everything shown so far, leave every reserved place still
    /// waiting for its picture on the screen.
    func hasRoom(for items: [ListItem], listCount: Int) -> Bool

    /// The wait for the pictures still pending is over: their places are given up, the items
    /// after them flow on, and a picture that comes later is shown apart.
    func giveUpPendingPlaces()
}
