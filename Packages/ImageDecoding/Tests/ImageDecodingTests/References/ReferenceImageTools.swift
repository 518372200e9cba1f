import Foundation
import ImageDecoding
import TestSupport
import XCTest

/// The reference encoders and decoders of Debian's `webp`, `libavif-bin` and `imagemagick`, run in
/// a temporary folder of their own: pictures made with them, and decoded by them for our decoders
/// to be compared with. A missing tool skips the test, or fails it under CI, which installs them
/// (`Scripts/install-test-peers`, which `Scripts/test` runs first).
struct ReferenceImageTools {
    let directory: URL

    /// A fresh folder, removed when `testCase` ends.
    static func make(for testCase: XCTestCase) throws -> ReferenceImageTools {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reference-images-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return ReferenceImageTools(directory: directory)
    }

    func file(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// The path of the file `name` in the folder, for a tool's arguments.
    func path(_ name: String) -> String {
        file(name).path
    }

    func data(_ name: String) throws -> Data {
        try Data(contentsOf: file(name))
    }

    /// Runs `tool` (of Debian's `package`) with `arguments` in the folder; fails on a non-zero exit
    /// or a run longer than a minute (a hang guard: each run takes well under a second).
    func run(_ tool: String, package: String, _ arguments: [String]) throws {
        let path = "/usr/bin/\(tool)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            let message = "\(tool) is not installed (Scripts/install-test-peers installs \(package))"
            if ProcessInfo.processInfo.environment["CI"] != nil { throw Failure(description: message) }
            throw XCTSkip(message)
        }
        let log = file("\(tool).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let child = try ChildProcess(
            executable: URL(fileURLWithPath: path),
            arguments: arguments,
            standardInput: FileHandle.nullDevice,
            standardOutput: output,
            standardError: output
        )
        guard let status = child.waitForExit(timeout: 60) else {
            child.stop()
            throw Failure(description: "\(tool) \(arguments) still ran after 60 s")
        }
        guard status == 0 else {
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(description: "\(tool) \(arguments) exited with \(status): \(said)")
        }
    }

    /// A photograph-like picture of `width` × `height` (ImageMagick's seeded plasma), with an alpha
    /// that falls from left to right when `alpha`, as an 8-bit PNG named `name`.
    func makePicture(_ name: String, width: Int, height: Int, alpha: Bool = false, seed: Int = 7) throws {
        var arguments = ["-seed", "\(seed)", "-size", "\(width)x\(height)", "plasma:red-blue"]
        if alpha { arguments += ["-alpha", "set", "-channel", "A", "-fx", "1-i/w", "+channel"] }
        try run("convert", package: "imagemagick", arguments + ["-depth", "8", path(name)])
    }

    /// The pixels of a PAM file (`P7`, as `dwebp -pam` writes: RGB_ALPHA, 8 bits).
    func pixels(ofPAM name: String) throws -> PixelImage {
        let bytes = [UInt8](try data(name))
        let end = try XCTUnwrap(find(Array("ENDHDR\n".utf8), in: bytes), "\(name) has no PAM header")
        let header = String(decoding: bytes[..<end], as: UTF8.self)
        func field(_ key: String) throws -> Int {
            let line = try XCTUnwrap(header.split(separator: "\n").first { $0.hasPrefix(key + " ") }, "no \(key)")
            return try XCTUnwrap(Int(line.dropFirst(key.count + 1)), "bad \(key)")
        }
        let width = try field("WIDTH")
        let height = try field("HEIGHT")
        XCTAssertEqual(try field("DEPTH"), 4, "\(name) is RGBA")
        return PixelImage(width: width, height: height, pixels: Array(bytes[(end + 7)...]))
    }

    /// The pixels of an 8-bit PNG (as `avifdec -d 8` writes), decoded by libpng (PNG decoding is
    /// exact: `PNGDecodingTests`).
    func pixels(ofPNG name: String) throws -> PixelImage {
        let data = try data(name)
        let info = try ThumbnailDecoder.info(of: data)
        return try ThumbnailDecoder().decode(data, width: info.width, height: info.height)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...bytes.count - needle.count).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }
}
