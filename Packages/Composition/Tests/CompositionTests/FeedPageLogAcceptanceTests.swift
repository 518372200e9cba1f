import FeedAPI
import FeedScreens
import FeedTextUI
import Foundation
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// `--log`, as the composed app writes it: each page of the feed is one line that says what that
/// page brought, not how many images the feed holds so far.
final class FeedPageLogAcceptanceTests: XCTestCase {
    @MainActor
    func test_eachFeedPage_isLoggedWithItsOwnNumberOfImages() async {
        let (app, input, log) = makeSUT()

        app.start()
        input.type("more")
        input.type("more")

        XCTAssertEqual(
            log.lines.filter { $0.what.hasPrefix("feed page ") }.map(\.outcome),
            ["ok 2 images", "ok 1 images", "ok 0 images"])
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        app: FeedTTYApp, input: InputLineReaderSpy, log: LoadLogSpy
    ) {
        let input = InputLineReaderSpy()
        let log = LoadLogSpy()
        let output = TextBuffer()
        let app = FeedTTYComposer.makeApp(
            FeedTTYComposer.Configuration(
                baseURL: URL(string: "http://127.0.0.1:8080/some/base")!,
                httpClient: HTTPClientStub.online(threeImagesOverTwoPages),
                isDemo: false,
                isInteractive: false,
                usesColor: false,
                log: log,
                terminate: { _ in }
            ),
            input: .lines(input),
            output: output
        )
        trackForMemoryLeaks(app, file: file, line: line)
        trackForMemoryLeaks(log, file: file, line: line)
        return (app, input, log)
    }

    @MainActor
    private final class LoadLogSpy: LoadLogging {
        struct Line {
            let what: String
            let outcome: String
        }

        private(set) var lines = [Line]()

        func now() -> Date { Date(timeIntervalSince1970: 1_600_000_000) }

        func write(_ what: String, since start: Date, outcome: String) {
            lines.append(Line(what: what, outcome: outcome))
        }
    }
}

private let secondID = "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E002"
private let thirdID = "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E003"

/// A page of two images, a page of one, then an empty page; every image a 1x1 PNG.
private func threeImagesOverTwoPages(for url: URL) -> (Data, HTTPResponse) {
    let ok = HTTPResponse(url: url, statusCode: 200)
    let item = { (id: String) in #"{"id": "\#(id)", "image": "http://127.0.0.1/images/\#(id).png"}"# }
    switch (url.lastPathComponent, url.query ?? "") {
    case ("feed", "limit=10"):
        return (Data(#"{"items": [\#(item("7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E001")), \#(item(secondID))]}"#.utf8), ok)
    case ("feed", "limit=10&after_id=\(secondID)"):
        return (Data(#"{"items": [\#(item(thirdID))]}"#.utf8), ok)
    case ("feed", _):
        return (Data(#"{"items": []}"#.utf8), ok)
    default:
        return (pngHeader(width: 1, height: 1), ok)
    }
}
