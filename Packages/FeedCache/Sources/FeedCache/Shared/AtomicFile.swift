import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads, writes and deletes that never expose a half-written file.
///
/// A write goes to a uniquely named temporary file in the destination's directory, is flushed to
/// disk, and is then renamed over the destination. `rename(2)` replaces the name atomically, so a
/// reader — in this process or another — sees either the old file or the new one, whole. A crash or
/// `kill -9` mid-write leaves the old file in place and, at worst, a temporary file that readers
/// never look at. Two processes writing the same file can't corrupt it: the last rename wins.
enum AtomicFile {
    struct SystemCallError: Swift.Error, Equatable {
        let call: String
        let path: String
        let code: Int32
    }

    /// The file is larger than the reader allows; nothing of it was read.
    struct TooLarge: Swift.Error, Equatable {
        let path: String
        let maxSize: Int
    }

    /// `nil` when there is no file at `url`. A file larger than `maxSize` bytes throws `TooLarge`
    /// before any of it is read: anything can be left at a cache's path, and reading a huge file
    /// whole would take the memory with it.
    static func read(_ url: URL, maxSize: Int) throws -> Data? {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            // Foundation on Linux reports a parent that is not a directory as an unknown error,
            // not as a missing file; asking the file system covers both, and a file deleted by
            // another process in between.
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            throw error
        }
        defer { try? handle.close() }

        var status = stat()
        try check("fstat", url.path, fstat(handle.fileDescriptor, &status))
        guard status.st_size <= maxSize else { throw TooLarge(path: url.path, maxSize: maxSize) }

        // Bounded again while reading: a file written in place (not by `write`) may grow meanwhile.
        var data = Data(capacity: Int(status.st_size))
        while let chunk = try handle.read(upToCount: readChunkSize), !chunk.isEmpty {
            data.append(chunk)
            guard data.count <= maxSize else { throw TooLarge(path: url.path, maxSize: maxSize) }
        }
        return data
    }

    /// Creates the directory when missing.
    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let temporaryURL = directory.appendingPathComponent(temporaryName(for: url))
        do {
            try data.write(to: temporaryURL, options: .withoutOverwriting)
            try synchronize(temporaryURL, reading: false)
            // Not `FileManager.replaceItemAt`: on Linux it fails when the destination doesn't exist yet.
            try check("rename", url.path, rename(temporaryURL.path, url.path))
        } catch {
            try? FileManager.default.removeItem(at: temporaryURL)
            throw error
        }
        // Best effort: makes the rename itself survive a power loss, not just the file's bytes.
        try? synchronize(directory, reading: true)
    }

    /// Succeeds when there is nothing to delete. Uses `unlink(2)` rather than
    /// `FileManager.removeItem`, which would recursively delete a directory found at `url`.
    static func delete(_ url: URL) throws {
        guard unlink(url.path) != 0 else { return }
        let code = errno
        guard code != ENOENT, code != ENOTDIR else { return }
        throw SystemCallError(call: "unlink", path: url.path, code: code)
    }

    /// Starts with a dot and ends in `.tmp` so nothing mistakes it for a store file; the process id
    /// tells whose it was if a crash leaves it behind, and the UUID keeps concurrent writers apart.
    static func temporaryName(for url: URL) -> String {
        ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp"
    }

    private static let readChunkSize = 1 << 20

    private static func synchronize(_ url: URL, reading: Bool) throws {
        let handle = try reading ? FileHandle(forReadingFrom: url) : FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.synchronize()
    }

    private static func check(_ call: String, _ path: String, _ result: Int32) throws {
        guard result == 0 else { throw SystemCallError(call: call, path: path, code: errno) }
    }
}
