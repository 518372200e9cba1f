import FeedFeature
import Foundation

/// Opens a tunnel to an https origin through an http proxy with `CONNECT`, over the socket to the
/// proxy or the TLS stream to an https proxy; TLS to the origin then runs end to end inside it.
enum ProxyTunnel {
    static func open(
        to origin: HTTPOrigin, through proxy: ProxySettings.Proxy, over stream: ByteStream,
        limits: HTTPResponseLimits, watch: RequestWatch
    ) throws {
        var lines = ["CONNECT \(origin.hostAndPort) HTTP/1.1", "Host: \(origin.hostAndPort)"]
        if let authorization = proxy.authorization { lines.append("Proxy-Authorization: \(authorization)") }
        let connection = HTTPConnection(stream: stream)
        try connection.send(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8), watch: watch)
        let head = try connection.readHead(limits: limits, watch: watch)
        guard (200...299).contains(head.statusCode) else {
            let kind = LoadFailure.connectivity(.proxyRefused(proxy: proxy.origin.hostAndPort, status: head.statusCode))
            throw URLError(
                .cannotConnectToHost, reason: "the proxy refused the tunnel: status \(head.statusCode)",
                underlying: kind)
        }
        // The origin speaks first only after our TLS hello: anything already here is not TLS.
        guard !connection.hasBufferedBytes else {
            throw URLError(.cannotConnectToHost, reason: "the proxy sent bytes after opening the tunnel")
        }
    }
}
