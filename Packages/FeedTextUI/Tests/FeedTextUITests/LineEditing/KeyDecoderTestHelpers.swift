import FeedTextUI
import XCTest

extension XCTestCase {
    /// The keys a fresh decoder delivers for `chunks`, read one after the other.
    func keys(of chunks: [String]) -> [Key] {
        keys(ofBytes: chunks.map { Array($0.utf8) })
    }

    func keys(ofBytes chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) }
    }
}
