import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocketType = Int32(SOCK_STREAM.rawValue)
    // Non-blocking and not inherited by child processes from the start: no `fcntl` calls, and no
    // moment in which a child started on another thread could inherit it.
    private let newSocketFlags = Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
    private let noSignalFlag = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocketType = SOCK_STREAM
    private let newSocketFlags: Int32 = 0  // set by `fcntl` in `configure()` instead
    private let noSignalFlag: Int32 = 0  // SO_NOSIGPIPE is set on the socket instead
#endif

// The system's functions, named apart from this file's methods of the same names.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// A non-blocking TCP connection: connected within the request's deadline, trying each address a
/// host name resolves to in turn.
final class TCPSocket: ByteStream {
    let fileDescriptor: Int32
    private var isClosed = false

    private init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    deinit {
        close()
    }

    /// Name resolution itself (`getaddrinfo`) cannot be interrupted; the connection attempts can.
    static func connect(host: String, port: Int, watch: RequestWatch) throws -> TCPSocket {
        try watch.check()
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        var addresses: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &addresses)
        guard status == 0, let first = addresses else {
            throw URLError(.cannotFindHost, reason: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }

        var lastError = URLError(.cannotConnectToHost, reason: "no address for \(host)")
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            do {
                return try connect(to: address.pointee, watch: watch)
            } catch let error as URLError where error.code == .cannotConnectToHost {
                lastError = URLError(
                    .cannotConnectToHost, reason: "cannot connect to \(host):\(port): \(error.reason)",
                    systemError: error.systemError)
            }
        }
        throw lastError
    }

    private static func connect(to address: addrinfo, watch: RequestWatch) throws -> TCPSocket {
        let descriptor = socket(address.ai_family, streamSocketType | newSocketFlags, address.ai_protocol)
        guard descriptor >= 0 else { throw systemError(.cannotConnectToHost) }
        let socket = TCPSocket(fileDescriptor: descriptor)
        socket.configure()

        if systemConnect(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
            guard errno == EINPROGRESS || errno == EINTR else {
                throw systemError(.cannotConnectToHost)
            }
            try watch.wait(for: .writable, on: descriptor)
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
            guard failure == 0 else {
                throw URLError(.cannotConnectToHost, reason: String(cString: strerror(failure)), systemError: failure)
            }
        }
        return socket
    }

    private func configure() {
        #if canImport(Darwin)
            _ = fcntl(fileDescriptor, F_SETFL, fcntl(fileDescriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fileDescriptor, F_SETFD, FD_CLOEXEC)
        #endif
        var on: Int32 = 1
        // Request heads are small single writes: without this Nagle's algorithm can hold them back.
        setsockopt(fileDescriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(fileDescriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, watch: RequestWatch) throws -> Int {
        while true {
            try watch.check()
            let count = recv(fileDescriptor, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            switch errno {
            case EAGAIN, EWOULDBLOCK: try watch.wait(for: .readable, on: fileDescriptor)
            case EINTR: continue
            // A reset is no end of stream: a close-delimited body cut by one would pass as whole.
            case ECONNRESET: throw URLError(.networkConnectionLost, reason: "connection reset", systemError: ECONNRESET)
            default: throw Self.systemError(.networkConnectionLost)
            }
        }
    }

    func write(_ bytes: [UInt8], watch: RequestWatch) throws {
        var offset = 0
        while offset < bytes.count {
            try watch.check()
            let count = bytes[offset...].withUnsafeBytes {
                send(fileDescriptor, $0.baseAddress, $0.count, noSignalFlag)
            }
            if count >= 0 {
                offset += count
                continue
            }
            switch errno {
            case EAGAIN, EWOULDBLOCK: try watch.wait(for: .writable, on: fileDescriptor)
            case EINTR: continue
            default: throw Self.systemError(.networkConnectionLost)
            }
        }
    }

    var hasPendingInputOrClosed: Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) != 0
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = systemClose(fileDescriptor)
    }

    /// An error of `code` for the system call that just failed, with its `errno`.
    private static func systemError(_ code: URLError.Code) -> URLError {
        let number = errno
        return URLError(code, reason: String(cString: strerror(number)), systemError: number)
    }
}

extension URLError {
    var reason: String {
        (userInfo[NSLocalizedDescriptionKey] as? String) ?? "\(code)"
    }
}
