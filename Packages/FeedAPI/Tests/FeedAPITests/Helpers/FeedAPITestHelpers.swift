import FeedAPI
import FeedFeature
import Foundation

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

extension HTTPResponse {
    init(statusCode: Int) {
        self.init(url: URL(string: "https://any-url.com")!, statusCode: statusCode)
    }
}

/// `createdAt` defaults to 2020-05-20T11:24:59+0000, in the form the API sends.
func makeComment(
    id: UUID = UUID(),
    message: String = "a message",
    createdAt: (date: Date, iso8601String: String) = (
        Date(timeIntervalSince1970: 1_589_973_899), "2020-05-20T11:24:59+0000"
    ),
    username: String = "a username"
) -> (model: ImageComment, json: [String: Any]) {
    let model = ImageComment(id: id, message: message, createdAt: createdAt.date, username: username)
    let json: [String: Any] = [
        "id": id.uuidString,
        "message": message,
        "created_at": createdAt.iso8601String,
        "author": ["username": username],
    ]
    return (model, json)
}
