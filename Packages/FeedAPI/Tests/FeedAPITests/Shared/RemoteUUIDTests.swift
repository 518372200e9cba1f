import Foundation
import XCTest

@testable import FeedAPI

final class RemoteUUIDTests: XCTestCase {
    func test_canonical_readsEveryUUIDAsFoundationDoes_inEitherCase() {
        for _ in 0..<1_000 {
            let uuid = UUID()
            let spellings = [
                uuid.uuidString, uuid.uuidString.lowercased(),
                String(
                    uuid.uuidString.enumerated().map {
                        $0.offset.isMultiple(of: 2) ? $0.element : Character($0.element.lowercased())
                    }),
            ]
            for spelling in spellings {
                XCTAssertEqual(RemoteUUID.canonical(spelling), uuid, spelling)
                XCTAssertEqual(RemoteUUID.canonical(spelling), UUID(uuidString: spelling), spelling)
            }
        }
    }

    func test_canonical_isNilForAnyOtherForm() {
        let valid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        var others = [
            "", "E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", valid + "0",
            " " + valid.dropLast(), "E621E1F8-C36C-495A-93FC+0C247A3E6E5F", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5\u{0}", "+621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5é",
        ]
        // A dash moved to every other place.
        for index in valid.indices where valid[index] != "-" {
            var moved = valid
            moved.replaceSubrange(index...index, with: "-")
            others.append(moved)
        }
        for other in others {
            XCTAssertNil(RemoteUUID.canonical(other), other)
        }
    }

    func test_decoding_leavesAFormItDoesNotReadToFoundation() throws {
        // Foundation's `sscanf` takes a sign inside a byte's two digits; what it accepts stays accepted.
        let unusual = "+621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let decoded = try? JSONDecoder().decode([RemoteUUID].self, from: Data("[\"\(unusual)\"]".utf8))
        #if os(Linux)
            XCTAssertNotNil(UUID(uuidString: unusual), "Foundation on Linux takes it, so the decoder must too")
        #endif

        XCTAssertEqual(decoded?.first?.value, UUID(uuidString: unusual))
    }

    func test_decoding_failsOnAStringThatIsNoUUID() {
        XCTAssertThrowsError(try JSONDecoder().decode([RemoteUUID].self, from: Data("[\"not a uuid\"]".utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode([RemoteUUID].self, from: Data("[42]".utf8)))
    }
}
