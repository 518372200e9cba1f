import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPURLResponse {
    var isOK: Bool {
        statusCode == 200
    }

    var isSuccessful: Bool {
        (200...299).contains(statusCode)
    }
}
