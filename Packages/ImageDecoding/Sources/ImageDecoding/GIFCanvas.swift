/// The logical screen of a GIF in RGBA, for a first frame composed of several image blocks (each
/// may have its own palette, so the canvas holds colours, not indices): each block's opaque
/// pixels are drawn over what is there.
struct GIFCanvas {
    let width: Int
    let height: Int
    private var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Draws `count` pixels at (`x`, `y`) onward, all on the screen; transparent ones leave what is
    /// under them.
    mutating func draw(_ source: UnsafeBufferPointer<UInt8>, count: Int, y: Int, x: Int) {
        let start = (y * width + x) * 4
        for index in 0..<count where source[index * 4 + 3] != 0 {
            for channel in 0..<4 {
                pixels[start + index * 4 + channel] = source[index * 4 + channel]
            }
        }
    }

    func addRows(to scaler: inout AreaAverageScaler) {
        let rowLength = width * 4
        pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                scaler.addRow(UnsafeBufferPointer(rebasing: pixels[y * rowLength..<(y + 1) * rowLength]), y: y)
            }
        }
    }
}
