import CTLSShim

/// The TLS library the transport speaks through, for a program's `--version` (as `curl --version`
/// names its OpenSSL): the library loaded at run time, which a system update may have changed
/// since the program was built.
public enum TLSLibrary {
    /// Its name and version as it gives them, e.g. "OpenSSL 3.0.13 30 Jan 2024".
    public static var version: String {
        String(cString: feed_tls_library_version())
    }
}
