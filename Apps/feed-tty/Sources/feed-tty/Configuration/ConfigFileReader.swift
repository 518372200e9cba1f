import Foundation

/// Reads a configuration file's bytes, once it is known to be trusted (`ConfigFilePermissions`).
/// The checks are made on the opened file, not its path, so the file checked is the file read; a
/// symbolic link (a dotfiles repository's) is followed to the file it names. Only a regular file
/// is read: it is opened without waiting (`O_NONBLOCK`), so a FIFO with no writer is refused at
/// once instead of holding the start for ever, and a device (`/dev/zero`, a terminal) is refused
/// before a byte of it is read.
enum ConfigFileReader {
    enum Failure: Error, Equatable {
        /// No file there: fine for the default location, an error for `--config`.
        case missing(reason: String)
        case unreadable(reason: String)
        case notARegularFile
        case untrusted(ConfigFilePermissions.Problem)
        /// Over `maximumSize`: a huge file ends the start at once instead of filling the memory.
        case tooLarge
    }

    /// Ten settings and their comments fit in a few hundred bytes.
    static let maximumSize = 64 * 1024

    /// The file's bytes and its permission bits.
    static func read(_ path: String, user: uid_t = getuid()) throws(Failure) -> (bytes: [UInt8], mode: mode_t) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let error = errno
            // ENOTDIR: a part of the path is a file, so there is no configuration file under it.
            throw [ENOENT, ENOTDIR].contains(error)
                ? .missing(reason: reason(error)) : .unreadable(reason: reason(error))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: reason(errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .unreadable(reason: reason(EISDIR)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        if let problem = ConfigFilePermissions.problem(mode: status.st_mode, owner: status.st_uid, user: user) {
            throw .untrusted(problem)
        }
        return (try contents(of: descriptor), status.st_mode & 0o7777)
    }

    private static func contents(of descriptor: Int32) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: reason(errno))
            }
            bytes += buffer[..<count]
            guard bytes.count <= maximumSize else { throw .tooLarge }
        }
    }

    /// The system's words for `error` ("Permission denied"), as for the other files feed-tty opens.
    private static func reason(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
