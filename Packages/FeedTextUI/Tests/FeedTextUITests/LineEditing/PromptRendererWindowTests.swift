import FeedTextUI
import Foundation
import SeededRandom
import XCTest

final class PromptRendererWindowTests: XCTestCase {
    private let widths: [Character: Int] = ["a": 1, "한": 2, "👍🏽": 2, "e\u{301}": 1]

    func test_redraw_alwaysFitsTheLineBeforeTheLastColumnWithTheCursorOnAShownCharacterBoundary() {
        var random = SplitMix64(seed: 14)
        for _ in 0..<2_000 {
            var sut = PromptRenderer()
            let columns = Int.random(in: 2...30, using: &random)
            let prompt = ["", "> ", "feed> "].randomElement(using: &random)!
            let text = String(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    widths.keys.randomElement(using: &random)!
                })
            for cursor in (0..<8).map({ _ in Int.random(in: 0...text.count, using: &random) }) {
                let drawn = String(
                    decoding: sut.redraw(prompt: prompt, text: text, cursor: cursor, columns: columns), as: UTF8.self)
                check(drawn, prompt: prompt, text: Array(text), cursor: cursor, columns: columns)
            }
        }
    }

    private func check(_ drawn: String, prompt: String, text: [Character], cursor: Int, columns: Int) {
        let context = "\(prompt)|\(String(text))| cursor \(cursor), \(columns) columns: \(drawn.debugDescription)"
        var rest = Substring(drawn.dropFirst())
        let shownPrompt = rest.hasPrefix(prompt) && prompt.count <= (columns - 1) / 2 ? prompt : ""
        rest = rest.dropFirst(shownPrompt.count)
        guard let erase = rest.range(of: "\u{1B}[K") else { return XCTFail(context) }
        let shown = Array(rest[..<erase.lowerBound])
        let move = rest[erase.upperBound...]
        let shownWidth = shown.reduce(0) { $0 + widths[$1]! }
        XCTAssertLessThanOrEqual(shownPrompt.count + shownWidth, columns - 1, context)

        // The shown text may occur more than once in the line: one place must fit the cursor.
        let fitsSomewhere = (0...text.count - shown.count).contains { start in
            guard Array(text[start..<start + shown.count]) == shown, (start...start + shown.count).contains(cursor)
            else { return false }
            let column = shownPrompt.count + shown[..<(cursor - start)].reduce(0) { $0 + widths[$1]! }
            let expectedMove = cursor == start + shown.count ? "" : column == 0 ? "\r" : "\r\u{1B}[\(column)C"
            return move == expectedMove
        }
        XCTAssertTrue(fitsSomewhere, context)
    }
}
