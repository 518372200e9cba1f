import FeedAPI
import FeedFeature
import Foundation
import SeededRandom
import XCTest

/// `FeedItemsMapper` reads a page in one pass; `JSONDecoderFeedItemsMapper` through `JSONDecoder`.
/// On any body they give the same images or both refuse it. Each case also says which of the two
/// it is, so that a case cannot pass by both mappers going wrong the same way.
final class FeedItemsMapperDifferentialTests: XCTestCase {
    func test_map_agreesWithJSONDecoderOnPagesItAccepts() {
        for (name, body) in accepted {
            assertAgree(on: Array(body.utf8), expectingImages: true, name)
        }
        assertAgree(on: [0xEF, 0xBB, 0xBF] + Array(page([item()]).utf8), expectingImages: true, "UTF-8 BOM")
        let utf16 = Array(page([item()]).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        assertAgree(on: utf16, expectingImages: true, "UTF-16LE without BOM")
        assertAgree(on: [0xFF, 0xFE] + utf16, expectingImages: true, "UTF-16LE with BOM")
        assertAgree(
            on: Array("{\"x\":\"a".utf8) + [0xFF] + Array("\",\"items\":[]}".utf8), expectingImages: true,
            "invalid UTF-8 in a value that is only read")
    }

    func test_map_agreesWithJSONDecoderOnPagesItRefuses() {
        for (name, body) in refused {
            assertAgree(on: Array(body.utf8), expectingImages: false, name)
        }
        let invalidUTF8: [(String, [UInt8])] = [
            (
                "in a description",
                Array(#"{"items":[{"id":"\#(uuid)","description":"a"#.utf8) + [0xC3]
                    + Array(#"b","image":"\#(url)"}]}"#.utf8)
            ),
            ("in a key of the page", Array(#"{"items":[],"a"#.utf8) + [0xFF] + Array(#"":1}"#.utf8)),
            (
                "a UTF-8 encoded surrogate",
                Array(#"{"items":[{"id":"\#(uuid)","location":""#.utf8) + [0xED, 0xA0, 0x80]
                    + Array(#"","image":"\#(url)"}]}"#.utf8)
            ),
            ("after the page", Array(#"{"items":[]}"#.utf8) + [0xFF]),
            ("a BOM alone", [0xEF, 0xBB, 0xBF]),
        ]
        for (name, body) in invalidUTF8 {
            assertAgree(on: body, expectingImages: false, "invalid UTF-8 \(name)")
        }
    }

    func test_map_agreesWithJSONDecoderOnRandomlyDamagedPages() {
        var random = SplitMix64(seed: 26)  // the same damaged pages on every run
        let pages = accepted.map { Array($0.body.utf8) }
        let alphabet =
            Array(#"{}[]":,\ u0123456789abcdefABCDEF-+.eEtrunlsx/"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xFF, 0xED]
        for iteration in 0..<3_000 {
            let body = random.damaged(pages[Int(random.next() % UInt64(pages.count))], from: alphabet)
            let ours = MapResult(FeedItemsMapper.map, body)
            let reference = MapResult(JSONDecoderFeedItemsMapper.map, body)
            XCTAssertEqual(ours, reference, "iteration \(iteration): \(String(decoding: body, as: UTF8.self))")
            let parts = 1 + iteration % 16
            XCTAssertEqual(
                MapResult(readingInParts(of: parts, with: FeedItemsMapper.reader), body), reference,
                "iteration \(iteration) in parts of \(parts) bytes: \(String(decoding: body, as: UTF8.self))")
        }
    }

    // MARK: - Cases

    private let uuid = "A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D"
    private let url = "https://images.example.com/photos/1/640x480.jpg"

    private func item(_ fields: String? = nil) -> String {
        fields.map { "{\($0)}" }
            ?? #"{"id":"\#(uuid)","description":"a description","location":"a location","image":"\#(url)"}"#
    }

    private func page(_ items: [String]) -> String {
        #"{"items":[\#(items.joined(separator: ","))]}"#
    }

    private func itemWith(_ key: String, _ value: String) -> String {
        item(#""id":"\#(uuid)","image":"\#(url)","\#(key)":\#(value)"#)
    }

    private var accepted: [(name: String, body: String)] {
        [
            ("one item", page([item()])),
            ("empty page", page([])),
            ("many items", page(Array(repeating: item(), count: 20))),
            ("whitespace everywhere", " \n\t\r{ \"items\" :\n[ \(item()) ,\r\(item()) ] } \n"),
            ("escapes", page([itemWith("description", #""\"\\\/\b\f\n\r\t""#)])),
            ("unicode escapes", page([itemWith("description", #""\u00e9\u00C9\u0000 \u20AC""#)])),
            ("surrogate pair", page([itemWith("description", #""\ud83d\ude00 \uD83D\uDE00""#)])),
            ("raw UTF-8", page([itemWith("location", #""Valparaíso, Chile 📷""#)])),
            ("combining accent kept as sent", page([itemWith("description", #""e\u0301""#)])),
            ("DEL raw", page([itemWith("description", "\"a\u{7F}b\"")])),
            ("null optionals", page([item(#""id":"\#(uuid)","description":null,"location":null,"image":"\#(url)""#)])),
            ("missing optionals", page([item(#""image":"\#(url)","id":"\#(uuid)""#)])),
            ("lower-case id", page([item(#""id":"\#(uuid.lowercased())","image":"\#(url)""#)])),
            ("escaped URL", page([item(#""id":"\#(uuid)","image":"https:\/\/a.example\/x y"#.appending("\""))])),
            ("upper-case scheme and a port", page([item(#""id":"\#(uuid)","image":"HTTPS://a.example:8443/p?q=1""#)])),
            ("escaped key", #"{"\u0069tems":[{"\u0069d":"\#(uuid)","imag\u0065":"\#(url)"}]}"#),
            (
                "unknown fields of any type",
                page([itemWith("extra", #"{"a":[1,-2.5e+3,true,false,null,"s",{}],"b":[]}"#)])
            ),
            ("unknown fields around items", #"{"next":"x","items":[],"count":0}"#),
            (
                "numbers JSONDecoder only skips",
                #"{"x":[01,1.,-,1e,-0,1e999,-1-2+e.E,123456789012345678901234567890],"items":[]}"#
            ),
            ("trailing commas", page([item(), item() + ","]).replacingOccurrences(of: "]}", with: "],}")),
            ("duplicate items: the first counts", #"{"items":[\#(item())],"items":[1,{"\q":2}]}"#),
            (
                "duplicate fields: the first counts",
                page([
                    item(
                        #""id":"\#(uuid)","id":"bad","description":"a","description":null,"location":null,"location":3,"image":"\#(url)","image":"ftp://x""#
                    )
                ])
            ),
            ("a control byte in a value only read", "{\"x\":\"a\u{01}b\",\"items\":[]}"),
            ("bad escapes in values only read", #"{"x":["\q","\ud800","\u12G4","\u\\\\"],"items":[]}"#),
            ("bad keys in objects only read", #"{"x":{"\q":1},"items":[\#(itemWith("y", #"{"\ud800":1}"#))]}"#),
            (
                "deep nesting, 512 levels",
                #"{"x":\#(String(repeating: "[", count: 511))\#(String(repeating: "]", count: 511)),"items":[]}"#
            ),
            ("a long description of escapes", page([itemWith("description", longEscaped(#"\u001b\n\ud83d\ude00é"#))])),
            (
                "deep nesting in an item, 512 levels",
                page([itemWith("z", String(repeating: "[", count: 509) + String(repeating: "]", count: 509))])
            ),
        ]
    }

    private var refused: [(name: String, body: String)] {
        [
            ("empty body", ""), ("whitespace only", " \n"), ("not JSON", "invalid json"), ("a top-level array", "[]"),
            ("a top-level string", #""items""#), ("null", "null"), ("no items", #"{"images":[]}"#),
            ("items of another case", #"{"Items":[]}"#), ("items null", #"{"items":null}"#),
            ("items an object", #"{"items":{}}"#), ("an item null", #"{"items":[null]}"#),
            ("an item a number", #"{"items":[1]}"#),
            ("duplicate items: the first is bad", #"{"items":[1],"items":[\#(item())]}"#),
            ("missing id", page([item(#""image":"\#(url)""#)])), ("missing image", page([item(#""id":"\#(uuid)""#)])),
            ("null id", page([item(#""id":null,"image":"\#(url)""#)])),
            ("null image", page([item(#""id":"\#(uuid)","image":null"#)])),
            ("id not a UUID", page([item(#""id":"not-a-uuid","image":"\#(url)""#)])),
            ("id in braces", page([item(#""id":"{\#(uuid)}","image":"\#(url)""#)])),
            ("duplicate ids: the first is bad", page([item(#""id":"bad","id":"\#(uuid)","image":"\#(url)""#)])),
            ("id a number", page([item(#""id":1,"image":"\#(url)""#)])),
            ("description a number", page([itemWith("description", "1")])),
            ("location a bool", page([itemWith("location", "true")])),
            ("image an object", page([item(#""id":"\#(uuid)","image":{"url":"\#(url)"}"#)])),
            ("image ftp", page([item(#""id":"\#(uuid)","image":"ftp://a.example/x""#)])),
            ("image relative", page([item(#""id":"\#(uuid)","image":"/images/x.png""#)])),
            ("image without host", page([item(#""id":"\#(uuid)","image":"https:///x""#)])),
            ("image empty", page([item(#""id":"\#(uuid)","image":"""#)])),
            ("a good item then a bad one", page([item(), item(#""id":"\#(uuid)""#)])),
            ("trailing garbage", page([]) + " x"), ("two documents", page([]) + page([])),
            ("a NUL after", page([]) + "\u{0}"),
            ("form feed is not whitespace", "\u{0C}" + page([])), ("single quotes", "{'items':[]}"),
            ("a comma alone", #"{"items":[,]}"#), ("an empty member", #"{,"items":[]}"#),
            ("missing colon", #"{"items" []}"#), ("unclosed page", #"{"items":[]"#), ("unclosed string", #"{"items"#),
            ("number with plus", #"{"x":+1,"items":[]}"#), ("number with dot", #"{"x":.5,"items":[]}"#),
            ("number then a letter", #"{"x":1x,"items":[]}"#), ("tru", #"{"x":tru,"items":[]}"#),
            ("nul", #"{"x":nul,"items":[]}"#), ("a short unicode escape only read", #"{"x":"\u12","items":[]}"#),
            ("a backslash at the end", #"{"x":"\"#),
            ("a control byte in a description", page([itemWith("description", "\"a\u{01}b\"")])),
            ("a raw tab in a description", page([itemWith("description", "\"a\tb\"")])),
            ("a bad escape in a location", page([itemWith("location", #""\q""#)])),
            ("a bad unicode escape", page([itemWith("description", #""\u+041""#)])),
            ("a lone high surrogate", page([itemWith("description", #""\ud800""#)])),
            ("a lone low surrogate", page([itemWith("description", #""\udc00x""#)])),
            ("a high surrogate then no low one", page([itemWith("description", #""\ud83d\u0041""#)])),
            ("a bad key after the items", #"{"items":[],"\q":1}"#),
            ("a surrogate key after the items", #"{"items":[],"\ud800":1}"#),
            ("a control byte in a key", "{\"items\":[],\"a\u{01}\":1}"),
            ("a bad key in an item", page([itemWith("\\q", "1")])),
            (
                "deep nesting, 513 levels",
                #"{"x":\#(String(repeating: "[", count: 512))\#(String(repeating: "]", count: 512)),"items":[]}"#
            ),
            (
                "deep nesting in an item, 513 levels",
                page([itemWith("z", String(repeating: "[", count: 510) + String(repeating: "]", count: 510))])
            ),
            ("two BOMs", "\u{FEFF}\u{FEFF}" + page([])),
            ("a long description with a lone surrogate", page([itemWith("description", longEscaped(#"\n\ud800"#))])),
            ("a long description with a bad escape", page([itemWith("description", longEscaped(#"\n\q"#))])),
            ("a long description with a control byte", page([itemWith("description", longEscaped("\\n\u{01}"))])),
            (
                "a long description starting with a NUL byte",
                page([itemWith("description", longEscaped("\u{0}\u{0}\\n"))])
            ),
        ]
    }

    /// A string value of `piece` repeated past what `JSONStringDecoder` decodes itself.
    private func longEscaped(_ piece: String) -> String {
        "\"" + String(repeating: piece, count: 5_000 / piece.utf8.count + 1) + "\""
    }

    // MARK: - Helpers

    private func assertAgree(
        on body: [UInt8], expectingImages: Bool, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertAgree(
            FeedItemsMapper.map, reading: FeedItemsMapper.reader, JSONDecoderFeedItemsMapper.map, on: body,
            expectingValue: expectingImages, name,
            file: file, line: line)
    }
}
