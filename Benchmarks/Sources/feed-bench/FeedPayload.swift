import Foundation
import SeededRandom

/// A realistic, reproducible feed page: UUIDs, descriptions of 60 to 100 characters (one in ten
/// missing), locations (one in four missing) and https image URLs.
enum FeedPayload {
    private struct Page: Encodable {
        let items: [Item]
    }

    private struct Item: Encodable {
        let id: UUID
        let description: String?
        let location: String?
        let image: URL
    }

    private static let words = """
        morning fog lifting off the harbour with fishing boats still tied up at pier narrow cobbled \
        lane lined flower boxes and blue shutters sunset over salt flats sky reflected in thin layer \
        of water old yellow tram crossing hill rush hour tea terraces climbing hillside after night \
        rain quiet reading corner window seat stack paperbacks snow on rooftops town seen from castle
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    private static let places = [
        "Porto, Portugal", "Colmar, France", "Salar de Uyuni, Bolivia", "Lisbon, Portugal", "Munnar, India",
        "Tallinn, Estonia", "Palermo, Italy", "Peggy's Cove, Canada", "Kyoto, Japan", "Valparaíso, Chile",
    ]

    static func make(count: Int) throws -> Data {
        var random = SplitMix64(seed: 42)
        var items = [Item]()
        items.reserveCapacity(count)
        for index in 0..<count {
            let id = UUID(uuid: random.uuidBytes())
            var description = ""
            let length = 60 + Int(random.next() % 41)
            while description.count < length {
                let word = words[Int(random.next() % UInt64(words.count))]
                description += description.isEmpty ? word.capitalized : " " + word
            }
            description = String(description.prefix(length - 1)) + "."
            let location = places[Int(random.next() % UInt64(places.count))]
            items.append(
                Item(
                    id: id,
                    description: index % 10 == 9 ? nil : description,
                    location: index % 4 == 3 ? nil : location,
                    image: URL(string: "https://images.example.com/photos/\(index)/640x480.jpg")!))
        }
        return try JSONEncoder().encode(Page(items: items))
    }
}

extension SplitMix64 {
    fileprivate mutating func uuidBytes() -> uuid_t {
        let (a, b) = (next(), next())
        return withUnsafeBytes(of: (a, b)) { bytes in
            (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6] & 0x0F | 0x40, bytes[7],
                bytes[8] & 0x3F | 0x80, bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        }
    }
}
