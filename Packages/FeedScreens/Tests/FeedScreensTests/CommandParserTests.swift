import FeedScreens
import XCTest

final class CommandParserTests: XCTestCase {
    func test_parse_recognizesEachCommandByNameAndShortcut() {
        let expectations: [(String, Command)] = [
            ("refresh", .refresh), ("r", .refresh),
            ("more", .more), ("m", .more),
            ("back", .back), ("b", .back),
            ("help", .help), ("?", .help),
            ("watch", .watch), ("unwatch", .unwatch),
            ("quit", .quit), ("q", .quit), ("exit", .quit),
        ]

        for (line, command) in expectations {
            XCTAssertEqual(CommandParser.parse(line), .command(command), "for input '\(line)'")
        }
    }

    func test_parse_recognizesRetryWithAnItemNumber() {
        XCTAssertEqual(CommandParser.parse("retry 3"), .command(.retry(3)))
        XCTAssertEqual(CommandParser.parse("  RETRY   12 "), .command(.retry(12)))
    }

    func test_parse_recognizesCommentsWithAnItemNumber() {
        XCTAssertEqual(CommandParser.parse("comments 3"), .command(.comments(3)))
        XCTAssertEqual(CommandParser.parse("c 10"), .command(.comments(10)))
        XCTAssertEqual(CommandParser.parse("c"), .missingNumber(command: "comments"))
    }

    func test_parse_deliversMissingNumberOnRetryWithoutAValidItemNumber() {
        for line in ["retry", "retry x", "retry 0", "retry -1", "retry 1 2", "retry 99999999999999999999999"] {
            XCTAssertEqual(CommandParser.parse(line), .missingNumber(command: "retry"), "for input '\(line)'")
        }
    }

    func test_parse_ignoresCaseAndSurroundingWhitespace() {
        XCTAssertEqual(CommandParser.parse("  ReFresh \t"), .command(.refresh))
    }

    func test_parse_deliversEmptyOnBlankLine() {
        XCTAssertEqual(CommandParser.parse(""), .empty)
        XCTAssertEqual(CommandParser.parse("   "), .empty)
    }

    func test_parse_deliversUnknownWithTheTrimmedInputOnAnythingElse() {
        XCTAssertEqual(CommandParser.parse(" refreshh "), .unknown("refreshh", suggestion: "refresh"))
        XCTAssertEqual(CommandParser.parse("r now"), .unknown("r now"))
    }

    func test_parse_suggestsTheNearestCommandOnATypo() {
        let typos: [(String, String)] = [
            ("mroe", "more"), ("hlep", "help"), ("refesh", "refresh"), ("retyr 3", "retry"), ("coments 2", "comments"),
            ("BAKC", "back"), ("quti", "quit"),
        ]

        for (line, command) in typos {
            XCTAssertEqual(CommandParser.parse(line), .unknown(line, suggestion: command), "for input '\(line)'")
        }
    }

    func test_parse_suggestsNothingWhenNoCommandIsClose() {
        for line in ["x", "zz", "hello", "quitting now", "mo re", "qq"] {
            XCTAssertEqual(CommandParser.parse(line), .unknown(line), "for input '\(line)'")
        }
    }

    func test_commandNames_areEveryCommandTheParserKnowsByName() {
        for name in CommandParser.commandNames {
            XCTAssertNotEqual(CommandParser.parse(name), .unknown(name), name)
        }
        XCTAssertEqual(Set(CommandParser.commandNames).count, 12)
    }

    func test_parse_recognizesOpenWithAnItemNumber() {
        XCTAssertEqual(CommandParser.parse("open 3"), .command(.open(3)))
        XCTAssertEqual(CommandParser.parse("open"), .missingNumber(command: "open"))
        XCTAssertEqual(CommandParser.parse("open x"), .missingNumber(command: "open"))
    }

    func test_parse_recognizesFindWithTheRestOfTheLineAsTyped() {
        XCTAssertEqual(CommandParser.parse("find salt flats"), .command(.find("salt flats")))
        XCTAssertEqual(CommandParser.parse("  FIND   Café  au lait "), .command(.find("Café  au lait")))
    }

    func test_parse_deliversMissingTextOnFindWithoutAny() {
        XCTAssertEqual(CommandParser.parse("find"), .missingText(command: "find"))
        XCTAssertEqual(CommandParser.parse("find   "), .missingText(command: "find"))
    }
}
