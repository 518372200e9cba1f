import FeedAPI
import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import ResourceLoading
import TerminalGraphics

/// An image's recipe, the whole stack in one place, read from its outside in: its turn among the
/// screen's images, the cache while its copy is fresh, else the network (asking about a stale copy,
/// under its deadline, in one of six places, kept as the server allows), the log, the drawing. The
/// rules it follows as a private HTTP cache are in `FeedLoads+ImageCacheRules`.
extension FeedLoads {
    /// The screen's one closure for an item's thumbnail, the image waiting as its address: its stack
    /// is made only when its turn comes in `imageTurns`, drawn to fit the terminal as it is then (it
    /// may have been resized). A page of 100,000 images keeps a place in a queue for each, not a stack.
    func makeThumbnailLoad(address: String) -> ResourceLoad<LoadedImage> {
        ResourceLoad { [self] completion in
            let thumbnails = configuration.thumbnails?.renderer(forColumns: configuration.columns())
            return makeImageLoad(url: FeedImage.url(at: address), drawnBy: thumbnails)(completion)
        }
        .waitingForTurn(in: imageTurns)
    }

    /// `view N`: the same image (from the cache when it has it) drawn at the terminal's size, and
    /// counted, so a script's next command waits for the picture.
    func makePictureLoad(url: URL) -> ResourceLoad<LoadedImage> {
        let renderer = configuration.thumbnails?.viewRenderer(
            columns: configuration.columns(), rows: configuration.rows())
        return makeImageLoad(url: url, drawnBy: renderer).counted(by: activity)
    }

    /// The image from the cache while it is fresh, else from its server (`makeRemoteImageLoad`):
    /// asked about the cache's stale copy when there is one, downloaded when there is none.
    private func makeImageLoad(url: URL, drawnBy thumbnails: ThumbnailRenderer?) -> ResourceLoad<LoadedImage> {
        let fromNetwork = { (load: ResourceLoad<Data>) in load.map { SourcedImageData(data: $0, source: .network) } }
        let image =
            cache.map { cache in
                cache.dispatchingOnMainQueue(url: url)
                    .map { SourcedImageData(data: $0, source: .cache) }
                    .fallingBack(to: { [self] noFreshCopy in
                        fromNetwork(
                            makeRemoteImageLoad(url: url, revalidating: Self.staleCopy(noFreshCopy), keptIn: cache))
                    })
            } ?? fromNetwork(makeRemoteImageLoad(url: url, revalidating: nil, keptIn: nil))
        return image.logged(as: "image \(url.absoluteString)", describing: \.logDescription, in: log)
            .map(\.data)
            .decoded(on: thumbnails.map { _ in thumbnailQueues.next() }) {
                try LoadedImageMapper.map($0, thumbnails: thumbnails)
            }
    }

    /// The image from its server, under its deadline, in one of six places on the network, kept as
    /// the server allows (`no-store`: never on disk, and no copy kept before stays). With a stale
    /// copy, the request asks whether it changed (`If-None-Match`), and a `304` shows the copy's
    /// bytes and keeps its new headers; while the server cannot be asked, the copy is shown unless
    /// it must never be shown unconfirmed.
    private func makeRemoteImageLoad(url: URL, revalidating stale: StaleImageData?, keptIn cache: FeedCacheWorker?)
        -> ResourceLoad<Data>
    {
        let remote = ResourceLoad(remoteImageLoader, url: url, revalidating: stale?.validators)
            .withDeadline(timeout, on: scheduler)
            .countingAnswers(in: imageAnswers)
            .waitingForTurn(in: networkTurns)
            .caching(when: Self.isWorthKeeping) { answer in cache?.keep(answer, for: url) }
            .caching(when: { !$0.mayBeStored }) { _ in cache?.forgetImage(at: url) }
            .tryMap { answer in try Self.bytes(of: answer, confirming: stale) }
        guard let stale, stale.mayBeShownUnconfirmed else { return remote }
        return remote.fallingBack(to: { failure in
            Self.couldNotAsk(failure) ? .succeeding(with: stale.data) : .failing(with: failure)
        })
    }

}

/// An image's bytes and where they came from, so that the log tells a cache hit from a fetch
/// (`ok 1234 bytes from the cache`, `ok 1234 bytes from the network`).
private struct SourcedImageData: Sendable {
    enum Source: String, Sendable {
        case cache = "from the cache"
        case network = "from the network"
    }

    let data: Data
    let source: Source

    var logDescription: String { "\(data.count) bytes \(source.rawValue)" }
}
