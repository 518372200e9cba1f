import XCTest

@testable import feed_tty

final class ConfigFilePermissionsTests: XCTestCase {
    func test_problem_isNilForAFileOnlyItsOwnerCanWrite() {
        for mode: mode_t in [0o600, 0o400, 0o644, 0o444, 0o700, 0o100600] {
            XCTAssertNil(ConfigFilePermissions.problem(mode: mode, owner: 1000, user: 1000), String(mode, radix: 8))
        }
    }

    func test_problem_refusesAFileThatItsGroupOrOthersCanWrite() {
        for mode: mode_t in [0o620, 0o602, 0o666, 0o100664, 0o777] {
            XCTAssertEqual(
                ConfigFilePermissions.problem(mode: mode, owner: 1000, user: 1000),
                .writableByOthers(mode: mode & 0o7777), String(mode, radix: 8))
        }
    }

    func test_problem_refusesAFileOfAnotherUser_butTrustsRoots() {
        XCTAssertEqual(ConfigFilePermissions.problem(mode: 0o600, owner: 1001, user: 1000), .ownedByAnotherUser)
        XCTAssertNil(ConfigFilePermissions.problem(mode: 0o644, owner: 0, user: 1000))
        XCTAssertEqual(
            ConfigFilePermissions.problem(mode: 0o666, owner: 0, user: 1000), .writableByOthers(mode: 0o666))
    }

    func test_octal_writesPermissionBitsAsChmodDoes() {
        XCTAssertEqual(ConfigFilePermissions.octal(0o664), "0664")
        XCTAssertEqual(ConfigFilePermissions.octal(0o100602), "0602")
        XCTAssertEqual(ConfigFilePermissions.octal(0o1777), "1777")
    }
}
