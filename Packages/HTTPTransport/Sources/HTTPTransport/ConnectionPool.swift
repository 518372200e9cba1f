import FeedFeature
import Foundation

/// Keeps connections open between requests and reuses them per route (origin and proxy), with at
/// most `maximumPerRoute` connections open to a route at once: a page of images over TLS costs a
/// handshake per connection, not per image. A request that finds every slot of its route busy
/// waits for one, under its deadline and cancellation.
final class ConnectionPool: Sendable {
    struct Route: Hashable, Sendable {
        let origin: HTTPOrigin
        let proxy: ProxySettings.Proxy?
    }

    /// A connection lent to one request, with the slot it occupies.
    struct Lease {
        let connection: HTTPConnection
        let route: Route
        let isReused: Bool
        fileprivate let slots: SlotSemaphore
    }

    private struct IdleConnection {
        let connection: HTTPConnection
        let since: ContinuousClock.Instant
    }

    private struct RouteState {
        let slots: SlotSemaphore
        var idle: [IdleConnection] = []
    }

    private let maximumPerRoute: Int
    private let maximumIdleTime: Duration
    // Requests lease and return connections from many threads at once.
    private let routes = HandOffMutex<[Route: RouteState]>([:])

    init(maximumPerRoute: Int, maximumIdleTime: Duration = .seconds(30)) {
        precondition(maximumPerRoute > 0, "A route needs at least one connection")
        self.maximumPerRoute = maximumPerRoute
        self.maximumIdleTime = maximumIdleTime
    }

    /// Waits for a free slot of `route`, then lends its most recently used idle connection that is
    /// still sound, or a new one from `connect`.
    func lease(
        for route: Route, watch: RequestWatch, connect: (RequestWatch) throws -> HTTPConnection
    ) throws -> Lease {
        guard let slots = slots(for: route) else {
            throw URLError(.cannotConnectToHost, reason: "out of file descriptors")
        }
        try slots.wait(watch: watch)
        if let connection = takeIdleConnection(for: route) {
            return Lease(connection: connection, route: route, isReused: true, slots: slots)
        }
        do {
            return Lease(connection: try connect(watch), route: route, isReused: false, slots: slots)
        } catch {
            slots.signal()
            throw error
        }
    }

    /// Ends `lease`: its connection is kept for the next request of its route when `reusable`,
    /// else closed; its slot is free again either way.
    func finish(_ lease: Lease, reusable: Bool) {
        if reusable {
            let idle = IdleConnection(connection: lease.connection, since: .now)
            routes.withLock { $0[lease.route]?.idle.append(idle) }
        } else {
            lease.connection.close()
        }
        lease.slots.signal()
    }

    private func slots(for route: Route) -> SlotSemaphore? {
        let maximumPerRoute = maximumPerRoute
        return routes.withLock { routes in
            if let state = routes[route] { return state.slots }
            guard let slots = SlotSemaphore(slots: maximumPerRoute) else { return nil }
            routes[route] = RouteState(slots: slots)
            return slots
        }
    }

    private func takeIdleConnection(for route: Route) -> HTTPConnection? {
        let maximumIdleTime = maximumIdleTime
        while let idle = routes.withLock({ $0[route]?.idle.popLast() }) {
            // Closed by the server while idle, or holding bytes nobody asked for: not reusable.
            let isStale = idle.since.duration(to: .now) > maximumIdleTime
            if isStale || idle.connection.hasBufferedBytes || idle.connection.stream.hasPendingInputOrClosed {
                idle.connection.close()
                continue
            }
            return idle.connection
        }
        return nil
    }
}
