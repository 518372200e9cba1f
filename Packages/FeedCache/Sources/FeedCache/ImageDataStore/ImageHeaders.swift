import FeedFeature
import Foundation

/// What an image file keeps of its HTTP headers, in version 2's block (`ImageDataRecord`): when
/// the server last sent or confirmed the image, its freshness, its validators.
struct ImageHeaders {
    private enum FreshnessKind: UInt8 {
        case unlimited = 0
        case limited = 1
        case limitedMustRevalidate = 2
    }

    let timestamp: Date
    let freshness: ResourceFreshness
    let validators: ResourceValidators?

    init(_ image: CachedImageData) {
        timestamp = image.timestamp
        freshness = image.freshness
        let keep = { (value: String?) in value.flatMap { $0.utf8.count <= ImageDataRecord.longestValidator ? $0 : nil }
        }
        validators = ResourceValidators(
            entityTag: keep(image.validators?.entityTag), lastModified: keep(image.validators?.lastModified))
    }

    init(decoding block: Data) throws {
        var reader = ByteReader(block)
        timestamp = Date(timeIntervalSinceReferenceDate: Double(bitPattern: try reader.readBigEndian(UInt64.self)))
        guard let kind = FreshnessKind(rawValue: try reader.read(count: 1)[0]) else {
            throw ImageDataRecord.Corrupted()
        }
        let lifetime = Double(bitPattern: try reader.readBigEndian(UInt64.self))
        switch kind {
        case .unlimited: freshness = .unlimited
        case .limited: freshness = .limited(lifetime: lifetime, mustRevalidate: false)
        case .limitedMustRevalidate: freshness = .limited(lifetime: lifetime, mustRevalidate: true)
        }
        let entityTag = try Self.readValidator(from: &reader)
        let lastModified = try Self.readValidator(from: &reader)
        validators = ResourceValidators(entityTag: entityTag, lastModified: lastModified)
    }

    func encoded() -> Data {
        var block = Data()
        block.append(bigEndian: timestamp.timeIntervalSinceReferenceDate.bitPattern)
        switch freshness {
        case .unlimited:
            block.append(FreshnessKind.unlimited.rawValue)
            block.append(bigEndian: Double(0).bitPattern)
        case let .limited(lifetime, mustRevalidate):
            block.append((mustRevalidate ? FreshnessKind.limitedMustRevalidate : .limited).rawValue)
            block.append(bigEndian: lifetime.bitPattern)
        }
        for validator in [validators?.entityTag, validators?.lastModified] {
            let bytes = Data((validator ?? "").utf8)
            block.append(bigEndian: UInt16(bytes.count))
            block.append(bytes)
        }
        return block
    }

    private static func readValidator(from reader: inout ByteReader) throws -> String? {
        let length = try reader.readBigEndian(UInt16.self)
        guard length > 0 else { return nil }
        guard let value = String(bytes: try reader.read(count: Int(length)), encoding: .utf8) else {
            throw ImageDataRecord.Corrupted()
        }
        return value
    }
}
