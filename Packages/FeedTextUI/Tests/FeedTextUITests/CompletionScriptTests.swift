import FeedPresentation
import XCTest

@testable import FeedTextUI

/// The scripts are run in real shells by Scripts/tests/test_manual_and_completions.py; these say
/// what each is written from.
final class CompletionScriptTests: XCTestCase {
    func test_script_ofEachShell_namesEveryDeclaredOption() throws {
        for shell in CompletionScript.shells {
            let script = try XCTUnwrap(CompletionScript.script(for: shell), shell)

            for option in CommandLineOption.all {
                let name = shell == "fish" ? "-l \(option.name.dropFirst(2)) " : option.name
                XCTAssertTrue(script.contains(name), "\(shell): \(option.name)")
            }
        }
    }

    func test_script_ofEachShell_offersTheValuesOfAnOptionThatTakesOneOfSome() throws {
        let images = CommandLineOption(
            "--shape", .text(placeholder: "SHAPE", kind: .choices(["round", "square"])), help: "OPTION_IMAGES")

        for shell in CompletionScript.shells {
            let script = try XCTUnwrap(CompletionScript.script(for: shell, options: [images]), shell)

            XCTAssertTrue(script.contains("round square"), "\(shell): \(script)")
        }
    }

    func test_script_ofAnotherShell_isNil() {
        XCTAssertNil(CompletionScript.script(for: "ksh"))
        XCTAssertNil(CompletionScript.script(for: ""))
    }

    func test_script_describesTheOptionsInTheChosenLanguage() throws {
        defer { Localization.use("en") }
        Localization.use("el")

        for shell in ["zsh", "fish"] {
            let script = try XCTUnwrap(CompletionScript.script(for: shell), shell)

            XCTAssertTrue(script.contains(CommandLineHelp.text("OPTION_NO_CACHE")), shell)
        }
    }

    func test_zshScript_quotesADescriptionsQuoteAndBrackets() throws {
        let option = CommandLineOption("--rows", .onOff, help: "OPTION_IMAGE_ROWS")

        let script = try XCTUnwrap(CompletionScript.script(for: "zsh", options: [option]))

        XCTAssertTrue(script.contains("terminal'\\''s rows"), script)
    }
}
