import ImageDecoding
import XCTest

/// libwebp and libavif are loaded at run time: a machine without them, or with a libavif whose
/// interface is not declared here, gets an error that names the library, never a crash.
final class RuntimeCodecLibraryTests: XCTestCase {
    func test_probe_isMissingWhereNoNamedLibraryLoads() {
        for library in [RuntimeCodecLibrary.webp, .avif] {
            XCTAssertEqual(library.probe(names: ["libfeed-tty-absent.so.1", "/nonexistent/lib.so"]), .missing)
            XCTAssertEqual(library.probe(names: []), .missing)
        }
    }

    func test_probe_isUnsupportedForALibraryWithoutItsFunctions() {
        // zlib is on every machine this builds on (TerminalGraphics links it).
        for library in [RuntimeCodecLibrary.webp, .avif] {
            XCTAssertEqual(library.probe(names: ["libz.so.1"]), .unsupported, library.name)
        }
    }

    func test_probe_isReadyForTheSystemsLibraries() throws {
        try XCTSkipUnless(RuntimeCodecLibrary.webp.availability == .ready, "libwebp.so.7 is not installed")
        try XCTSkipUnless(RuntimeCodecLibrary.avif.availability == .ready, "libavif.so.15/16 is not installed")

        XCTAssertEqual(RuntimeCodecLibrary.webp.probe(names: ["libwebp.so.7"]), .ready)
        XCTAssertEqual(RuntimeCodecLibrary.avif.probe(names: ["libavif.so.16", "libavif.so.15"]), .ready)
    }

    func test_acceptsAVIF_takesTheTwoABIsDeclaredOnly() {
        for version in ["0.11.0", "0.11.1", "1.0.0", "1.0.4", "1.4.2"] {
            XCTAssertTrue(RuntimeCodecLibrary.acceptsAVIF(version: version), version)
        }
        for version in ["0.10.1", "0.9.3", "0.1", "2.0.0", "10.0.0", "", "1", "011.1"] {
            XCTAssertFalse(RuntimeCodecLibrary.acceptsAVIF(version: version), version)
        }
    }
}
