import CTLSShim
import FeedFeature
import Foundation

/// TLS over a connected TCP socket, or inside another stream (to an https server through the
/// tunnel of an https proxy), through the system's OpenSSL: the peer's certificate is verified
/// against the trust store and `host` during the handshake, which, like every read and write,
/// waits under the request's watch.
final class TLSStream: ByteStream {
    /// What carries the TLS records: a socket OpenSSL reads and writes itself, or a stream this
    /// class moves them through.
    private enum Carrier {
        case socket(TCPSocket)
        case stream(ByteStream)
    }

    private let carrier: Carrier
    private let session: OpaquePointer

    convenience init(over socket: TCPSocket, host: String, context: TLSContext, watch: RequestWatch) throws {
        var error = [CChar](repeating: 0, count: 256)
        let session = feed_tls_session_create(context.pointer, socket.fileDescriptor, host, &error, error.count)
        try self.init(carrier: .socket(socket), session: session, error: error, watch: watch)
    }

    convenience init(inside stream: ByteStream, host: String, context: TLSContext, watch: RequestWatch) throws {
        var error = [CChar](repeating: 0, count: 256)
        let session = feed_tls_session_create_buffered(context.pointer, host, &error, error.count)
        try self.init(carrier: .stream(stream), session: session, error: error, watch: watch)
    }

    private init(carrier: Carrier, session: OpaquePointer?, error: [CChar], watch: RequestWatch) throws {
        guard let session else { throw URLError(.secureConnectionFailed, reason: String(nulTerminated: error)) }
        self.carrier = carrier
        self.session = session
        try perform(watch: watch, failure: .secureConnectionFailed) { _ in feed_tls_handshake(session) }
    }

    deinit {
        feed_tls_session_destroy(session)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, watch: RequestWatch) throws -> Int {
        var count = 0
        let status = try perform(watch: watch, failure: .networkConnectionLost) { session in
            feed_tls_read(session, buffer.baseAddress, buffer.count, &count)
        }
        return status == FEED_TLS_CLOSED ? 0 : count
    }

    func write(_ bytes: [UInt8], watch: RequestWatch) throws {
        var offset = 0
        while offset < bytes.count {
            var count = 0
            let status = try perform(watch: watch, failure: .networkConnectionLost) { session in
                bytes[offset...].withUnsafeBytes { feed_tls_write(session, $0.baseAddress, $0.count, &count) }
            }
            guard status == FEED_TLS_DONE else { throw URLError(.networkConnectionLost, reason: "connection closed") }
            offset += count
        }
    }

    var hasPendingInputOrClosed: Bool {
        switch carrier {
        case let .socket(socket): socket.hasPendingInputOrClosed
        case let .stream(stream): stream.hasPendingInputOrClosed
        }
    }

    func close() {
        switch carrier {
        case let .socket(socket): socket.close()
        case let .stream(stream): stream.close()
        }
    }

    /// Runs `operation` until it is done or the peer closed, waiting on the socket for what
    /// OpenSSL asks (it may need to write while reading, and read while writing).
    @discardableResult
    private func perform(
        watch: RequestWatch, failure: URLError.Code, _ operation: (OpaquePointer) -> feed_tls_status
    ) throws -> feed_tls_status {
        while true {
            try watch.check()
            let status = operation(session)
            try sendOutput(watch: watch)
            switch status {
            case FEED_TLS_WANT_READ: try waitForInput(watch: watch)
            case FEED_TLS_WANT_WRITE: try waitUntilWritable(watch: watch)
            case FEED_TLS_FAILED where feed_tls_session_certificate_verdict(session) != 0:
                let flaw = CertificateFlaw.kind(verdict: feed_tls_session_certificate_verdict(session))
                throw URLError(
                    .serverCertificateUntrusted, reason: lastError(), underlying: LoadFailure.connectivity(flaw))
            case FEED_TLS_FAILED: throw URLError(failure, reason: lastError())
            default: return status
            }
        }
    }

    /// Over a stream, the records OpenSSL has written go out now; over a socket it sent them.
    private func sendOutput(watch: RequestWatch) throws {
        guard case let .stream(stream) = carrier else { return }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { feed_tls_take_output(session, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            try stream.write(Array(buffer[..<count]), watch: watch)
        }
    }

    private func waitForInput(watch: RequestWatch) throws {
        switch carrier {
        case let .socket(socket):
            try watch.wait(for: .readable, on: socket.fileDescriptor)
        case let .stream(stream):
            // Records already handed in come first: OpenSSL stops after a session ticket with
            // more behind it, and the peer may send nothing more until it has an answer.
            guard feed_tls_has_unread_input(session) == 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            let count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0, watch: watch) }
            guard count > 0 else { return feed_tls_end_input(session) }
            guard buffer.withUnsafeBytes({ feed_tls_give_input(session, $0.baseAddress, count) }) == 1 else {
                throw URLError(.secureConnectionFailed, reason: "TLS: cannot keep the bytes received")
            }
        }
    }

    /// A stream takes every record at once (`sendOutput`): only a socket can be full.
    private func waitUntilWritable(watch: RequestWatch) throws {
        guard case let .socket(socket) = carrier else { return }
        try watch.wait(for: .writable, on: socket.fileDescriptor)
    }

    private func lastError() -> String {
        var error = [CChar](repeating: 0, count: 256)
        feed_tls_session_error(session, &error, error.count)
        let reason = String(nulTerminated: error)
        return reason.hasPrefix("certificate") ? reason : "TLS: \(reason)"
    }
}

/// The one OpenSSL client context a transport shares between its connections.
final class TLSContext: Sendable {
    // Safe because OpenSSL's SSL_CTX is thread-safe once configured, and this one is never changed after init.
    nonisolated(unsafe) let pointer: OpaquePointer

    init() throws {
        var error = [CChar](repeating: 0, count: 256)
        guard let pointer = feed_tls_context_create(&error, error.count) else {
            throw URLError(.secureConnectionFailed, reason: String(nulTerminated: error))
        }
        self.pointer = pointer
    }

    deinit {
        feed_tls_context_destroy(pointer)
    }
}
