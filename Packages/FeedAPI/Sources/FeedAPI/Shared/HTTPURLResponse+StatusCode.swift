import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPURLResponse {
    var isOK: Bool {
        statusCode == 200
    }
}
