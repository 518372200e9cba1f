import Foundation
import XCTest

@testable import Composition

/// The server a failure to connect names: host and port, whatever else the base URL holds.
final class FeedTTYComposerServerNameTests: XCTestCase {
    func test_serverName_isTheHostAndPortOfTheBaseURL_withTheSchemesPortWhenItGivesNone() {
        XCTAssertEqual(serverName("http://127.0.0.1:8080/some/base"), "127.0.0.1:8080")
        XCTAssertEqual(
            serverName("https://ile-api.essentialdeveloper.com/essential-feed"), "ile-api.essentialdeveloper.com:443")
        XCTAssertEqual(serverName("http://example.com"), "example.com:80")
        XCTAssertEqual(serverName("http://[::1]:8443/base"), "[::1]:8443")
    }

    func test_serverName_neverHoldsTheUserNameOrPassword() {
        XCTAssertEqual(serverName("https://ana:s3cret@example.com:8443/base"), "example.com:8443")
    }

    func test_serverName_isNilForTheDemoFeed() {
        XCTAssertNil(serverName("http://127.0.0.1:8080", isDemo: true))
    }

    // MARK: - Helpers

    private func serverName(_ url: String, isDemo: Bool = false) -> String? {
        MainActor.assumeIsolated {
            FeedTTYComposer.Configuration(
                baseURL: URL(string: url)!, httpClient: HTTPClientStub.offline, isDemo: isDemo, isInteractive: false,
                usesColor: false, terminate: { _ in }
            ).serverName
        }
    }
}
