import FeedScreens

/// `CommandParser.parse` on any input decoded as UTF-8 (invalid bytes become U+FFFD), as a whole and
/// line by line, as the input loop feeds it: it must return an outcome, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = CommandParser.parse(text)
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        _ = CommandParser.parse(String(line))
    }
    return 0
}
