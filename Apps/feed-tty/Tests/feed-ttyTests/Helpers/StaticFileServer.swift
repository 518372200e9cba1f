import Foundation
import TestSupport
import XCTest

/// `python3 -m http.server` on a free port of 127.0.0.1, serving the files of a directory as they
/// are (`GET /v1/feed?limit=10` answers the file `v1/feed`): for a feed that `Scripts/feed-server`
/// does not send, such as one whose image URLs a test writes itself once it knows the port.
final class StaticFileServer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let directory: URL
    let baseURL: URL
    private let child: ChildProcess

    /// Starts a server for `testCase` and registers its stop (and the directory's removal) as a
    /// teardown block.
    static func start(in testCase: XCTestCase, timeout: TimeInterval = 10) throws -> StaticFileServer {
        let server = try StaticFileServer(timeout: timeout)
        testCase.addTeardownBlock { server.stop() }
        return server
    }

    private init(timeout: TimeInterval) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("static-server-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let stdout = Pipe()
        child = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path,
            ],
            standardInput: FileHandle.nullDevice,
            standardOutput: stdout,
            standardError: FileHandle.nullDevice
        )
        // It says "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..." once bound.
        let output = PipeDrain(stdout.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        var port: Substring?
        while port == nil, Date() < deadline {
            port = String(decoding: output.dataSoFar, as: UTF8.self).firstMatch(of: #/ port (\d+) /#)?.1
            if port == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard let port, let url = URL(string: "http://127.0.0.1:\(port)") else {
            child.stop()
            try? FileManager.default.removeItem(at: directory)
            throw Failure(description: "python3 -m http.server did not start within \(timeout)s")
        }
        baseURL = url
    }

    /// Serves `data` at `path` (relative, like "v1/feed") from now on.
    func serve(_ data: Data, at path: String) throws {
        let file = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    private func stop() {
        child.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}
