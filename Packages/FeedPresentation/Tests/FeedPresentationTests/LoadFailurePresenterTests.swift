import FeedFeature
import XCTest

@testable import FeedPresentation

final class LoadFailurePresenterTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_reason_wordsEveryKindOfFailure() {
        let expectations: [(LoadFailure, String)] = [
            (.httpStatus(404), "HTTP\u{00A0}404"),
            (.httpStatus(500), "HTTP\u{00A0}500"),
            (.invalidData(expected: .feed), "not a valid feed"),
            (.invalidData(expected: .comments), "not valid comments"),
            (.invalidData(expected: .image), "not an image"),
            (.invalidData(expected: nil), "not valid data"),
            (.tooLarge(limit: 32 * 1024 * 1024), "response over 32\u{00A0}MB"),
            (.tooLarge(limit: 8 * 1024 * 1024), "response over 8\u{00A0}MB"),
            (.unsupportedContentEncoding("gzip"), "unsupported content encoding"),
            (.timedOut(seconds: 30), "timed out after 30\u{00A0}s"),
            (.timedOut(seconds: 2.5), "timed out after 2.5\u{00A0}s"),
            (.timedOut(seconds: nil), "timed out"),
            (.connectivity(.hostNotFound), "host not found"),
            (.connectivity(.connectionRefused), "connection refused"),
            (.connectivity(.networkUnreachable), "network unreachable"),
            (.connectivity(.connectionReset), "connection reset"),
            (.connectivity(.connectionClosed), "connection closed"),
            (.connectivity(.certificateNotTrusted), "TLS certificate not trusted"),
            (.connectivity(.secureConnectionFailed), "TLS handshake failed"),
            (.connectivity(.tooManyRedirects), "too many redirects"),
            (.connectivity(.malformedResponse), "not a valid HTTP response"),
            (.connectivity(.unsupportedURL), "unsupported URL"),
        ]

        for (failure, reason) in expectations {
            XCTAssertEqual(LoadFailurePresenter.reason(for: failure), reason, "\(failure)")
        }
    }

    func test_reason_isNoneForAConnectionFailureNothingMoreIsKnownOf() {
        XCTAssertNil(LoadFailurePresenter.reason(for: LoadFailure.connectivity(.unknown)))
    }

    func test_reason_isNoneForAnyOtherError() {
        XCTAssertNil(LoadFailurePresenter.reason(for: NSError(domain: "any", code: 0)))
    }

    func test_reason_followsTheChosenLanguageAndItsNumbers() {
        Localization.use("pt-BR")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.timedOut(seconds: 2.5)), "tempo esgotado após 2,5\u{00A0}s")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.invalidData(expected: .feed)), "não é um feed válido")
        XCTAssertEqual(LoadFailurePresenter.reason(for: LoadFailure.httpStatus(404)), "HTTP\u{00A0}404")

        Localization.use("el")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.timedOut(seconds: 2.5)),
            "λήξη χρονικού ορίου μετά από 2,5\u{00A0}δευτ.")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.tooLarge(limit: 32 * 1024 * 1024)),
            "απάντηση πάνω από 32\u{00A0}MB")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.connectivity(.connectionRefused)), "η σύνδεση απορρίφθηκε")
    }
}
