import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether the bytes are an image is for the UI's header reader to decide, not this mapper.
public enum FeedImageDataMapper {
    public enum Error: Swift.Error, Equatable {
        case invalidData
    }

    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> Data {
        guard response.isOK, !data.isEmpty else {
            throw Error.invalidData
        }
        return data
    }
}
