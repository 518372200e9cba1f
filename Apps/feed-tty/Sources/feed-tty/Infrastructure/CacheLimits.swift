/// How much the offline cache of one feed may hold on disk, and so read back into memory. Each
/// cap follows what the app lets in from the network (32 MB per feed page, 8 MB per image: see
/// the app's `main.swift`), so nothing it downloaded is too big to keep, and nothing bigger is
/// ever read back.
enum CacheLimits {
    private static let megabyte = 1024 * 1024

    /// The feed file: as much as one page may be. The first page of a feed fits (give or take the
    /// JSON escaping of `/` in its URLs), so offline there is always the top of the feed; each
    /// `more` appends older images, and those past the cap are the ones dropped. Reading it back
    /// costs as much memory as loading one large page.
    static let feedFileSize = 32 * megabyte

    /// One image: the most the image client accepts.
    static let imageSize = 8 * megabyte

    /// All images of a feed: a few hundred photos of the usual size, or eight of the largest.
    static let imagesTotalSize = 64 * megabyte

    /// All images of a feed, counted: a hundred pages of ten. It also bounds the clean-up after
    /// each image saved, which lists the whole folder.
    static let imageCount = 1_000
}
