import XCTest

@testable import feed_tty

final class ConfigFileReadableCredentialsTests: XCTestCase {
    func test_hasCredentialsReadableByOthers_isTrueForAURLWithUserInfoThatGroupOrOthersCanRead() {
        for url in ["https://ana:S3cr3t@host/base", "https://TOKEN@host", "http://ana:pa/S3cr3t@host"] {
            for mode: mode_t in [0o644, 0o640, 0o604] {
                XCTAssertTrue(file(url: url, mode: mode).hasCredentialsReadableByOthers, "\(url) \(mode)")
            }
        }
    }

    func test_hasCredentialsReadableByOthers_isFalseForAFileOnlyItsOwnerReadsOrAURLWithoutUserInfo() {
        XCTAssertFalse(file(url: "https://ana:S3cr3t@host", mode: 0o600).hasCredentialsReadableByOthers)
        XCTAssertFalse(file(url: "https://host/a@2x", mode: 0o644).hasCredentialsReadableByOthers)
        XCTAssertFalse(file(url: nil, mode: 0o644).hasCredentialsReadableByOthers)
        XCTAssertFalse(file(url: "https://ana:S3cr3t@host", mode: nil).hasCredentialsReadableByOthers)
    }

    // MARK: - Helpers

    private func file(url: String?, mode: mode_t?) -> LaunchConfiguration.ConfigFile {
        let entries = url.map { ["url": ConfigFileEntry(value: $0, line: 1)] } ?? [:]
        return LaunchConfiguration.ConfigFile(path: "/config", entries: entries, mode: mode)
    }
}
