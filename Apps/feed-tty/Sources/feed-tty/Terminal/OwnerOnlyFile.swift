import Foundation

/// Reading and writing a small file only its owner may read, without ever exposing a partly
/// written one.
enum OwnerOnlyFile {
    /// Writes `bytes` to a new 0600 file beside `url` (making the directory, 0700, if need be),
    /// then renames it over `url`.
    static func replace(_ url: URL, with bytes: [UInt8]) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError.current }
        let written = Result {
            try writeAll(bytes, to: descriptor)
            // On disk before the rename makes it the file: a crash leaves the old one or the new.
            guard fsync(descriptor) == 0 else { throw POSIXError.current }
        }
        let closed = close(descriptor) == 0 ? nil : POSIXError.current
        do {
            try written.get()
            if let closed { throw closed }
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError.current }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// The end of a regular file, at most `maximumSize` bytes, starting at the first line that
    /// begins within them; nil when there is no such file or it cannot be read. What is not a
    /// regular file (a directory, a FIFO, a device) is never read: it could block or never end.
    static func readLastLines(of url: URL, maximumSize: Int) -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        // One byte more than the limit: whether the first line shown starts right after a newline.
        let start = size > maximumSize ? size - maximumSize - 1 : 0
        var bytes = [UInt8](repeating: 0, count: size - start)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(start + filled))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        let read = bytes.prefix(filled)
        guard start > 0 else { return Array(read) }
        return read.firstIndex(of: UInt8(ascii: "\n")).map { Array(read[($0 + 1)...]) } ?? []
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw POSIXError.current }
            written += count
        }
    }
}

extension POSIXError {
    /// The error `errno` names now.
    fileprivate static var current: POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
