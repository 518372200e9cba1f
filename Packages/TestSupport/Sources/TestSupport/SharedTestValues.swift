import Foundation

public func anyURL() -> URL {
    URL(string: "https://any-url.com")!
}

public func anyNSError() -> NSError {
    NSError(domain: "any error", code: 0)
}

public func anyData() -> Data {
    Data("any data".utf8)
}
