import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import ImageDecoding
import ResourceLoading
import TerminalGraphics

extension FeedLoads {
    /// Made when the image's turn comes in `imageScheduler`; its request waits for one of six places
    /// on the network (a cached image does not), and its deadline counts from then.
    func makeLocalImageLoaderWithRemoteFallback(url: URL) -> ResourceLoad<LoadedImage> {
        // Drawn to fit the terminal as it is when the load starts: it may have been resized.
        makeImageLoad(url: url, drawnBy: configuration.thumbnails?.renderer(forColumns: configuration.columns()))
    }

    /// `view N`: the same image (from the cache when it has it) drawn at the terminal's size, and
    /// counted, so a script's next command waits for the picture.
    func makeLocalImageViewLoaderWithRemoteFallback(url: URL) -> ResourceLoad<LoadedImage> {
        let renderer = configuration.thumbnails?.viewRenderer(
            columns: configuration.columns(), rows: configuration.rows())
        return makeImageLoad(url: url, drawnBy: renderer).counted(by: activity)
    }

    private func makeImageLoad(url: URL, drawnBy thumbnails: ThumbnailRenderer?) -> ResourceLoad<LoadedImage> {
        let remote = ResourceLoad(imageLoader, url: url)
            .withDeadline(timeout, on: scheduler)
            .waitingForTurn(in: networkPlaces)
        let image =
            cache.map { cache in
                ResourceLoad(MainQueueDispatchDecorator<any FeedImageDataLoader>(decoratee: cache), url: url)
                    .fallingBack(to: remote.caching(when: Self.isImage) { cache.save($0, for: url) })
            } ?? remote
        return image.logged(as: "image \(url.absoluteString)", describing: { "\($0.count) bytes" }, in: log)
            .decoded(on: thumbnails.map { _ in thumbnailQueue }) {
                try LoadedImageMapper.map($0, thumbnails: thumbnails)
            }
    }

    /// Only data that reads as an image the terminal can show is worth keeping: a web page served
    /// where an image should be must not be what an offline user gets forever.
    nonisolated static func isImage(_ data: Data) -> Bool {
        (try? ImageHeaderReader.read(data)) != nil
    }
}
