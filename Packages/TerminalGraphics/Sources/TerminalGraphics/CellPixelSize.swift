/// The size of one character cell in pixels, as the terminal reports it: what a picture needs to
/// keep its true shape, since cells are not square (about 1:2, but each font has its own).
public struct CellPixelSize: Equatable, Sendable {
    public let width: Int
    public let height: Int

    /// `width` and `height` are positive.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "a cell is at least a pixel")
        self.width = width
        self.height = height
    }

    /// What a picture is laid out for when the terminal has not said: a typical cell, twice as
    /// tall as it is wide (the thumbnail grid's assumption too).
    static let assumed = CellPixelSize(width: 10, height: 20)
}
