import FeedAPI
import FeedFeature
import Foundation
import SeededRandom
import XCTest

/// `ImageCommentsMapper` reads comments in one pass; `JSONDecoderImageCommentsMapper` through
/// `JSONDecoder`. On any body they give the same comments or both refuse it; each case also says
/// which, so that a case cannot pass by both going wrong the same way.
final class ImageCommentsMapperDifferentialTests: XCTestCase {
    func test_map_agreesWithJSONDecoderOnBodiesItAccepts() {
        for (name, body) in accepted {
            assertAgree(on: Array(body.utf8), expectingComments: true, name)
        }
        let utf16 = Array(page([comment()]).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        assertAgree(on: [0xFF, 0xFE] + utf16, expectingComments: true, "UTF-16LE with BOM")
    }

    func test_map_agreesWithJSONDecoderOnBodiesItRefuses() {
        for (name, body) in refused {
            assertAgree(on: Array(body.utf8), expectingComments: false, name)
        }
        let invalidUTF8 =
            Array(#"{"items":[{"id":"\#(uuid)","message":"a"#.utf8) + [0xC3]
            + Array(#"b","created_at":"\#(date)","author":{"username":"a"}}]}"#.utf8)
        assertAgree(on: invalidUTF8, expectingComments: false, "invalid UTF-8 in a message")
    }

    func test_map_agreesWithJSONDecoderOnRandomlyDamagedBodies() {
        var random = SplitMix64(seed: 38)
        let bodies = accepted.map { Array($0.body.utf8) }
        let alphabet = Array(#"{}[]":,\ u0123456789abcdefABCDEF-+.eEtrunlsxTZ"#.utf8) + [0x00, 0x1F, 0xC3, 0xFF]
        for iteration in 0..<2_000 {
            let body = random.damaged(bodies[Int(random.next() % UInt64(bodies.count))], from: alphabet)
            let reference = MapResult(JSONDecoderImageCommentsMapper.map, body)
            XCTAssertEqual(
                MapResult(ImageCommentsMapper.map, body), reference,
                "iteration \(iteration): \(String(decoding: body, as: UTF8.self))")
            let parts = 1 + iteration % 16
            XCTAssertEqual(
                MapResult(readingInParts(of: parts, with: ImageCommentsMapper.reader), body), reference,
                "iteration \(iteration) in parts of \(parts) bytes: \(String(decoding: body, as: UTF8.self))")
        }
    }

    // MARK: - Cases

    private let uuid = "A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D"
    private let date = "2020-05-20T11:24:59+0000"

    private func comment(_ fields: String? = nil) -> String {
        fields.map { "{\($0)}" }
            ?? #"{"id":"\#(uuid)","message":"a message","created_at":"\#(date)","author":{"username":"a username"}}"#
    }

    private func page(_ comments: [String]) -> String {
        #"{"items":[\#(comments.joined(separator: ","))]}"#
    }

    private func fields(replacing key: String, with value: String?) -> String {
        var fields = [
            ("id", #""\#(uuid)""#), ("message", #""a message""#), ("created_at", #""\#(date)""#),
            ("author", #"{"username":"a username"}"#),
        ]
        if let index = fields.firstIndex(where: { $0.0 == key }) {
            if let value { fields[index].1 = value } else { fields.remove(at: index) }
        } else if let value {
            fields.append((key, value))
        }
        return fields.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",")
    }

    private var accepted: [(name: String, body: String)] {
        [
            ("one comment", page([comment()])),
            ("no comments", page([])),
            ("two comments, whitespace between tokens", " { \"items\" : [ \(comment()) ,\n\(comment()) ] } "),
            ("a trailing comma", #"{"items":[\#(comment()),]}"#),
            ("unknown keys, nested", page([comment(fields(replacing: "extra", with: #"{"a":[1,true,null]}"#))])),
            (
                "an author with other keys",
                page([comment(fields(replacing: "author", with: #"{"x":1,"username":"u"}"#))])
            ),
            (
                "a duplicate message: the first counts",
                page([comment(fields(replacing: "extra", with: nil) + #","message":1"#)])
            ),
            (
                "escapes in a message",
                page([comment(fields(replacing: "message", with: #""a\nb \u00e9 \ud83d\ude00""#))])
            ),
            ("non-ASCII text", page([comment(fields(replacing: "message", with: "\"Φάρος — São Paulo\""))])),
            ("a date with Z", page([comment(fields(replacing: "created_at", with: #""2020-05-20T11:24:59Z""#))])),
            (
                "a date with +00:00",
                page([comment(fields(replacing: "created_at", with: #""2020-05-20T11:24:59+00:00""#))])
            ),
            ("a lower-case id", page([comment(fields(replacing: "id", with: "\"\(uuid.lowercased())\""))])),
            ("keys after the items", #"{"items":[],"next":{"a":"b"}}"#),
            ("a UTF-8 BOM", "\u{FEFF}" + page([comment()])),
        ]
    }

    private var refused: [(name: String, body: String)] {
        [
            ("no items", #"{"comments":[]}"#),
            ("items null", #"{"items":null}"#),
            ("a comment null", page(["null"])),
            ("no id", page([comment(fields(replacing: "id", with: nil))])),
            ("a bad id", page([comment(fields(replacing: "id", with: #""not a uuid""#))])),
            ("a message null", page([comment(fields(replacing: "message", with: "null"))])),
            ("a message number", page([comment(fields(replacing: "message", with: "1"))])),
            ("no date", page([comment(fields(replacing: "created_at", with: nil))])),
            ("a bad date", page([comment(fields(replacing: "created_at", with: #""yesterday""#))])),
            ("a date with trailing text", page([comment(fields(replacing: "created_at", with: "\"\(date)x\""))])),
            ("no author", page([comment(fields(replacing: "author", with: nil))])),
            ("an author null", page([comment(fields(replacing: "author", with: "null"))])),
            ("an author string", page([comment(fields(replacing: "author", with: #""a""#))])),
            ("an author without username", page([comment(fields(replacing: "author", with: #"{"name":"a"}"#))])),
            ("a username null", page([comment(fields(replacing: "author", with: #"{"username":null}"#))])),
            ("text after the body", page([]) + "x"),
            ("a control byte in a key", "{\"items\":[],\"a\u{01}\":1}"),
            ("not an object", "[]"),
        ]
    }

    // MARK: - Helpers

    private func assertAgree(
        on body: [UInt8], expectingComments: Bool, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertAgree(
            ImageCommentsMapper.map, reading: ImageCommentsMapper.reader, JSONDecoderImageCommentsMapper.map, on: body,
            expectingValue: expectingComments,
            name, file: file, line: line)
    }
}
