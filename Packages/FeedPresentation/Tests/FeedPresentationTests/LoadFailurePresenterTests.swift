import FeedFeature
import XCTest

@testable import FeedPresentation

final class LoadFailurePresenterTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_reason_wordsEveryKindOfFailure() {
        let expectations: [(LoadFailure, String)] = [
            (.httpStatus(404), "HTTP\u{00A0}404"),
            (.httpStatus(500), "HTTP\u{00A0}500"),
            (.invalidData(expected: .feed), "not a valid feed"),
            (.invalidData(expected: .comments), "not valid comments"),
            (.invalidData(expected: .image), "not an image"),
            (.invalidData(expected: nil), "not valid data"),
            (.imageFormatNotDrawn("AVIF"), "AVIF: pictures in this format aren't drawn"),
            (.tooLarge(limit: 32 * 1024 * 1024), "response over 32\u{00A0}MB"),
            (.tooLarge(limit: 8 * 1024 * 1024), "response over 8\u{00A0}MB"),
            (.unsupportedContentEncoding("gzip"), "unsupported content encoding"),
            (.timedOut(seconds: 30), "timed out after 30\u{00A0}s"),
            (.timedOut(seconds: 2.5), "timed out after 2.5\u{00A0}s"),
            (.timedOut(seconds: nil), "timed out"),
            (.runTimeRanOut(seconds: 30), "not loaded: the run's time after its input ended ran out"),
            (.connectivity(.hostNotFound), "host not found"),
            (.connectivity(.connectionRefused), "connection refused"),
            (.connectivity(.networkUnreachable), "network unreachable"),
            (.connectivity(.connectionReset), "connection reset"),
            (.connectivity(.connectionClosed), "connection closed"),
            (.connectivity(.certificateNotTrusted), "TLS certificate not trusted"),
            (.connectivity(.certificateExpired), "TLS certificate expired"),
            (.connectivity(.certificateNotYetValid), "TLS certificate not yet valid"),
            (.connectivity(.certificateSelfSigned), "TLS certificate self-signed"),
            (.connectivity(.certificateUnknownIssuer), "TLS certificate from an unknown issuer"),
            (.connectivity(.certificateHostMismatch), "TLS certificate for another host name"),
            (.connectivity(.proxyUnreachable(proxy: "10.1.1.1:3128")), "the proxy 10.1.1.1:3128 cannot be reached"),
            (
                .connectivity(.proxyRefused(proxy: "p:8080", status: 407)),
                "the proxy p:8080 refused the connection: HTTP\u{00A0}407"
            ),
            (.connectivity(.proxyRefused(proxy: "p:1080", status: nil)), "the proxy p:1080 refused the connection"),
            (
                .connectivity(.socksRefused(proxy: "p:1080", reason: .hostUnreachable)),
                "the proxy p:1080 refused: host unreachable"
            ),
            (
                .connectivity(.proxySecureConnectionFailed(proxy: "p:443", reason: .certificateSelfSigned)),
                "the proxy p:443: TLS certificate self-signed"
            ),
            (
                .connectivity(.proxySecureConnectionFailed(proxy: "p:443", reason: .unknown)),
                "the proxy p:443: TLS handshake failed"
            ),
            (
                .connectivity(.socksRefused(proxy: "p:1080", reason: .ipv6NotSupported)),
                "the SOCKS4 proxy p:1080 cannot reach an IPv6 address (socks5:// can)"
            ),
            (.connectivity(.secureConnectionFailed), "TLS handshake failed"),
            (.connectivity(.tooManyRedirects), "too many redirects"),
            (.connectivity(.malformedResponse), "not a valid HTTP response"),
            (.connectivity(.unsupportedURL), "unsupported URL"),
        ]

