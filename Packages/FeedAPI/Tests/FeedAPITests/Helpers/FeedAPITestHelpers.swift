import FeedFeature
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

func makeItem(
    id: UUID = UUID(),
    description: String? = nil,
    location: String? = nil,
    imageURL: URL = URL(string: "https://a-url.com/image.png")!
) -> (model: FeedImage, json: [String: Any]) {
    let model = FeedImage(id: id, description: description, location: location, url: imageURL)
    let json: [String: Any?] = [
        "id": id.uuidString,
        "description": description,
        "location": location,
        "image": imageURL.absoluteString,
    ]
    return (model, json.compactMapValues { $0 })
}

func makeItemsJSON(_ items: [[String: Any]]) -> Data {
    try! JSONSerialization.data(withJSONObject: ["items": items])
}

extension HTTPURLResponse {
    convenience init(statusCode: Int) {
        self.init(
            url: URL(string: "https://any-url.com")!, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
    }
}
