import Foundation

/// What a run left in its `--cache-dir`, read as the tests need it.
enum CacheFolder {
    /// The first file or folder named `name` under `directory` (the cache's folder per base URL).
    static func file(named name: String, under directory: URL) -> URL? {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects ?? []
        return files.compactMap { $0 as? URL }.first { $0.lastPathComponent == name }
    }

    /// Read anew on every call: the cache replaces its files rather than writing into them, and
    /// a `URL`'s resource values may be cached.
    static func size(of url: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    }
}
