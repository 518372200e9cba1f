import XCTest

@testable import feed_tty

final class ConfigFileLocationTests: XCTestCase {
    func test_standard_isUnderAnAbsoluteXDGConfigHome() {
        let path = ConfigFileLocation.standard(environment: ["XDG_CONFIG_HOME": "/tmp/config", "HOME": "/home/ana"])

        XCTAssertEqual(path, "/tmp/config/feed-tty/config")
    }

    func test_standard_isUnderTheHomesDotConfig_whenXDGConfigHomeIsUnsetEmptyOrRelative() {
        for xdg in [nil, "", "relative/config"] {
            var environment = ["HOME": "/home/ana"]
            environment["XDG_CONFIG_HOME"] = xdg

            XCTAssertEqual(
                ConfigFileLocation.standard(environment: environment), "/home/ana/.config/feed-tty/config",
                String(describing: xdg))
        }
    }
}
