import Foundation
import XCTest

@testable import FeedTextUI

/// The manual, docs/feed-tty.1, against the options' declaration (`CommandLineOption.all`): its
/// OPTIONS has a tagged paragraph for each declared option, written as help writes it
/// (`--images MODE`, `--help, -h`), naming every value the option takes, and none for an option
/// that is not declared; its SYNOPSIS names each of them, and its CONFIGURATION each key.
final class CommandLineManualTests: XCTestCase {
    func test_options_haveAParagraphEachWrittenAsHelpWritesThem_andNoOthers() throws {
        let tags = try Self.optionParagraphs().map(\.tag)
        let declared = CommandLineOption.all.map(Self.tag)

        XCTAssertEqual(declared.filter { !tags.contains($0) }, [], "declared, not in the manual's OPTIONS")
        XCTAssertEqual(tags.filter { !declared.contains($0) }, [], "in the manual's OPTIONS, not declared")
        XCTAssertEqual(tags.count, Set(tags).count, "one paragraph each")
    }

    func test_options_nameEveryValueAnOptionTakes() throws {
        let paragraphs = try Self.optionParagraphs()

        for option in CommandLineOption.all {
            guard case let .text(_, .choices(choices)) = option.value else { continue }
            let paragraph = paragraphs.first { $0.tag == Self.tag(option) }
            let words = Set(paragraph?.text.split { !$0.isLetter && !$0.isNumber && $0 != "-" }.map(String.init) ?? [])
            for choice in choices {
                XCTAssertTrue(words.contains(choice), "\(option.name): \(choice) in its paragraph")
            }
        }
    }

    func test_synopsis_namesEveryOption() throws {
        let synopsis = try Self.section("SYNOPSIS").joined(separator: " ")
        let named = Set(synopsis.split { !$0.isLetter && $0 != "-" }.filter { $0.hasPrefix("-") }.map(String.init))

        let declared = CommandLineOption.all.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
        XCTAssertEqual(named, Set(declared))
    }

    func test_configuration_namesEveryKeyTheOptionsDeclare() throws {
        let configuration = try Self.section("CONFIGURATION").map(Self.rendered).joined(separator: " ")
        let words = Set(configuration.split { !$0.isLetter && $0 != "-" }.map(String.init))

        for key in CommandLineOption.configKeys {
            XCTAssertTrue(words.contains(key), "\(key) in CONFIGURATION")
        }
    }

    // MARK: - The manual, read

    private struct Paragraph {
        let tag: String
        var text: String
    }

    private static func tag(_ option: CommandLineOption) -> String {
        option.usage + (option.shortName.map { ", " + $0 } ?? "")
    }

    /// OPTIONS' tagged paragraphs (`.TP` then the tag's line), not those nested in one (`.RS`).
    private static func optionParagraphs() throws -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var depth = 0
        var tagFollows = false
        for line in try section("OPTIONS") {
            if line.hasPrefix(".RS") { depth += 1 }
            if line.hasPrefix(".RE") { depth -= 1 }
            if tagFollows {
                paragraphs.append(Paragraph(tag: rendered(line), text: ""))
                tagFollows = false
            } else if depth == 0, line == ".TP" {
                tagFollows = true
            } else if !paragraphs.isEmpty {
                paragraphs[paragraphs.count - 1].text += " " + rendered(line)
            }
        }
        return paragraphs
    }

    /// The section's source lines, without their heading, escapes undone (`\-` is `-`).
    private static func section(_ name: String) throws -> [String] {
        let manual = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appending(path: "../../../../docs/feed-tty.1").standardized
        let lines = try String(contentsOf: manual, encoding: .utf8).split(separator: "\n").map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: ".SH \(name)"), "no section \(name)")
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix(".SH ") })
            .map { $0.replacing("\\-", with: "-").replacing(/\\f[BIRP]/, with: "") }
    }

    /// A line as it reads: `.BI --url " BASE"` is `--url BASE`. The font macros that alternate
    /// (`.BI`, `.BR`) join their arguments, `.B` and `.I` keep the spaces between them.
    private static func rendered(_ line: String) -> String {
        guard line.hasPrefix(".") else { return line }
        let macro = line.prefix { $0 != " " }
        let arguments = line.dropFirst(macro.count).split(separator: "\"", omittingEmptySubsequences: false)
            .enumerated().flatMap { index, part in
                index.isMultiple(of: 2) ? part.split(separator: " ").map(String.init) : [String(part)]
            }
        return arguments.joined(separator: macro.count == 3 ? "" : " ")
    }
}
