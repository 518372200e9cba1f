import Foundation

/// The first bytes of a PNG: signature and IHDR chunk, which is all a header reader needs.
public func pngHeader(width: UInt32, height: UInt32) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    data.append(contentsOf: Array("IHDR".utf8))
    for value in [width, height] {
        data.append(contentsOf: withUnsafeBytes(of: value.bigEndian, Array.init))
    }
    data.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
    return data
}

public func htmlPage() -> Data {
    Data("<!doctype html><html><body>Not an image</body></html>".utf8)
}
