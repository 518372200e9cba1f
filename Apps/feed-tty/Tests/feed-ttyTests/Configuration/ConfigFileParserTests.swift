import FeedTextUI
import XCTest

@testable import feed_tty

final class ConfigFileParserTests: XCTestCase {
    func test_parse_readsKeysAndValues_ignoringBlankLinesCommentsAndTheBlanksAroundThem() {
        let cases: [(text: String, expected: [String: ConfigFileEntry])] = [
            ("", [:]),
            ("\n\n", [:]),
            ("# a comment\n   # an indented one\n\t\n", [:]),
            ("url = http://a", ["url": entry("http://a", line: 1)]),
            ("url=http://a", ["url": entry("http://a", line: 1)]),
            ("  url\t=\t http://a  \t", ["url": entry("http://a", line: 1)]),
            ("# mine\n\nlang = el\n", ["lang": entry("el", line: 3)]),
            ("lang = el\ntimeout = 5\n", ["lang": entry("el", line: 1), "timeout": entry("5", line: 2)]),
            ("image-rows = 4 2", ["image-rows": entry("4 2", line: 1)]),
        ]

        for (text, expected) in cases {
            XCTAssertEqual(parse(text), .success(expected), text.debugDescription)
        }
    }

    func test_parse_keepsEverythingAfterTheFirstEqualsSignAsTheValue() {
        let cases: [(text: String, value: String)] = [
            ("url = http://a/b?x=1&y=2", "http://a/b?x=1&y=2"),
            ("url==http://a", "=http://a"),
            ("cache-dir = /tmp/a # not a comment", "/tmp/a # not a comment"),
            ("log = \"/tmp/feed.log\"", "\"/tmp/feed.log\""),
            ("url = http://a/#fragment", "http://a/#fragment"),
        ]

        for (text, value) in cases {
            XCTAssertEqual(parse(text).entries?.values.first?.value, value, text)
        }
    }

    func test_parse_readsAnEmptyValueAsEmpty() {
        for text in ["lang =", "lang=", "lang =   \t"] {
            XCTAssertEqual(parse(text), .success(["lang": entry("", line: 1)]), text)
        }
    }

    func test_parse_endsLinesAtLFOrCRLF_andCountsThemTheSame() {
        let lf = parse("# c\nlang = el\n\ntimeout = 5\n")
        let crlf = parse("# c\r\nlang = el\r\n\r\ntimeout = 5\r\n")
        let crlfWithoutTheLastLineBreak = parse("# c\r\nlang = el\r\n\r\ntimeout = 5")

        XCTAssertEqual(lf, .success(["lang": entry("el", line: 2), "timeout": entry("5", line: 4)]))
        XCTAssertEqual(crlf, lf)
        XCTAssertEqual(crlfWithoutTheLastLineBreak, lf)
    }

    func test_parse_skipsAByteOrderMarkAtTheStartOnly() {
        let withMark = ConfigFileParser.parse([0xEF, 0xBB, 0xBF] + Array("url = http://a\n".utf8), keys: keys)
        let markLater = parse("lang = el\n\u{FEFF}url = http://a\n")

        XCTAssertEqual(withMark, .success(["url": entry("http://a", line: 1)]))
        XCTAssertEqual(markLater, .failure(.init(line: 2, problem: .unknownKey("\u{FEFF}url", suggestion: "url"))))
    }

    func test_parse_reportsTheLineNumberOfAnUnknownKey() {
        let result = parse("# mine\nurl = http://a\ncolour = yes\n")

        XCTAssertEqual(result, .failure(.init(line: 3, problem: .unknownKey("colour", suggestion: "no-color"))))
    }

    func test_parse_suggestsTheSettingAnUnknownKeyMostLikelyMeant() {
        for (key, setting) in [
            ("colour", "no-color"), ("color", "no-color"), ("links", "no-links"), ("tiemout", "timeout"),
            ("URL", "url"), ("--url", "url"),
            ("u rl", "url"), ("imagess", "images"), ("cache", "no-cache"), ("help", nil), ("config", nil),
            ("version", nil), ("no-config", nil),
        ] as [(String, String?)] {
            XCTAssertEqual(
                parse("\(key) = x"), .failure(.init(line: 1, problem: .unknownKey(key, suggestion: setting))), key)
        }
    }

    func test_parse_refusesKeysThatAreNotSettings_caseIncluded() {
        for key in ["URL", "help", "version", "config", "no-config", "--url", "u rl"] {
            guard case let .failure(failure) = parse("\(key) = x"), case let .unknownKey(refused, _) = failure.problem
            else { return XCTFail("\(key) is not a setting") }
            XCTAssertEqual(refused, key)
        }
    }

    func test_parse_reportsALineThatIsNotKeyValue() {
        for line in ["url", "= http://a", " = ", "[feed-tty]", "url http://a", "  no-color  "] {
            XCTAssertEqual(
                parse("lang = el\n\(line)\n"), .failure(.init(line: 2, problem: .notKeyValue)), line.debugDescription)
        }
    }

    func test_parse_reportsADuplicateKeyWithTheLineOfTheFirst() {
        let result = parse("url = http://a\n# later:\nurl = http://b\n")

        XCTAssertEqual(result, .failure(.init(line: 3, problem: .duplicateKey("url", firstLine: 1))))
    }

    func test_parse_reportsALineThatIsNotUTF8Text() {
        let invalidUTF8: [UInt8] = Array("lang = el\nurl = ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let cases: [(bytes: [UInt8], line: Int)] = [
            (invalidUTF8, 2),
            (Array("lang = el\0\n".utf8), 1),
            (Array("lang = el\nurl = http://a\u{1B}[2J\n".utf8), 2),
            (Array("url = http://a\u{9B}2J\n".utf8), 1),
            (Array("\r\r\n".utf8), 1),
        ]

        for (bytes, line) in cases {
            XCTAssertEqual(
                ConfigFileParser.parse(bytes, keys: keys), .failure(.init(line: line, problem: .notText)), "\(bytes)")
        }
    }

    func test_parse_readsNonASCIIText() {
        XCTAssertEqual(
            parse("cache-dir = /tmp/Ελληνικά é\n"), .success(["cache-dir": entry("/tmp/Ελληνικά é", line: 1)]))
    }

    // MARK: - Helpers

    private let keys = Set(LaunchOptionsParser.settingNames)

    private func parse(_ text: String) -> Result<[String: ConfigFileEntry], ConfigFileParser.Failure> {
        ConfigFileParser.parse(Array(text.utf8), keys: keys)
    }

    private func entry(_ value: String, line: Int) -> ConfigFileEntry {
        ConfigFileEntry(value: value, line: line)
    }
}

extension Result where Success == [String: ConfigFileEntry] {
    fileprivate var entries: [String: ConfigFileEntry]? {
        try? get()
    }
}
