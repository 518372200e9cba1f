import FeedFeature
import Foundation
import HTTPTransport
import TestSupport
import XCTest

extension XCTestCase {
    /// The transport under test, with the environment its proxies are read from, and credentials.
    func makeSUT(
        timeout: TimeInterval = 5, environment: [String: String] = [:], credentials: OriginCredentials? = nil
    ) -> SocketHTTPClient {
        var configuration = SocketHTTPClient.Configuration(
            timeout: timeout, maximumResponseSize: 1024 * 1024, environment: environment)
        configuration.credentials = credentials
        return SocketHTTPClient(configuration: configuration)
    }

    /// Trusted through `SSL_CERT_FILE`, which OpenSSL reads when a client first speaks TLS.
    func makeCertificates() throws -> TestCertificates {
        let certificates = try TestCertificates()
        addTeardownBlock { certificates.remove() }
        setenv("SSL_CERT_FILE", certificates.authority.path, 1)
        return certificates
    }

    /// The kind the transport put under its `URLError` for the loaders (a proxy, a certificate's flaw).
    func failureKind(of error: Error) -> LoadFailure? {
        (error as? URLError)?.userInfo[NSUnderlyingErrorKey] as? LoadFailure
    }
}
