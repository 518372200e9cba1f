import Composition
import FeedAPI
import FeedDemo
import Foundation
import HTTPTransport

#if canImport(Darwin)
    import URLSessionHTTP
#endif

/// Where the feed comes from and the clients that reach it: the server `--url` names, or without
/// it the built-in demo, fixtures served in-process off the main queue as the network is.
struct FeedSource {
    let baseURL: URL
    let isDemo: Bool
    /// A feed page may be large (long descriptions, big pages); an image is only ever a thumbnail,
    /// and six of them may download at once, so images get a client with a smaller cap.
    let client: any HTTPClient
    let imageClient: any HTTPClient

    private static let megabyte = 1024 * 1024

    /// A proxy variable that names no proxy the transport can use, for the feed's own origin, ends
    /// the run here (78): going direct could send the user around a proxy they rely on (a Tor
    /// user's socks5h). One for other requests only (`https_proxy` for an http feed) fails just
    /// the requests it would carry (images elsewhere), as curl goes its way without it.
    static func chosen(for options: LaunchOptions, environment: [String: String]) -> FeedSource {
        guard let baseURL = options.baseURL else {
            let demo = FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient())
            return FeedSource(baseURL: FeedDemo.baseURL, isDemo: true, client: demo, imageClient: demo)
        }
        #if !canImport(Darwin)
            if let problem = SocketHTTPClient.proxyProblem(in: environment, reaching: baseURL) {
                LaunchExit.configuration(.unusableProxy(variable: problem.variable, value: problem.value))
            }
        #endif
        return FeedSource(
            baseURL: baseURL, isDemo: false,
            client: networkClient(options, maximumResponseSize: 32 * megabyte),
            imageClient: networkClient(options, maximumResponseSize: 8 * megabyte))
    }

    /// A client whose responses over `maximumResponseSize` bytes are invalid data, found out
    /// without reading them whole: a hostile server cannot fill the memory or hang a run past
    /// `--timeout`. On Apple platforms URLSession; elsewhere (Linux) feed-tty's own transport:
    /// URLSession there can neither pause a transfer nor cancel one safely, and would link libcurl.
    private static func networkClient(_ options: LaunchOptions, maximumResponseSize: Int) -> any HTTPClient {
        #if canImport(Darwin)
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = options.timeout
            configuration.timeoutIntervalForResource = options.timeout
            return URLSessionHTTPClient(configuration: configuration, maximumResponseSize: maximumResponseSize)
        #else
            var configuration = SocketHTTPClient.Configuration(
                timeout: options.timeout, maximumResponseSize: maximumResponseSize)
            // `--url https://user:password@…`: for that origin only, never in a URL that is logged.
            configuration.credentials = options.baseURL.flatMap(OriginCredentials.init(url:))
            return FeedTTYComposer.makeHTTPClient(performing: SocketHTTPClient(configuration: configuration))
        #endif
    }
}
