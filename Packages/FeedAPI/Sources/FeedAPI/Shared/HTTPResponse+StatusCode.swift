import Foundation

extension HTTPResponse {
    var isOK: Bool {
        statusCode == 200
    }

    var isSuccessful: Bool {
        (200...299).contains(statusCode)
    }
}
