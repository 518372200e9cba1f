import FeedFeature
import Foundation

/// Asks a SOCKS proxy for a connection to an origin, over the socket connected to the proxy;
/// the request (plain or TLS) then runs over the same socket as if it were the origin's.
///
/// SOCKS5 (RFC 1928) offers no authentication, or a user name and password (RFC 1929) when the
/// proxy URL has them; `socks5h` and `socks4a` let the proxy resolve the host name (nothing about
/// it leaves through local DNS, what a Tor user relies on), `socks5` and `socks4` resolve it here.
/// Every read and write waits under the request's watch, so a proxy that never answers is cut at
/// the deadline like a server.
enum SOCKSHandshake {
    static func open(
        to origin: HTTPOrigin, through proxy: ProxySettings.Proxy, over stream: ByteStream, watch: RequestWatch
    ) throws {
        do {
            switch proxy.kind {
            case .http:
                preconditionFailure("an http proxy is not spoken to in SOCKS")
            case .socks5(let resolvesRemotely):
                try socks5(to: origin, proxy: proxy, resolvesRemotely: resolvesRemotely, stream: stream, watch: watch)
            case .socks4(let resolvesRemotely):
                try socks4(to: origin, proxy: proxy, resolvesRemotely: resolvesRemotely, stream: stream, watch: watch)
            }
        } catch let failure as Failure {
            // The proxy's refusal, not the server's: the user is told which proxy it was, and why
            // when it said.
            let name = proxy.origin.hostAndPort
            let kind = LoadFailure.connectivity(
                failure.refusal.map { .socksRefused(proxy: name, reason: $0) }
                    ?? .proxyRefused(proxy: name, status: nil))
            throw URLError(.cannotConnectToHost, reason: failure.reason, underlying: kind)
        }
    }

    /// What went wrong in the handshake: `reason` for the log, `refusal` for the user when the
    /// protocol names one.
    private struct Failure: Error {
        let reason: String
        var refusal: LoadFailure.SOCKSRefusal?
    }

    private static func socks5(
        to origin: HTTPOrigin, proxy: ProxySettings.Proxy, resolvesRemotely: Bool, stream: ByteStream,
        watch: RequestWatch
    ) throws {
        let credentials = proxy.credentials
        try stream.write(credentials == nil ? [5, 1, 0] : [5, 2, 0, 2], watch: watch)
        let choice = try read(2, from: stream, watch: watch)
        guard choice[0] == 5 else { throw failure("the proxy does not speak SOCKS5") }
        switch choice[1] {
        case 0:
            break
        case 2 where credentials != nil:
            try authenticate(credentials!, over: stream, watch: watch)
        default:
            throw failure("the SOCKS5 proxy accepts none of our ways to authenticate", .authenticationFailed)
        }
        var request: [UInt8] = [5, 1, 0]
        request += try socks5Address(of: origin.host, resolvesRemotely: resolvesRemotely)
        request += [UInt8(origin.port >> 8), UInt8(origin.port & 0xFF)]
        try stream.write(request, watch: watch)

        let reply = try read(4, from: stream, watch: watch)
        guard reply[0] == 5 else { throw failure("the proxy does not speak SOCKS5") }
        guard reply[1] == 0 else { throw refusal(reply[1], in: socks5Refusals, version: 5) }
        // The address the proxy bound, which nothing here needs, then the port.
        let addressLength: Int
        switch reply[3] {
        case 1: addressLength = 4
        case 4: addressLength = 16
        case 3: addressLength = Int(try read(1, from: stream, watch: watch)[0])
        default: throw failure("the SOCKS5 proxy answered with an unknown address type")
        }
        _ = try read(addressLength + 2, from: stream, watch: watch)
    }

    /// RFC 1929: a user name and a password of at most 255 bytes each.
    private static func authenticate(
        _ credentials: (user: String, password: String), over stream: ByteStream, watch: RequestWatch
    ) throws {
        let user = Array(credentials.user.utf8), password = Array(credentials.password.utf8)
        guard user.count <= 255, password.count <= 255 else {
            throw failure("the SOCKS5 user name or password is longer than 255 bytes")
        }
        try stream.write([1, UInt8(user.count)] + user + [UInt8(password.count)] + password, watch: watch)
        let status = try read(2, from: stream, watch: watch)
        guard status[1] == 0 else {
            throw failure("the SOCKS5 proxy refused the user name and password", .authenticationFailed)
        }
    }

