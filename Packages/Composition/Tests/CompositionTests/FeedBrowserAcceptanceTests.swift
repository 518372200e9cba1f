import FeedAPI
import Foundation
import TestSupport
import XCTest

@testable import Composition

/// `open N` in the composed app: a web address goes to the browser, anything else goes nowhere, and
/// one line says which.
final class FeedBrowserAcceptanceTests: XCTestCase {
    @MainActor
    func test_open_handsTheItemsImageAddressToTheBrowser_andSaysSo() async {
        let browser = BrowserLauncherSpy()
        let (app, input, output, _) = makeComposer(httpClient: HTTPClientStub.online(twoItems), browser: browser)
        app.start()

        input.type("open 1")

        XCTAssertEqual(browser.opened, [URL(string: "https://images.example/1.png")!])
        XCTAssertEqual(output.lines.suffix(2), ["The image of item 1 went to the browser.", ""])
    }

    @MainActor
    func test_open_ofAnAddressThatIsNotAWebPages_handsNothingOn() async {
        // The API takes no page with such an address; what opens checks again all the same.
        let browser = BrowserLauncherSpy()
        let (app, _, output, _) = makeComposer(httpClient: HTTPClientStub.online(twoItems), browser: browser)
        app.start()

        app.openInBrowser("file:///etc/passwd", itemNumber: 2)

        XCTAssertEqual(browser.opened, [])
        XCTAssertEqual(
            output.lines.suffix(2),
            ["The image of item 2 is not at a web address (http or https): it was not opened.", ""])
    }

    @MainActor
    func test_open_withNothingToOpenItWith_saysHowToHaveSomething() async {
        let refusing = BrowserLauncherSpy(opens: false)
        let (withNone, noneInput, noneOutput, _) = makeComposer(httpClient: HTTPClientStub.online(twoItems))
        let (withRefusing, refusingInput, refusingOutput, _) = makeComposer(
            httpClient: HTTPClientStub.online(twoItems), browser: refusing)
        withNone.start()
        withRefusing.start()

        noneInput.type("open 1")
        refusingInput.type("open 1")

        let noBrowser = "There is nothing to open it with: set BROWSER to a browser, or install xdg-open (xdg-utils)."
        // Wrapped at 80 columns: compared with its lines joined.
        XCTAssertTrue(noneOutput.text.replacingOccurrences(of: "\n", with: " ").hasSuffix(noBrowser + " "))
        XCTAssertTrue(refusingOutput.text.replacingOccurrences(of: "\n", with: " ").hasSuffix(noBrowser + " "))
    }
}

private final class BrowserLauncherSpy: BrowserLauncher {
    private(set) var opened = [URL]()
    private let opens: Bool

    init(opens: Bool = true) {
        self.opens = opens
    }

    func open(_ url: URL) -> Bool {
        opened.append(url)
        return opens
    }
}

/// A page of two items, their images at https and http addresses.
private func twoItems(for url: URL) -> (Data, HTTPResponse) {
    let ok = HTTPResponse(url: url, statusCode: 200)
    guard url.lastPathComponent == "feed", !(url.query ?? "").contains("after_id") else {
        return (url.lastPathComponent == "feed" ? Data(#"{"items": []}"#.utf8) : pngHeader(width: 1, height: 1), ok)
    }
    let items = [("https://images.example/1.png", 1), ("http://images.example/2.png", 2)].map { address, number in
        #"{"id": "\#(UUID())", "description": "item \#(number)", "image": "\#(address)"}"#
    }
    return (Data(#"{"items": [\#(items.joined(separator: ","))]}"#.utf8), ok)
}
