import FeedFeature
import Foundation

/// The binary layout of one image file, so image bytes are stored as they are rather than
/// inflated by a text encoding. Version 2, which is written:
///
///     "FTID"  version: UInt8 = 2  urlLength: UInt32  url: UTF-8
///             headersLength: UInt32  headers  dataLength: UInt64  data
///     headers: timestamp: Float64  freshness: UInt8  lifetime: Float64
///              etagLength: UInt16  etag  lastModifiedLength: UInt16  lastModified
///
/// Version 1, written before the cache kept what servers say about their images, has no headers:
/// it reads as bytes that stand for their URL (no validators, unlimited freshness), so an image
/// cached by an earlier feed-tty is still shown without asking. `freshness` is 0 for unlimited, 1
/// for a lifetime, 2 for a lifetime after which the bytes must never be shown unconfirmed; a
/// validator of length 0 is none. A reader reads the headers it knows and passes over any a later
/// version appends to the block. Integers are big-endian, a Float64 is its bit pattern. Every length
/// is checked against the file's size, so a truncated or padded file is rejected instead of being
/// read as a shorter image.
struct ImageDataRecord: Equatable {
    struct Corrupted: Error, Equatable {}

    private static let magic = Data("FTID".utf8)
    private static let headerlessVersion: UInt8 = 1
    private static let version: UInt8 = 2
    /// Room for the headers a later version may add; a file with more is damaged.
    static let largestHeaders = 4096
    /// Longer than any validator a server has a reason to send; a longer one is not kept (the
    /// image is then asked for again whole).
    static let longestValidator = 1024

    let urlString: String
    let image: CachedImageData

    init(urlString: String, image: CachedImageData) {
        self.urlString = urlString
        self.image = image
    }

    init(decoding file: Data) throws {
        var reader = ByteReader(file)
        guard try reader.read(count: Self.magic.count) == Self.magic else { throw Corrupted() }
        let version = try reader.read(count: 1).first
        guard version == Self.version || version == Self.headerlessVersion else { throw Corrupted() }

        let urlLength = try reader.readBigEndian(UInt32.self)
        guard let urlString = String(bytes: try reader.read(count: Int(urlLength)), encoding: .utf8) else {
            throw Corrupted()
        }
        var headers: ImageHeaders?
        if version == Self.version {
            let headersLength = try reader.readBigEndian(UInt32.self)
            guard headersLength <= Self.largestHeaders else { throw Corrupted() }
            headers = try ImageHeaders(decoding: try reader.read(count: Int(headersLength)))
        }
        let dataLength = try reader.readBigEndian(UInt64.self)
        guard dataLength == UInt64(reader.remaining) else { throw Corrupted() }

        let data = try reader.read(count: reader.remaining)
        self.urlString = urlString
        image =
            headers.map {
                CachedImageData(data: data, validators: $0.validators, freshness: $0.freshness, timestamp: $0.timestamp)
            } ?? CachedImageData(data: data)
    }

    /// The largest file that can hold `dataCount` bytes of image for `urlString`.
    static func largestEncodedSize(urlString: String, dataCount: Int) -> Int {
        magic.count + 1 + MemoryLayout<UInt32>.size + urlString.utf8.count + MemoryLayout<UInt32>.size
            + largestHeaders + MemoryLayout<UInt64>.size + dataCount
    }

    func encoded() -> Data {
        let url = Data(urlString.utf8)
        let headers = ImageHeaders(image).encoded()
        var file = Self.magic
        file.append(Self.version)
        file.append(bigEndian: UInt32(url.count))
        file.append(url)
        file.append(bigEndian: UInt32(headers.count))
        file.append(headers)
        file.append(bigEndian: UInt64(image.data.count))
        file.append(image.data)
        return file
    }
}