    private static func socks5Address(of host: String, resolvesRemotely: Bool) throws -> [UInt8] {
        if let address = IPAddressBlock.address(host) { return [address.count == 4 ? 1 : 4] + address }
        if resolvesRemotely {
            let name = Array(host.utf8)
            guard name.count <= 255 else { throw failure("the host name is too long for SOCKS5") }
            return [3, UInt8(name.count)] + name
        }
        let address = try resolve(host, family: AF_UNSPEC)
        return [address.count == 4 ? 1 : 4] + address
    }

    /// SOCKS4 speaks IPv4 only; SOCKS4a sends the name instead, after the address 0.0.0.1.
    private static func socks4(
        to origin: HTTPOrigin, proxy: ProxySettings.Proxy, resolvesRemotely: Bool, stream: ByteStream,
        watch: RequestWatch
    ) throws {
        let literal = IPAddressBlock.address(origin.host)
        let address: [UInt8]
        var name: [UInt8] = []
        if let literal {
            guard literal.count == 4 else {
                throw failure("SOCKS4 connection to \(origin.host) not supported", .ipv6NotSupported)
            }
            address = literal
        } else if resolvesRemotely {
            address = [0, 0, 0, 1]
            name = Array(origin.host.utf8) + [0]
        } else {
            address = try resolve(origin.host, family: AF_INET)
        }
        let user = Array((proxy.credentials?.user ?? "").utf8)
        let request: [UInt8] = [4, 1, UInt8(origin.port >> 8), UInt8(origin.port & 0xFF)] + address + user + [0] + name
        try stream.write(request, watch: watch)
        let reply = try read(8, from: stream, watch: watch)
        guard reply[0] == 0 else { throw failure("the proxy does not speak SOCKS4") }
        guard reply[1] == 0x5A else { throw refusal(reply[1], in: socks4Refusals, version: 4) }
    }

    private static func read(_ count: Int, from stream: ByteStream, watch: RequestWatch) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = try bytes[filled...].withUnsafeMutableBytes { try stream.read(into: $0, watch: watch) }
            guard read > 0 else { throw failure("the SOCKS proxy closed the connection") }
            filled += read
        }
        return bytes
    }

    private static func resolve(_ host: String, family: Int32) throws -> [UInt8] {
        var hints = addrinfo()
        hints.ai_family = family
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &results)
        guard status == 0, let first = results else {
            throw URLError(.cannotFindHost, reason: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        switch first.pointee.ai_family {
        case AF_INET:
            return first.pointee.ai_addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                withUnsafeBytes(of: address.pointee.sin_addr) { Array($0) }
            }
        default:
            return first.pointee.ai_addr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                withUnsafeBytes(of: address.pointee.sin6_addr) { Array($0) }
            }
        }
    }

    /// RFC 1928's reply codes: the refusal the user is told, and its words for the log.
    private static let socks5Refusals: [UInt8: (LoadFailure.SOCKSRefusal, String)] = [
        1: (.generalFailure, "general SOCKS server failure"), 2: (.notAllowed, "connection not allowed by ruleset"),
        3: (.networkUnreachable, "network unreachable"), 4: (.hostUnreachable, "host unreachable"),
        5: (.connectionRefused, "connection refused"), 6: (.ttlExpired, "TTL expired"),
        7: (.commandNotSupported, "command not supported"), 8: (.addressTypeNotSupported, "address type not supported"),
    ]

    /// SOCKS4's: 0x5B "request rejected or failed"; 0x5C and 0x5D, the proxy's identd check of the user.
    private static let socks4Refusals: [UInt8: (LoadFailure.SOCKSRefusal, String)] = [
        0x5B: (.rejected, "request rejected or failed"),
        0x5C: (.identityNotConfirmed, "request rejected because the proxy cannot reach identd on this machine"),
        0x5D: (.identityNotConfirmed, "request rejected because identd reports another user"),
    ]

    private static func refusal(
        _ code: UInt8, in refusals: [UInt8: (LoadFailure.SOCKSRefusal, String)], version: Int
    ) -> Failure {
        let (refusal, words) = refusals[code] ?? (.other(code: Int(code)), "unknown reply")
        return failure("the SOCKS\(version) proxy refused: \(words) (\(code))", refusal)
    }

    private static func failure(_ reason: String, _ refusal: LoadFailure.SOCKSRefusal? = nil) -> Failure {
        Failure(reason: reason, refusal: refusal)
    }
}
