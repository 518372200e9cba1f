import FeedFeature

extension LoadFailure {
    /// How a log line names the failure: terse English for whoever reads the log, with all that is
    /// known (the status, the limit in bytes, the encoding, the seconds). The user's words for it
    /// are presentation's.
    public var logText: String {
        switch self {
        case let .connectivity(connectivity): "connectivity \(connectivity)"
        case let .httpStatus(code): "HTTP \(code)"
        case let .invalidData(expected?): "invalid data: no \(expected)"
        case .invalidData(nil): "invalid data"
        case let .imageFormatNotDrawn(format): "image format not drawn: \(format)"
        case let .tooLarge(limit): "response over \(limit) bytes"
        // Quoted and escaped: the name comes from the server.
        case let .unsupportedContentEncoding(encoding): "unsupported content encoding \(encoding.debugDescription)"
        case let .timedOut(seconds?): "timed out after \(seconds.formatted()) s"
        case .timedOut(nil): "timed out"
        }
    }
}
