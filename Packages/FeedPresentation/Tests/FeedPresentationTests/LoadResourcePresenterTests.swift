import FeedFeature
import TestSupport
import XCTest

@testable import FeedPresentation

final class LoadResourcePresenterTests: XCTestCase {
    func test_init_doesNotSendMessagesToView() {
        let (_, view) = makeSUT()

        XCTAssertTrue(view.messages.isEmpty)
    }

    func test_didStartLoading_clearsErrorAndStartsLoading() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()

        XCTAssertEqual(view.messages, [.display(errorMessage: nil), .display(isLoading: true)])
    }

    func test_didFinishLoadingResource_displaysMappedResourceAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { resource in resource + " view model" })

        sut.didFinishLoading(with: "resource")

        XCTAssertEqual(view.messages, [.display(resource: "resource view model"), .display(isLoading: false)])
    }

    func test_didFinishLoadingResource_displaysLocalizedErrorAndStopsLoadingOnMapperError() {
        let (sut, view) = makeSUT(mapper: { _ in throw anyNSError() })

        sut.didFinishLoading(with: "resource")

        XCTAssertEqual(
            view.messages, [.display(errorMessage: localized("GENERIC_CONNECTION_ERROR")), .display(isLoading: false)])
    }

    func test_didFinishLoadingWithError_displaysLocalizedErrorAndStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: anyNSError())

        XCTAssertEqual(
            view.messages, [.display(errorMessage: localized("GENERIC_CONNECTION_ERROR")), .display(isLoading: false)])
    }

    func test_didFinishLoadingWithLoadFailure_displaysWhatHappenedWithItsReasonAndStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: LoadFailure.connectivity(.connectionRefused))

        XCTAssertEqual(
            view.messages,
            [
                .display(errorMessage: "Couldn't connect to server: connection refused", reason: "connection refused"),
                .display(isLoading: false),
            ]
        )
    }

    func test_didFinishLoadingWithAFailureToConnect_namesTheServerGiven() {
        let (sut, view) = makeSUT(server: "127.0.0.1:8080")

        sut.didFinishLoading(with: LoadFailure.connectivity(.connectionRefused))
        sut.didFinishLoading(with: LoadFailure.timedOut(seconds: nil))
        sut.didFinishLoading(with: anyNSError())

        XCTAssertEqual(
            view.messages,
            [
                .display(
                    errorMessage: "Couldn't connect to server 127.0.0.1:8080: connection refused",
                    reason: "connection refused"),
                .display(isLoading: false),
                .display(errorMessage: "Couldn't connect to server 127.0.0.1:8080: timed out", reason: "timed out"),
                .display(isLoading: false),
                .display(errorMessage: "Couldn't connect to server 127.0.0.1:8080"), .display(isLoading: false),
            ])
    }

    func test_didFinishLoadingWithAnErrorStatus_namesNoServer_itAnswered() {
        let (sut, view) = makeSUT(server: "127.0.0.1:8080")

        sut.didFinishLoading(with: LoadFailure.httpStatus(500))

        XCTAssertEqual(
            view.messages.first,
            .display(errorMessage: "The server answered with an error: HTTP\u{00A0}500", reason: "HTTP\u{00A0}500"))
    }

    func test_didFinishLoadingWithAnErrorStatus_saysTheServerAnsweredNotThatItCouldNotConnect() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: LoadFailure.httpStatus(404))

        XCTAssertEqual(
            view.messages,
            [
                .display(
                    errorMessage: "The server answered with an error: HTTP\u{00A0}404", reason: "HTTP\u{00A0}404"),
                .display(isLoading: false),
            ]
        )
    }

    func test_didFinishLoadingWithLoadFailureOfNoKnownReason_displaysTheErrorAlone() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: LoadFailure.connectivity(.unknown))

        XCTAssertEqual(
            view.messages, [.display(errorMessage: "Couldn't connect to server"), .display(isLoading: false)])
    }

    func test_didFinishLoadingResource_displaysTheMapperFailureWithItsReason() {
        let (sut, view) = makeSUT(mapper: { _ in throw LoadFailure.invalidData(expected: .image) })

        sut.didFinishLoading(with: "resource")

        XCTAssertEqual(
            view.messages,
            [
                .display(errorMessage: "The server's answer is not an image", reason: "not an image"),
                .display(isLoading: false),
            ])
    }

    // MARK: - Helpers

    private typealias SUT = LoadResourcePresenter<String, ViewSpy>

    private func makeSUT(
        mapper: @escaping SUT.Mapper = { _ in "any" },
        server: String? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: SUT, view: ViewSpy) {
        let view = ViewSpy()
        let sut = SUT(resourceView: view, loadingView: view, errorView: view, server: server, mapper: mapper)
        trackForMemoryLeaks(view, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, view)
    }

    private func localized(_ key: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let value = Bundle.module.localizedString(forKey: key, value: nil, table: "Shared")
        XCTAssertNotEqual(value, key, "Missing localized string for key: \(key)", file: file, line: line)
        return value
    }

    private final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = String

        enum Message: Hashable {
            case display(errorMessage: String?, reason: String? = nil)
            case display(isLoading: Bool)
            case display(resource: String)
        }

        private(set) var messages = [Message]()

        func display(_ viewModel: String) {
            messages.append(.display(resource: viewModel))
        }

        func display(_ viewModel: ResourceLoadingViewModel) {
            messages.append(.display(isLoading: viewModel.isLoading))
        }

        func display(_ viewModel: ResourceErrorViewModel) {
            messages.append(.display(errorMessage: viewModel.message, reason: viewModel.reason))
        }
    }
}
