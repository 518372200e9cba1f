import FeedFeature
import Foundation

extension HTTPResponse {
    /// What a private cache may do with the copy this response brings (RFC 9111 §4.2, §5.2.2): how
    /// long it stays fresh, less the `Age` it already had, and whether, once stale, it must never be
    /// shown unconfirmed (`no-cache`, `must-revalidate`). Nil when the response says nothing of
    /// freshness: the kept copy's terms stand (a `304` that repeats none of them), or none (a `200`).
    public var resourceFreshness: ResourceFreshness? {
        guard let lifetime = freshnessLifetime else { return nil }
        let directives = cacheDirectives
        let mustRevalidate = directives["no-cache"] != nil || directives["must-revalidate"] != nil
        return .limited(lifetime: max(0, lifetime - age), mustRevalidate: mustRevalidate)
    }

    /// False for `no-store`: what the response brings may be used, never kept (RFC 9111 §5.2.2.5).
    public var mayBeStored: Bool {
        cacheDirectives["no-store"] == nil
    }

    /// How long the response had been kept by caches on its way (`Age`, RFC 9111 §5.1), which its
    /// freshness has already used up; 0 when it does not say, or says it in no way HTTP does.
    var age: TimeInterval {
        guard let field = value(forHTTPHeaderField: "Age")?.trimmingSpacesAndTabs, !field.isEmpty,
            field.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return 0 }
        return TimeInterval(Int(field.prefix(9)) ?? 0)
    }
}
