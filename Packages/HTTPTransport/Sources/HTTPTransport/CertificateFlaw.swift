import FeedFeature

/// What OpenSSL's certificate check found wrong (its verify result, `X509_V_ERR_…` of
/// `openssl/x509_vfy.h`, stable across OpenSSL's versions), as the kind the user is told:
/// "expired" is something to tell the server's owner, "self-signed" something to decide about.
enum CertificateFlaw {
    static func kind(verdict: Int) -> LoadFailure.Connectivity {
        switch verdict {
        case 10: .certificateExpired  // CERT_HAS_EXPIRED
        case 9: .certificateNotYetValid  // CERT_NOT_YET_VALID
        case 18, 19: .certificateSelfSigned  // DEPTH_ZERO_SELF_SIGNED_CERT, SELF_SIGNED_CERT_IN_CHAIN
        // UNABLE_TO_GET_ISSUER_CERT, UNABLE_TO_GET_ISSUER_CERT_LOCALLY, UNABLE_TO_VERIFY_LEAF_SIGNATURE
        case 2, 20, 21: .certificateUnknownIssuer
        case 62, 64: .certificateHostMismatch  // HOSTNAME_MISMATCH, IP_ADDRESS_MISMATCH
        default: .certificateNotTrusted
        }
    }
}
