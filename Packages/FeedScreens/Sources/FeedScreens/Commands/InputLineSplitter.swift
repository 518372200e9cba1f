/// Turns the bytes of standard input into input events, a line at a time, holding at most one
/// line's worth of bytes: a line longer than any command (a runaway paste, a file piped in by
/// mistake) is dropped as it arrives, up to its newline, and reported as `.overlongLine`, so
/// memory stays flat however long it is.
public struct InputLineSplitter {
    /// Commands are a few characters; a line over this is not one.
    public static let maximumLineLength = 4096

    private var line = [UInt8]()
    private var isDiscarding = false

    public init() {}

    /// Feeds `bytes` and reports each line they complete.
    public mutating func append(_ bytes: some Sequence<UInt8>, onEvent: (InputEvent) -> Void) {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                onEvent(endLine())
            } else if isDiscarding {
                continue
            } else if line.count == Self.maximumLineLength {
                line.removeAll()
                isDiscarding = true
            } else {
                line.append(byte)
            }
        }
    }

    /// End of input: the last line, if it had no newline.
    public mutating func finish(onEvent: (InputEvent) -> Void) {
        if isDiscarding || !line.isEmpty {
            onEvent(endLine())
        }
    }

    private mutating func endLine() -> InputEvent {
        defer {
            line.removeAll(keepingCapacity: true)
            isDiscarding = false
        }
        if isDiscarding { return .overlongLine }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return .line(String(decoding: line, as: UTF8.self))
    }
}
