import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// How feed images behave on the feed screen: loaded when shown, cancelled when no longer shown,
/// retried on request, and never shown after they were cancelled.
final class FeedImageUIIntegrationTests: XCTestCase {
    @MainActor
    func test_feedImages_areRequestedInScreenOrderWhenTheFeedIsShown() async {
        let image0 = uniqueImage()
        let image1 = uniqueImage()
        let (sut, feed, images, _) = makeFeedScreen()

        sut.show()
        XCTAssertEqual(images.loadedImageURLs, [], "Expected no image requests until the feed is shown")

        feed.complete(with: [image0, image1])
        XCTAssertEqual(images.loadedImageURLs, [image0.url, image1.url])
    }

    @MainActor
    func test_feedImages_areAskedOfTheRecipeByAddress_whichDecidesWhenEachLoadIsMade() async {
        let feed = (0..<4).map { _ in uniqueImage() }
        let pages = FeedPagesSpy()
        let images = ImageDataLoaderSpy()
        var loadsMade = [URL]()
        let turns = LoadTurns(maxConcurrentLoads: 2)
        let sut = FeedUIComposer.feedComposedWith(
            feedLoad: resourceLoad(pages),
            makeThumbnailLoad: { address in
                ResourceLoad { completion in
                    loadsMade.append(FeedImage.url(at: address))
                    return resourceLoad(images)(address)(completion)
                }
                .waitingForTurn(in: turns)
            },
            renderer: TextScreenRenderer(output: TextBuffer(), style: .plain))

        sut.show()
        pages.complete(with: feed)
        XCTAssertEqual(loadsMade, [feed[0].url, feed[1].url])

        images.completeImageLoading(with: pngHeader(width: 1, height: 1), at: 0)
        XCTAssertEqual(loadsMade, [feed[0].url, feed[1].url, feed[2].url])
    }

    @MainActor
    func test_feedImages_keepLoadingOnRefresh_whichChecksForNewItemsOnly() async {
        let image0 = uniqueImage()
        let image1 = uniqueImage()
        let (sut, feed, images, _) = makeFeedScreen()
        sut.show()
        feed.complete(with: [image0, image1])
        images.completeImageLoading(with: pngHeader(width: 1, height: 1), at: 0)

        sut.refresh()
        feed.complete(with: [image0, image1], at: 1)

        XCTAssertEqual(images.cancelledImageURLs, [], "Expected the image still loading to go on")
        XCTAssertEqual(images.loadedImageURLs, [image0.url, image1.url], "Expected no image loaded again")
    }

    @MainActor
    func test_feedImages_areCancelledWhenTheScreenIsHidden() async {
        let image = uniqueImage()
        let (sut, feed, images, _) = makeFeedScreen()
        sut.show()
        feed.complete(with: [image])

        sut.hide()

        XCTAssertEqual(images.cancelledImageURLs, [image.url])
    }

    @MainActor
    func test_feedImages_stopWhenAnotherScreenOpensAndResumeOnReturn() async {
        let loaded = uniqueImage()
        let loading = uniqueImage()
        let (sut, feed, images, output) = makeFeedScreen()
        let navigator = ScreenNavigator(root: sut, renderer: TextScreenRenderer(output: output, style: .plain))
        sut.show()
        feed.complete(with: [loaded, loading])
        images.completeImageLoading(with: pngHeader(width: 1, height: 1), at: 0)

        navigator.push(ListScreen(title: "Comments", renderer: TextScreenRenderer(output: output, style: .plain)))
        XCTAssertEqual(images.cancelledImageURLs, [loading.url])

        navigator.back()
        XCTAssertEqual(images.loadedImageURLs, [loaded.url, loading.url, loading.url])
        XCTAssertEqual(output.lines.suffix(3), ["Back to “My Feed”: items 1–2 are above.", "2. image: loading…", ""])
    }

