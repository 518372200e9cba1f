import CTLSShim
import FeedFeature
import Foundation

/// TLS over a connected TCP socket, through the system's OpenSSL: the peer's certificate is
/// verified against the trust store and `host` during the handshake, which, like every read and
/// write, waits under the request's watch.
final class TLSStream: ByteStream {
    private let socket: TCPSocket
    private let session: OpaquePointer

    init(over socket: TCPSocket, host: String, context: TLSContext, watch: RequestWatch) throws {
        var error = [CChar](repeating: 0, count: 256)
        guard let session = feed_tls_session_create(context.pointer, socket.fileDescriptor, host, &error, error.count)
        else {
            throw URLError(.secureConnectionFailed, reason: String(nulTerminated: error))
        }
        self.socket = socket
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

    var hasPendingInputOrClosed: Bool { socket.hasPendingInputOrClosed }

    func close() {
        socket.close()
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
            switch status {
            case FEED_TLS_WANT_READ: try watch.wait(for: .readable, on: socket.fileDescriptor)
            case FEED_TLS_WANT_WRITE: try watch.wait(for: .writable, on: socket.fileDescriptor)
            case FEED_TLS_FAILED where feed_tls_session_certificate_verdict(session) != 0:
                let flaw = CertificateFlaw.kind(verdict: feed_tls_session_certificate_verdict(session))
                throw URLError(
                    .serverCertificateUntrusted, reason: lastError(), underlying: LoadFailure.connectivity(flaw))
            case FEED_TLS_FAILED: throw URLError(failure, reason: lastError())
            default: return status
            }
        }
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
