import Foundation

/// A directory no other test uses; it is not created until something writes into it, and it is
/// removed with everything in it when the test ends.
final class TemporaryDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("FeedCacheTests-\(UUID().uuidString)", isDirectory: true)

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// What is in the directory, sorted; empty when it doesn't exist.
    func contents(of subdirectory: String? = nil) -> [String] {
        let directory = subdirectory.map { url.appendingPathComponent($0) } ?? url
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// A path whose parent is a regular file, so nothing can ever be created there, even by root.
    func urlUnderARegularFile(named name: String) throws -> URL {
        let regularFile = url.appendingPathComponent("a-regular-file")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("not a directory".utf8).write(to: regularFile)
        return regularFile.appendingPathComponent(name)
    }

    /// A non-empty directory at `name`, which can't be replaced by or unlinked as a file, even by root.
    func nonEmptyDirectory(named name: String) throws -> URL {
        let directory = url.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: directory.appendingPathComponent("a-file"))
        return directory
    }
}
