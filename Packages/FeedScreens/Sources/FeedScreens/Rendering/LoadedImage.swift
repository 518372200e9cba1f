import ImageDecoding

/// A feed item's image as the screens show it once loaded: what it is, and at a terminal that can
/// show pictures its thumbnail, already drawn (lines the text front prints under the item).
public struct LoadedImage: Equatable, Sendable {
    public let info: ImageInfo
    public let thumbnail: [String]

    public init(info: ImageInfo, thumbnail: [String] = []) {
        self.info = info
        self.thumbnail = thumbnail
    }
}
