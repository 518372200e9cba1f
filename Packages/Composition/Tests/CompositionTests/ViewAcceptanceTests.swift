import FeedAPI
import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

@testable import Composition

/// `view N` in the composed app: the item's image loaded again through the image stack (the cache
/// first), shown under the list, which goes on where it was; a script's next command waits for it.
final class ViewAcceptanceTests: XCTestCase {
    @MainActor
    func test_viewCommand_showsTheItemsImageUnderTheList_andTheNextCommandWaitsForIt() async {
        let client = HTTPClientStub.online(response(image: pngHeader(width: 2, height: 3)))
        let (app, input, output, exit) = makeComposer(httpClient: client)

        await run(app, typing: ["view 2", "view 3"], input: input, exit: exit)

        XCTAssertEqual(client.requestedURLs.filter { $0 == imageURL(2) }.count, 2, "the list's load, the view's")
        let lines = output.lines
        let view = lines.lastIndex(of: "2. second")
        XCTAssertNotNil(view, output.text)
        XCTAssertEqual(
            view.map { Array(lines[$0...].prefix(3)) },
            [
                "2. second", "   image: PNG 2x3", "There is no item 3; items are numbered 1 to 2.",
            ])
    }

    @MainActor
    func test_viewCommand_drawsTheImageFromTheCacheWhenItHasIt() async {
        let images = InMemoryFeedImageDataStore()
        images.insert(pngHeader(width: 4, height: 5), for: imageURL(1))
        let cache = FeedTTYComposer.Cache(feedStore: InMemoryFeedStore(), imageStore: images, currentDate: Date.init)
        let client = HTTPClientStub.online(response(image: htmlPage()))
        let (app, input, output, exit) = makeComposer(httpClient: client, cache: cache)

        await run(app, typing: ["view 1"], input: input, exit: exit)

        XCTAssertEqual(client.requestedURLs.filter { $0 == imageURL(1) }, [], "never asked of the network")
        XCTAssertEqual(output.lines.suffix(3), ["1. first", "   image: PNG 4x5", ""])
    }

    // MARK: - Helpers

    @MainActor
    private func run(_ app: FeedTTYComposer, typing lines: [String], input: InputLineReaderSpy, exit: ExitRecorder)
        async
    {
        exit.onExit = expectation(description: "Wait for the app to quit")
        app.start()
        lines.forEach(input.type)
        input.close()
        await fulfillment(of: [exit.onExit!], timeout: 5.0)
    }

    private func imageURL(_ number: Int) -> URL {
        URL(string: "http://127.0.0.1/images/\(number).png")!
    }

    private func response(image: Data) -> @Sendable (URL) -> (Data, HTTPResponse) {
        { url in
            let ok = HTTPResponse(url: url, statusCode: 200)
            if url.path.hasPrefix("/images/") { return (image, ok) }
            if url.query?.contains("after_id") == true { return (Data(#"{"items": []}"#.utf8), ok) }
            let items = ["first", "second"].enumerated().map { index, description in
                #"{"id": "\#(UUID())", "description": "\#(description)", "image": "http://127.0.0.1/images/\#(index + 1).png"}"#
            }
            return (Data(#"{"items": [\#(items.joined(separator: ","))]}"#.utf8), ok)
        }
    }
}
