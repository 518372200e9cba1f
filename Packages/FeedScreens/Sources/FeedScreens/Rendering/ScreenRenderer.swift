/// A front: shows what the screens, their cells, the navigator and the command loop report, in
/// its own way. The text front prints lines for a person at a terminal; the JSON front prints one
/// object per line for a program. Everything that decides *what* is shown lives in this package,
/// so both fronts behave alike and a third one is one more renderer.
public protocol ScreenRenderer: AnyObject {
    func render(_ event: ScreenEvent)
}
