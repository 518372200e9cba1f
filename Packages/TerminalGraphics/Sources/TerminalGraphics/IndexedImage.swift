import ImageDecoding

/// An image as indices into a palette of its own: what sixel sends.
struct IndexedImage {
    /// The index of a pixel left undrawn (transparent).
    static let transparent = UInt16.max

    let width: Int
    let height: Int
    /// Opaque colours, at most 256.
    let palette: [RGBAColor]
    /// Per pixel, row by row from the top left: an index into `palette`, or `transparent`.
    let indices: [UInt16]
}
