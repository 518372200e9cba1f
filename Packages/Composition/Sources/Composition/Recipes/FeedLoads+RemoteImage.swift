import FeedAPI
import FeedCache
import Foundation
import ResourceLoading

/// The image's network half of its recipe (`makeImageLoad` in `FeedLoads`), as a private HTTP
/// cache asks; the rules it follows are in `FeedLoads+ImageCacheRules`.
extension FeedLoads {
    /// The image from its server, under its deadline, in one of six places on the network, kept as
    /// the server allows (`no-store`: never on disk, and no copy kept before stays). With a stale
    /// copy, the request asks whether it changed (`If-None-Match`), and a `304` shows the copy's bytes and keeps its new headers;
    /// while the server cannot be asked, the copy is shown unless it must never be shown unconfirmed.
    func makeRemoteImageLoad(url: URL, revalidating stale: StaleImageData?, keptIn cache: FeedCacheWorker?)
        -> ResourceLoad<Data>
    {
        let remote = ResourceLoad(imageLoader, url: url, revalidating: stale?.validators)
            .withDeadline(timeout, on: scheduler)
            .countingAnswers(in: imageAnswers)
            .waitingForTurn(in: networkPlaces)
            .caching(when: Self.isWorthKeeping) { answer in cache?.keep(answer, for: url) }
            .caching(when: { !$0.mayBeStored }) { _ in cache?.forgetImage(at: url) }
            .tryMap { answer in try Self.bytes(of: answer, confirming: stale) }
        guard let stale, stale.mayBeShownUnconfirmed else { return remote }
        return remote.fallingBack(to: { failure in
            Self.couldNotAsk(failure) ? .succeeding(with: stale.data) : .failing(with: failure)
        })
    }
}
