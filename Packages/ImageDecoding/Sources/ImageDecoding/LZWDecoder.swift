/// GIF's variant of LZW: codes of 2 to 12 bits growing as the table fills, a clear code that
/// starts the table afresh and an end code; decoded into colour indices on demand. The format says
/// the indices are 2 to 8 bits; files with up to 11 (codes that start at 12 bits) exist, and
/// ImageMagick, Pillow and browsers draw them, so indices are 16 bits wide here.
///
/// Bounded: the table has at most 4,096 entries and one code yields at most 4,096 indices, and
/// the caller asks only for the pixels the frame has.
struct LZWDecoder {
    private static let maxCodes = 4096

    private var codes: GIFCodeReader
    private let minimumCodeSize: Int
    private let clearCode: Int
    private let endCode: Int
    private var codeSize: Int
    private var nextCode: Int
    private var previous: Int?
    private var prefix = [UInt16](repeating: 0, count: maxCodes)
    private var suffix = [UInt16](repeating: 0, count: maxCodes)
    private var firstIndex = [UInt16](repeating: 0, count: maxCodes)
    private var length = [Int](repeating: 0, count: maxCodes)
    /// The indices of the last code not handed out yet: `pending[pendingStart..<pendingEnd]`.
    private var pending = [UInt16](repeating: 0, count: maxCodes)
    private var pendingStart = 0
    private var pendingEnd = 0

    /// The minimum code sizes decoded: the first code is one bit wider, and 12 bits is the most.
    static let minimumCodeSizes = 1...11

    /// `minimumCodeSize` is one of `minimumCodeSizes` (the image data's first byte).
    init(minimumCodeSize: Int, codes: GIFCodeReader) {
        precondition(Self.minimumCodeSizes.contains(minimumCodeSize), "GIF's minimum code size is 1 to 11 bits")
        self.codes = codes
        self.minimumCodeSize = minimumCodeSize
        clearCode = 1 << minimumCodeSize
        endCode = clearCode + 1
        codeSize = minimumCodeSize + 1
        nextCode = clearCode + 2
        for code in 0..<clearCode {
            suffix[code] = UInt16(code)
            firstIndex[code] = UInt16(code)
            length[code] = 1
        }
    }

    /// Fills `indices` with the next colour indices.
    mutating func read(into indices: UnsafeMutableBufferPointer<UInt16>) throws(ImageDecodingError) {
        var filled = 0
        while filled < indices.count {
            if pendingStart == pendingEnd { try decodeNextCode() }
            let count = min(pendingEnd - pendingStart, indices.count - filled)
            for index in 0..<count {
                indices[filled + index] = pending[pendingStart + index]
            }
            filled += count
            pendingStart += count
        }
    }

    private mutating func decodeNextCode() throws(ImageDecodingError) {
        while true {
            // The data (or the code stream) ending while pixels are still missing.
            guard let code = codes.next(width: codeSize), code != endCode else { throw .truncated }
            if code == clearCode {
                codeSize = minimumCodeSize + 1
                nextCode = clearCode + 2
                previous = nil
                continue
            }
            guard let previous else {
                guard code < clearCode else { throw .corrupt }
                expand(code)
                self.previous = code
                return
            }
            if code < nextCode {
                addEntry(prefix: previous, index: firstIndex[code])
            } else if code == nextCode, nextCode < Self.maxCodes {
                // The code being defined by this very step: the previous string and its own first index.
                addEntry(prefix: previous, index: firstIndex[previous])
            } else {
                throw .corrupt
            }
            expand(code)
            self.previous = code
            return
        }
    }

    private mutating func addEntry(prefix code: Int, index: UInt16) {
        guard nextCode < Self.maxCodes else { return }
        prefix[nextCode] = UInt16(code)
        suffix[nextCode] = index
        firstIndex[nextCode] = firstIndex[code]
        length[nextCode] = length[code] + 1
        nextCode += 1
        if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
    }

    /// Writes the indices of `code` into `pending`, last to first along the prefix chain.
    private mutating func expand(_ code: Int) {
        var current = code
        var position = length[code]
        pendingStart = 0
        pendingEnd = position
        while position > 0 {
            position -= 1
            pending[position] = suffix[current]
            current = Int(prefix[current])
        }
    }
}
