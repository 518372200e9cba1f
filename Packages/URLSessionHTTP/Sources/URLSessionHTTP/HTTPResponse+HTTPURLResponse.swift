import FeedAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPResponse {
    /// Foundation's response as FeedAPI's contract has it. Header fields that are not strings
    /// (never, from URLSession) are left out.
    init(_ response: HTTPURLResponse, requestedURL: URL) {
        var fields = [String: String](minimumCapacity: response.allHeaderFields.count)
        for case let (name as String, value as String) in response.allHeaderFields {
            fields[name] = value
        }
        self.init(url: response.url ?? requestedURL, statusCode: response.statusCode, headerFields: fields)
    }
}
