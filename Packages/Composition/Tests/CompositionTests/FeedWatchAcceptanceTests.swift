import Composition
import FeedAPI
import FeedCache
import FeedFeature
import Foundation
import MainQueueTestSupport
import ManualClock
import Synchronization
import TestSupport
import XCTest

/// A feed that lives over time, as a person keeps up with it: each look at the first page asks
/// whether it changed since the copy held (`If-None-Match`, else `If-Modified-Since`), a `304` is
/// that copy confirmed, items keep their numbers, and a watch checks by itself as the server allows.
final class FeedWatchAcceptanceTests: XCTestCase {
    @MainActor
    func test_refresh_asksWhetherTheFirstPageChangedSinceTheCopyShown() async {
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#)
        let (app, input, _, _) = makeComposer(httpClient: server)

        app.start()
        input.type("refresh")

        XCTAssertEqual(server.conditionsOfFeedRequests, [nil, #"If-None-Match: "v1""#])
    }

    @MainActor
    func test_refresh_answeredNotModified_saysNothingChanged_andShowsNoOfflineCopy() async {
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#)
        let (app, input, output, exit) = makeComposer(httpClient: server)

        app.start()
        input.type("refresh")
        input.type("quit")

        XCTAssertEqual(server.notModifiedAnswers, 1)
        XCTAssertEqual(output.lines.filter { $0.hasPrefix("No new items · ") }.count, 1, output.text)
        XCTAssertFalse(output.text.contains("Offline"), output.text)
        XCTAssertEqual(exit.statuses, [0], "Expected a confirmed copy to be no failed load")
    }

    @MainActor
    func test_refresh_findingNewItems_showsOnlyThose_numberedOnFromTheLastNumber() async {
        let server = ChangingFeedServer(items: ["a", "b"], entityTag: #""v1""#)
        let (app, input, output, _) = makeComposer(httpClient: server)
        app.start()
        let shownFirst = output.text

        server.publish(["c", "d"], entityTag: #""v2""#)
        input.type("refresh")

        let shownByCheck = String(output.text.dropFirst(shownFirst.count))
        XCTAssertTrue(shownByCheck.hasPrefix("2 new items · "), shownByCheck)
        XCTAssertTrue(shownByCheck.contains("3. c\n"), shownByCheck)
        XCTAssertTrue(shownByCheck.contains("4. d\n"), shownByCheck)
        XCTAssertFalse(shownByCheck.contains(". a\n") || shownByCheck.contains(". b\n"), shownByCheck)
    }

    @MainActor
    func test_refresh_findingMoreNewItemsThanAPageHolds_readsOnUntilAnItemSeenBefore() async {
        let server = ChangingFeedServer(items: ["a", "b"], entityTag: #""v1""#, pageSize: 2)
        let (app, input, output, _) = makeComposer(httpClient: server)
        app.start()
        let shownFirst = output.text

        server.publish(["c", "d", "e", "f", "g"], entityTag: #""v2""#)
        input.type("refresh")

        let shownByCheck = String(output.text.dropFirst(shownFirst.count))
        XCTAssertTrue(shownByCheck.hasPrefix("5 new items · "), shownByCheck)
        for (number, name) in zip(3..., ["c", "d", "e", "f", "g"]) {
            XCTAssertTrue(shownByCheck.contains("\(number). \(name)\n"), "Expected \(number). \(name): \(shownByCheck)")
        }
        XCTAssertEqual(server.pagesAsked, ["1", "1", "after d", "after f"], "Expected no page after the one with a")
    }

    @MainActor
    func test_refresh_readsOnAtMostTenPages_whenNoItemSeenBeforeComes() async {
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#, pageSize: 1)
        let (app, input, output, _) = makeComposer(httpClient: server)
        app.start()

        server.publish((1...30).map { "new\($0)" }, entityTag: #""v2""#)
        input.type("refresh")

        XCTAssertEqual(server.pagesAsked.count, 1 + 1 + 10, "Expected the first look, the check and ten pages after it")
        XCTAssertTrue(output.text.contains("11 new items · "), output.text)
    }

    @MainActor
    func test_anItemTheServerNoLongerLists_keepsItsNumber_andSaysSoWhenOpened() async {
        let server = ChangingFeedServer(items: ["a", "b", "c"], entityTag: #""v1""#)
        let (app, input, output, _) = makeComposer(httpClient: server)
        app.start()

        server.withdraw("b", entityTag: #""v2""#)
        input.type("refresh")
        input.type("comments 2")
        input.type("comments 1")

        XCTAssertTrue(
            output.text.contains("Item 2 is no longer in the feed the server lists; this is what was saved of it."),
            output.text)
        XCTAssertTrue(output.text.contains("Comments on item 2: b"), output.text)
        XCTAssertFalse(output.text.contains("Item 1 is no longer"), output.text)
    }

    @MainActor
    func test_firstLoadOfARun_asksWhetherTheSavedCopyChanged_withTheValidatorsSavedWithIt() async throws {
        let store = InMemoryFeedStore()
        let cacheQueue = DispatchQueue(label: "test.cache")
        let cache = FeedTTYComposer.Cache(feedStore: store, imageStore: InMemoryFeedImageDataStore(), queue: cacheQueue)
        let server = ChangingFeedServer(items: ["a"], entityTag: nil, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
        let (firstRun, firstInput, _, _) = makeComposer(httpClient: server, cache: cache)
        firstRun.start()
        await answerWhatWasAsked(of: cacheQueue)
        firstInput.type("quit")

        let (secondRun, secondInput, output, _) = makeComposer(httpClient: server, cache: cache)
        secondRun.start()
        await answerWhatWasAsked(of: cacheQueue)
        secondInput.type("quit")

        XCTAssertEqual(
            server.conditionsOfFeedRequests, [nil, "If-Modified-Since: Sun, 06 Nov 1994 08:49:37 GMT"])
        XCTAssertTrue(output.text.contains("1. a\n"), "Expected the saved copy shown as the live feed: \(output.text)")
        XCTAssertFalse(output.text.contains("Offline"), output.text)
    }

    @MainActor
    func test_firstPageOfARun_marksTheItemsTheSavedCopyDidNotHold() async throws {
        let cacheQueue = DispatchQueue(label: "test.cache")
        let cache = FeedTTYComposer.Cache(
            feedStore: InMemoryFeedStore(), imageStore: InMemoryFeedImageDataStore(), queue: cacheQueue)
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#)
        let (firstRun, firstInput, _, _) = makeComposer(httpClient: server, cache: cache)
        firstRun.start()
        await answerWhatWasAsked(of: cacheQueue)
        firstInput.type("quit")

        server.publish(["b"], entityTag: #""v2""#)
        let (secondRun, secondInput, output, _) = makeComposer(httpClient: server, cache: cache)
        secondRun.start()
        await answerWhatWasAsked(of: cacheQueue)
        secondInput.type("quit")

        XCTAssertTrue(output.text.contains("1. (new) b\n"), output.text)
        XCTAssertTrue(output.text.contains("2. a\n"), output.text)
    }

    @MainActor
    func test_watch_checksByItselfEveryInterval_andNoSoonerThanTheAnswerStaysFresh() async {
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#, maxAge: 90)
        let clock = ManualClock()
        let (app, input, output, _) = makeComposer(
            httpClient: server, isInteractive: true, clock: clock, watches: true, watchInterval: 60)

        app.start()
        XCTAssertTrue(output.text.contains("Watching the feed"), output.text)
        clock.advance(by: 89)
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 1, "Expected no check before max-age=90 has passed")

        clock.advance(by: 1)
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 2)
        input.type("unwatch")
        clock.advance(by: 3600)
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 2, "Expected no check once unwatched")
    }

    @MainActor
    func test_watch_waitsAsLongAsRetryAfterAsks_afterA429() async {
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#)
        let clock = ManualClock()
        let (app, _, _, _) = makeComposer(
            httpClient: server, isInteractive: true, clock: clock, watches: true, watchInterval: 10)
        app.start()

        server.answerNextWith(status: 429, retryAfter: "120")
        clock.advance(by: 10)
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 2)
        clock.advance(by: 119)
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 2, "Expected no check before Retry-After's 120 s")
        clock.advance(by: 1)
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 3)
    }

    @MainActor
    func test_watchInAPipe_outlivesTheEndOfInput() async {
        let server = ChangingFeedServer(items: ["a"], entityTag: #""v1""#)
        let clock = ManualClock()
        let (app, input, _, exit) = makeComposer(httpClient: server, clock: clock, watches: true, watchInterval: 10)

        app.start()
        input.close()
        clock.advance(by: 10)

        XCTAssertEqual(exit.statuses, [], "Expected a watch to go on after its input ended")
        XCTAssertEqual(server.conditionsOfFeedRequests.count, 2)
        input.type("quit")
        XCTAssertEqual(exit.statuses, [0], "Expected quit to end it")
    }
}

/// Lets the cache's queue answer what it was asked, and what that answer led to ask it (the saved
/// copy, then the images' copies), and the answers reach the app.
@MainActor
private func answerWhatWasAsked(of cacheQueue: DispatchQueue) async {
    for _ in 1...3 {
        cacheQueue.sync {}
        await nextMainQueueTurn()
    }
}

/// A feed server whose first page changes when a test publishes items, with validators on every
/// page, answering `304` to a request whose condition matches; it records the condition each feed
/// request carried. Answers at once, on the caller's queue.
private final class ChangingFeedServer: HTTPClient, Sendable {
    private struct State {
        var items: [String]
        var entityTag: String?
        var lastModified: String?
        var maxAge: Int?
        var conditions: [String?] = []
        var notModified = 0
        var nextFailure: (status: Int, retryAfter: String)?
        var pageSize: Int?
        var pagesAsked: [String] = []
    }

    private struct Task: HTTPClientRequest {
        func cancel() {}
    }

    private let state: Synchronization.Mutex<State>
    private let ids = Synchronization.Mutex([String: UUID]())

    /// `pageSize`: pages of at most that many items, the next after `after_id`; else the first
    /// page is every item and there is no next.
    init(items: [String], entityTag: String?, lastModified: String? = nil, maxAge: Int? = nil, pageSize: Int? = nil) {
        state = Synchronization.Mutex(
            State(items: items, entityTag: entityTag, lastModified: lastModified, maxAge: maxAge, pageSize: pageSize))
    }

    var conditionsOfFeedRequests: [String?] { state.withLock { $0.conditions } }
    /// Each feed page asked for: "1", or "after NAME".
    var pagesAsked: [String] { state.withLock { $0.pagesAsked } }
    var notModifiedAnswers: Int { state.withLock { $0.notModified } }

    /// New items at the top of the first page, which is a new version.
    func publish(_ items: [String], entityTag: String?) {
        state.withLock {
            $0.items = items + $0.items
            $0.entityTag = entityTag
        }
    }

    /// An item taken off the feed, which is a new version.
    func withdraw(_ item: String, entityTag: String?) {
        state.withLock {
            $0.items.removeAll { $0 == item }
            $0.entityTag = entityTag
        }
    }

    func answerNextWith(status: Int, retryAfter: String) {
        state.withLock { $0.nextFailure = (status, retryAfter) }
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        get(from: url, headerFields: [:], reading: { WholeBodyReader(for: $0) { ($0, $1) } }, completion: completion)
    }

    func get<Resource: Sendable>(
        from url: URL, headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        let (status, fields, body) = answer(url, headerFields: headerFields)
        completion(
            Swift.Result {
                try makeReader(HTTPResponse(url: url, statusCode: status, headerFields: fields)).readingWhole(body)
            })
        return Task()
    }

    private func answer(_ url: URL, headerFields: [String: String]) -> (Int, [String: String], Data) {
        guard url.path.hasSuffix("/v1/feed") else { return (200, [:], pngHeader(width: 1, height: 1)) }
        return state.withLock { state in
            let condition = headerFields.first.map { "\($0.key): \($0.value)" }
            let isFirstPage = url.query?.contains("after_id") != true
            if isFirstPage { state.conditions.append(condition) }
            if let failure = state.nextFailure {
                state.nextFailure = nil
                return (failure.status, ["Retry-After": failure.retryAfter], Data())
            }
            var fields = [String: String]()
            fields["ETag"] = state.entityTag
            fields["Last-Modified"] = state.lastModified
            fields["Cache-Control"] = state.maxAge.map { "max-age=\($0)" }
            let matches =
                headerFields["If-None-Match"].map { $0 == state.entityTag }
                ?? headerFields["If-Modified-Since"].map { $0 == state.lastModified } ?? false
            if isFirstPage && matches {
                state.notModified += 1
                return (304, fields, Data())
            }
            let afterID = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "after_id" }?.value
            let after = state.items.firstIndex { afterID == id(of: $0).uuidString }
            state.pagesAsked.append(after.map { "after \(state.items[$0])" } ?? "1")
            let items: [String]
            if let pageSize = state.pageSize {
                items = Array(state.items[(after.map { $0 + 1 } ?? 0)...].prefix(pageSize))
            } else {
                items = isFirstPage ? state.items : []
            }
            let json = items.map { name in
                #"{"id": "\#(id(of: name))", "description": "\#(name)", "image": "http://127.0.0.1/images/\#(name).png"}"#
            }
            return (200, fields, Data(#"{"items": [\#(json.joined(separator: ","))]}"#.utf8))
        }
    }

    private func id(of name: String) -> UUID {
        ids.withLock { ids in
            if let id = ids[name] { return id }
            let id = UUID()
            ids[name] = id
            return id
        }
    }
}