    @MainActor
    func test_feedImage_showsFormatAndSizeReadFromTheImageHeader() async {
        let (sut, feed, images, output) = makeFeedScreen()
        sut.show()
        feed.complete(with: [uniqueImage(), uniqueImage()])

        images.completeImageLoading(with: pngHeader(width: 640, height: 480), at: 1)

        XCTAssertEqual(output.lines.suffix(2), ["2. image: PNG 640x480", ""])
    }

    @MainActor
    func test_feedImage_showsFailedStateWithRetryHintOnLoadError() async {
        let (sut, feed, images, output) = makeFeedScreen()
        sut.show()
        feed.complete(with: [uniqueImage()])

        images.completeImageLoadingWithError()

        XCTAssertEqual(output.lines.suffix(2), ["1. image: failed — type “retry 1” to try again.", ""])
    }

    @MainActor
    func test_feedImage_showsFailedStateOnDataThatIsNotAnImage() async {
        let (sut, feed, images, output) = makeFeedScreen()
        sut.show()
        feed.complete(with: [uniqueImage()])

        images.completeImageLoading(with: htmlPage())

        XCTAssertEqual(output.lines.suffix(2), ["1. image: failed (not an image) — type “retry 1” to try again.", ""])
    }

    @MainActor
    func test_retry_reloadsAFailedImage() async {
        let image = uniqueImage()
        let (sut, feed, images, output) = makeFeedScreen()
        sut.show()
        feed.complete(with: [image])
        images.completeImageLoadingWithError(at: 0)

        sut.retry(number: 1)
        XCTAssertEqual(images.loadedImageURLs, [image.url, image.url])

        images.completeImageLoading(with: pngHeader(width: 1, height: 1), at: 1)
        XCTAssertEqual(output.lines.suffix(3), ["1. image: loading…", "1. image: PNG 1x1", ""])
    }

    @MainActor
    func test_retry_doesNothingButHintForAnImageThatDidNotFail() async {
        let image = uniqueImage()
        let (sut, feed, images, output) = makeFeedScreen()
        sut.show()
        feed.complete(with: [image])

        sut.retry(number: 1)
        sut.retry(number: 2)

        XCTAssertEqual(images.loadedImageURLs, [image.url])
        XCTAssertEqual(
            output.lines.suffix(3),
            ["Item 1 has nothing to retry.", "There is no item 2; items are numbered 1 to 1.", ""])
    }

    @MainActor
    func test_feedImage_showsNothingWhenItCompletesAfterBeingCancelled() async {
        let (sut, feed, images, output) = makeFeedScreen()
        sut.show()
        feed.complete(with: [uniqueImage()])
        sut.hide()
        let outputBeforeCompletion = output.text

        images.completeImageLoading(with: pngHeader(width: 1, height: 1))

        XCTAssertEqual(output.text, outputBeforeCompletion)
    }

    @MainActor
    func test_feedImage_completionFromABackgroundQueueReachesTheScreenOnTheMainQueue() async {
        let feed = FeedPagesSpy()
        let images = ImageDataLoaderSpy()
        let decorated = MainQueueDispatchDecorator<any FeedImageDataLoader>(decoratee: images)
        let output = MainQueueRecordingOutput()
        let sut = FeedUIComposer.feedComposedWith(
            feedLoad: resourceLoad(feed), makeThumbnailLoad: resourceLoad(decorated),
            renderer: TextScreenRenderer(output: output, style: .plain))
        trackForMemoryLeaks(sut)
        sut.show()
        feed.complete(with: [uniqueImage()])

        let exp = expectation(description: "Wait for the background completion")
        DispatchQueue.global().async {
            images.completeImageLoading(with: pngHeader(width: 2, height: 3))
            DispatchQueue.main.async { exp.fulfill() }
        }
        await fulfillment(of: [exp], timeout: 5.0)

        XCTAssertTrue(output.text.contains("   image: PNG 2x3\n"), output.text)
        XCTAssertTrue(output.everyWriteOnMainQueue)
    }
}
