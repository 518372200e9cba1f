import FeedTextUI
import XCTest

extension XCTestCase {
    func editor(typing text: String, history: CommandHistory = CommandHistory()) -> LineEditor {
        var editor = LineEditor(history: history, commands: [])
        _ = editor.handle(.text(text))
        return editor
    }

    func press(_ key: Key, times: Int = 1, on editor: inout LineEditor) {
        for _ in 0..<times { _ = editor.handle(key) }
    }

    func assert(
        _ editor: LineEditor, text: String, cursor: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(editor.text, text, "text", file: file, line: line)
        XCTAssertEqual(editor.cursor, cursor, "cursor", file: file, line: line)
    }
}
