/// How a picture's stored pixels are turned to be upright: TIFF's and EXIF's Orientation tag,
/// which cameras and phones write instead of turning the pixels (a photograph taken holding the
/// phone upright is stored lying on its side, orientation 6). The raw value is the tag's.
public enum ImageOrientation: Int, Sendable {
    /// As stored.
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    /// Stored lying on its side: the stored rows become the upright picture's columns.
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// Whether the upright picture's width is the stored height (orientations 5 to 8).
    public var swapsAxes: Bool {
        rawValue >= 5
    }

    /// The upright size of a picture stored `width` × `height`, and back (the same swap).
    func size(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// The stored pixel shown at upright position (`x`, `y`), for a stored size of `width` ×
    /// `height`: each case as the TIFF specification words it ("the 0th row represents the visual
    /// right-hand side…" for 6, say), read backwards.
    func storedPosition(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, height - 1 - x)
        case .rightMirrored: (width - 1 - y, height - 1 - x)
        case .left: (width - 1 - y, x)
        }
    }
}
