import FeedScreens

/// A front that records every event it is asked to render, in order.
final class ScreenRendererSpy: ScreenRenderer {
    private(set) var events = [ScreenEvent]()

    func render(_ event: ScreenEvent) {
        events.append(event)
    }
}
