import CImageCodecs
import Foundation

/// The shared libraries reached at run time (``WebPDecoder``, ``AVIFDecoder``): loaded on first
/// use, once per process; a library that is absent, or of a version whose interface is not
/// declared here, is a decoding error that names it, for the front to say why the picture is not
/// drawn.
public enum RuntimeCodecLibrary: Sendable {
    case webp
    case avif

    public enum Availability: Equatable, Sendable {
        case ready
        case missing
        case unsupported
    }

    public var name: String {
        switch self {
        case .webp: "libwebp"
        case .avif: "libavif"
        }
    }

    /// Whether the library this process uses is loaded and usable.
    public var availability: Availability {
        switch self {
        case .webp: Availability(feed_webp_library())
        case .avif: Availability(feed_avif_library())
        }
    }

    /// What the library would be if it were loaded from the first of `names` (file names or
    /// paths, as `dlopen` takes them) that loads: how a machine without it, or with a foreign
    /// one, is told apart without uninstalling anything.
    public func probe(names: [String]) -> Availability {
        let copies = names.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return pointers.withUnsafeBufferPointer { names in
            switch self {
            case .webp: Availability(feed_webp_probe(names.baseAddress))
            case .avif: Availability(feed_avif_probe(names.baseAddress))
            }
        }
    }

    /// Whether a libavif of this version ("0.11.1") has an interface declared here. The loader
    /// applies the same rule in C; only a test reads it here, to check the rule against versions
    /// no machine has installed at once.
    public static func acceptsAVIF(version: String) -> Bool {
        feed_avif_version_major(version) >= 0
    }

    /// Throws unless the library is loaded and usable.
    func requireReady() throws(ImageDecodingError) {
        switch availability {
        case .ready: return
        case .unsupported: throw .libraryUnsupported(versionedName)
        case .missing: throw .libraryMissing(name)
        }
    }

    /// "libavif 2.0.0" when the library says its version, else its name.
    private var versionedName: String {
        guard self == .avif, let version = feed_avif_library_version() else { return name }
        return "\(name) \(String(cString: version))"
    }
}

extension RuntimeCodecLibrary.Availability {
    fileprivate init(_ status: feed_library_status) {
        switch status {
        case FEED_LIBRARY_READY: self = .ready
        case FEED_LIBRARY_UNSUPPORTED: self = .unsupported
        default: self = .missing
        }
    }
}
