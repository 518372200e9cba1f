/// One image block of a GIF as the first frame's reader finds it: its descriptor, its transparent
/// index, whether a graphic control extension came before it, and where its LZW data starts.
struct GIFImageBlock {
    let frame: GIFFrame
    let transparentIndex: UInt8?
    /// With a graphic control extension the block is a frame of an animation, shown on its own
    /// for its delay; without one the next block is drawn at once, onto the same picture.
    let isAnimationFrame: Bool
    /// The offset of the LZW minimum code size, the first byte of the block's data.
    let dataOffset: Int
}
