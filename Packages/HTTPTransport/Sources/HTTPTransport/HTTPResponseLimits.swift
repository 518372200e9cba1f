/// What a response may take, whatever the server sends.
struct HTTPResponseLimits: Sendable {
    /// Bytes of a body; more is `ResponseTooLargeError`.
    var maximumBodySize: Int
    /// Bytes of all response heads of one exchange, interim ones included.
    var maximumHeadSize = 64 * 1024
    /// Bytes of one line of a head or of a chunk-size line.
    var maximumLineLength = 16 * 1024
    /// Interim (1xx) responses before the final one.
    var maximumInterimResponses = 8
}
