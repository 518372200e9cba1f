import Foundation

/// How long kept image bytes may be shown without asking their server (RFC 9111 §4.2): as long as
/// it said, counted from when it last sent or confirmed them; for ever when it said nothing (an
/// image stands for its URL).
enum ImageDataCachePolicy {
    /// Fresh while younger than its lifetime. A copy from the future (the clock moved back) is as
    /// old as one just kept, so one that must always be asked about (lifetime 0) still is.
    static func isFresh(_ image: CachedImageData, at date: Date) -> Bool {
        switch image.freshness {
        case .unlimited:
            return true
        case let .limited(lifetime, _):
            return max(0, date.timeIntervalSince(image.timestamp)) < lifetime
        }
    }

    static func staleCopy(of image: CachedImageData) -> StaleImageData {
        guard case let .limited(_, mustRevalidate) = image.freshness else {
            return StaleImageData(data: image.data, validators: image.validators, mayBeShownUnconfirmed: true)
        }
        return StaleImageData(data: image.data, validators: image.validators, mayBeShownUnconfirmed: !mustRevalidate)
    }
}