        for (failure, reason) in expectations {
            XCTAssertEqual(LoadFailurePresenter.reason(for: failure), reason, "\(failure)")
        }
    }

    func test_message_saysTheServerCouldNotBeReachedOnlyWhenItCouldNot() {
        let expectations: [(LoadFailure, String)] = [
            (.connectivity(.connectionRefused), "Couldn't connect to server: connection refused"),
            (.connectivity(.hostNotFound), "Couldn't connect to server: host not found"),
            (.connectivity(.connectionClosed), "Couldn't connect to server: connection closed"),
            (.connectivity(.unknown), "Couldn't connect to server"),
            (.timedOut(seconds: 30), "Couldn't connect to server: timed out after 30\u{00A0}s"),
            (.httpStatus(500), "The server answered with an error: HTTP\u{00A0}500"),
            (.httpStatus(404), "The server answered with an error: HTTP\u{00A0}404"),
            (.invalidData(expected: .feed), "The server's answer is not a valid feed"),
            (.invalidData(expected: .comments), "The server's answer is not valid comments"),
            (.invalidData(expected: .image), "The server's answer is not an image"),
            (.invalidData(expected: nil), "The server's answer is not valid data"),
            (.imageFormatNotDrawn("BMP"), "The server's answer is a picture in a format that isn't drawn: BMP"),
            (.tooLarge(limit: 32 * 1024 * 1024), "The server's answer is too large: over 32\u{00A0}MB"),
            (.unsupportedContentEncoding("br"), "The server's answer is in an unsupported content encoding"),
            (.runTimeRanOut(seconds: 30), "Not loaded: the run's time after its input ended ran out"),
        ]

        for (failure, message) in expectations {
            XCTAssertEqual(LoadFailurePresenter.errorViewModel(for: failure).message, message, "\(failure)")
        }
    }

    func test_message_ofAnAnsweredFailureKeepsItsShortReasonForAViewWithLittleRoom() {
        let expectations: [(LoadFailure, String)] = [
            (.httpStatus(500), "HTTP\u{00A0}500"),
            (.invalidData(expected: .image), "not an image"),
            (.tooLarge(limit: 8 * 1024 * 1024), "response over 8\u{00A0}MB"),
        ]

        for (failure, reason) in expectations {
            XCTAssertEqual(LoadFailurePresenter.errorViewModel(for: failure).reason, reason, "\(failure)")
        }
    }

    func test_message_isTheConnectionErrorAloneForAnyOtherError() {
        XCTAssertEqual(
            LoadFailurePresenter.errorViewModel(for: NSError(domain: "any", code: 0)),
            .error(message: "Couldn't connect to server"))
    }

    func test_message_saysWhatHappenedInEveryLanguage() {
        let mb32 = 32 * 1024 * 1024
        let expectations: [(String, LoadFailure, String)] = [
            ("pt-BR", .httpStatus(500), "O servidor respondeu com um erro: HTTP\u{00A0}500"),
            ("pt-BR", .invalidData(expected: .feed), "A resposta do servidor não é um feed válido"),
            ("pt-BR", .invalidData(expected: .comments), "A resposta do servidor não são comentários válidos"),
            ("pt-BR", .invalidData(expected: .image), "A resposta do servidor não é uma imagem"),
            (
                "pt-BR", .imageFormatNotDrawn("HEIC"),
                "A resposta do servidor é uma imagem em um formato que não é desenhado: HEIC"
            ),
            (
                "el", .imageFormatNotDrawn("HEIC"),
                "Η απάντηση του διακομιστή είναι εικόνα σε μορφή που δεν σχεδιάζεται: HEIC"
            ),
            ("pt-BR", .tooLarge(limit: mb32), "A resposta do servidor é grande demais: mais de 32\u{00A0}MB"),
            ("pt-BR", .connectivity(.connectionRefused), "Não foi possível conectar ao servidor: conexão recusada"),
            ("el", .httpStatus(500), "Ο διακομιστής απάντησε με σφάλμα: HTTP\u{00A0}500"),
            ("el", .invalidData(expected: .feed), "Η απάντηση του διακομιστή δεν είναι έγκυρο feed"),
            ("el", .invalidData(expected: .comments), "Η απάντηση του διακομιστή δεν είναι έγκυρα σχόλια"),
            ("el", .invalidData(expected: .image), "Η απάντηση του διακομιστή δεν είναι εικόνα"),
            ("el", .tooLarge(limit: mb32), "Η απάντηση του διακομιστή είναι πολύ μεγάλη: πάνω από 32\u{00A0}MB"),
            (
                "el", .connectivity(.connectionRefused),
                "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή: η σύνδεση απορρίφθηκε"
            ),
            (
                "pt-BR", .runTimeRanOut(seconds: 30),
                "Não carregado: acabou o tempo da execução após o fim da entrada"
            ),
            (
                "el", .runTimeRanOut(seconds: 30),
                "Δεν φορτώθηκε: τελείωσε ο χρόνος της εκτέλεσης μετά το τέλος της εισόδου"
            ),
        ]

        for (language, failure, message) in expectations {
            Localization.use(language)
            XCTAssertEqual(
                LoadFailurePresenter.errorViewModel(for: failure).message, message, "\(language): \(failure)")
        }
    }

    func test_reason_wordsTheProxyAndCertificateKindsInEveryLanguage() {
        let kinds: [LoadFailure.Connectivity] = [
            .certificateExpired, .certificateNotYetValid, .certificateSelfSigned, .certificateUnknownIssuer,
            .certificateHostMismatch, .proxyUnreachable(proxy: "p:1"), .proxyRefused(proxy: "p:1", status: 407),
            .proxyRefused(proxy: "p:1", status: nil),
        ]
        for language in ["pt-BR", "el"] {
            Localization.use(language)
            let reasons = kinds.map { LoadFailurePresenter.reason(for: LoadFailure.connectivity($0)) }
            for (kind, reason) in zip(kinds, reasons) {
                XCTAssertFalse(reason?.contains("LOAD_FAILURE") ?? true, "\(language) \(kind): \(reason ?? "nil")")
            }
            XCTAssertEqual(Set(reasons).count, kinds.count, "\(language): each kind worded apart")
            XCTAssertTrue(reasons[6]?.contains("407") == true, "\(language)")
        }
    }

    func test_reason_namesEverySOCKSRefusalApart_inEveryLanguage() {
        let refusals: [LoadFailure.SOCKSRefusal] = [
            .generalFailure, .notAllowed, .networkUnreachable, .hostUnreachable, .connectionRefused, .ttlExpired,
            .commandNotSupported, .addressTypeNotSupported, .rejected, .identityNotConfirmed, .authenticationFailed,
            .ipv6NotSupported, .other(code: 42),
        ]
        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let reasons = refusals.map {
                LoadFailurePresenter.reason(for: LoadFailure.connectivity(.socksRefused(proxy: "p:1", reason: $0)))
            }
            for (refusal, reason) in zip(refusals, reasons) {
                XCTAssertFalse(reason?.contains("SOCKS_") ?? true, "\(language) \(refusal): \(reason ?? "nil")")
                XCTAssertTrue(reason?.contains("p:1") == true, "\(language) \(refusal): \(reason ?? "nil")")
            }
            XCTAssertEqual(Set(reasons).count, refusals.count, "\(language): each refusal worded apart")
            XCTAssertTrue(reasons.last??.contains("42") == true, "\(language)")
        }
    }

    func test_reason_isNoneForAConnectionFailureNothingMoreIsKnownOf() {
        XCTAssertNil(LoadFailurePresenter.reason(for: LoadFailure.connectivity(.unknown)))
    }

    func test_reason_isNoneForAnyOtherError() {
        XCTAssertNil(LoadFailurePresenter.reason(for: NSError(domain: "any", code: 0)))
    }

    func test_reason_followsTheChosenLanguageAndItsNumbers() {
        Localization.use("pt-BR")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.timedOut(seconds: 2.5)), "tempo esgotado após 2,5\u{00A0}s")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.invalidData(expected: .feed)), "não é um feed válido")
        XCTAssertEqual(LoadFailurePresenter.reason(for: LoadFailure.httpStatus(404)), "HTTP\u{00A0}404")

        Localization.use("el")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.timedOut(seconds: 2.5)),
            "λήξη χρονικού ορίου μετά από 2,5\u{00A0}δευτ.")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.tooLarge(limit: 32 * 1024 * 1024)),
            "απάντηση πάνω από 32\u{00A0}MB")
        XCTAssertEqual(
            LoadFailurePresenter.reason(for: LoadFailure.connectivity(.connectionRefused)), "η σύνδεση απορρίφθηκε")
    }
}
