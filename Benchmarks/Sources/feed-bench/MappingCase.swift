import FeedAPI
import Foundation

/// Case 3: `FeedItemsMapper.map` on a big page, against a bare `JSONDecoder` into a plain
/// `Decodable` struct with the same fields.
final class MappingCase: BenchCase {
    let name = "mapping"
    let target = 1.1
    let count: Int
    private var payload = Data()
    private let response = HTTPResponse(url: URL(string: "https://example.com/v1/feed")!, statusCode: 200)

    var detail: String { "n=\(count) payload_bytes=\(payload.count)" }

    init(count: Int) {
        self.count = count
    }

    func prepare() throws {
        payload = try FeedPayload.make(count: count)
    }

    func measure(_ side: Side, completion: @escaping @MainActor (Result<Double, any Error>) -> Void) {
        let start = Clock.now()
        let decoded: Int
        do {
            switch side {
            case .ours:
                decoded = try FeedItemsMapper.map(payload, from: response).count
            case .reference, .naive:  // this case has no naive side: never asked for
                decoded = try JSONDecoder().decode(PlainFeed.self, from: payload).items.count
            }
        } catch {
            completion(.failure(error))
            return
        }
        let milliseconds = Clock.milliseconds(since: start)
        guard decoded == count else {
            completion(.failure(BenchFailure(description: "decoded \(decoded) of \(count) items")))
            return
        }
        completion(.success(milliseconds))
    }
}

/// The reference's model: the API's fields, nothing else.
private struct PlainFeed: Decodable {
    struct Item: Decodable {
        let id: UUID
        let description: String?
        let location: String?
        let image: URL
    }

    let items: [Item]
}
