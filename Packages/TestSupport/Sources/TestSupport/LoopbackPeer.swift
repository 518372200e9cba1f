import Foundation
import XCTest

/// A third-party server a test runs from a template in `Scripts/peers/`, in a temporary folder of
/// its own that holds its filled-in configuration, its logs and its stderr. It is up once every
/// one of its ports accepts; `stop()` ends it and removes the folder.
final class LoopbackPeer: Sendable {
    let directory: URL
    private let name: String
    private let logs: [String]
    private let child: ChildProcess

    /// Launches `executable` and waits (at most 3 s) until it accepts on each of `ports`; `logs`
    /// are the files in `directory`, besides its stderr, that say what it did.
    init(name: String, executable: URL, arguments: [String], directory: URL, ports: [Int], logs: [String]) throws {
        self.name = name
        self.directory = directory
        self.logs = logs
        let standardError = directory.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
        let output = try FileHandle(forWritingTo: standardError)
        defer { try? output.close() }
        child = try ChildProcess(
            executable: executable, arguments: arguments, standardInput: FileHandle.nullDevice,
            standardOutput: output, standardError: output)
        try waitUntilListening(on: ports)
    }

    /// Skips the test where `path` is missing, or fails it under CI, which installs `package`.
    static func installed(_ path: String, package: String) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            let message = "\(path) is not installed (Scripts/install-test-peers installs \(package))"
            if ProcessInfo.processInfo.environment["CI"] != nil { throw FeedServer.Failure(description: message) }
            throw XCTSkip(message)
        }
        return URL(fileURLWithPath: path)
    }

    static func makeDirectory(for name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// `Scripts/peers/TEMPLATE` with each `@KEY@` replaced; a marker left over is an error.
    static func write(template: String, to destination: URL, replacing values: [String: String]) throws {
        let source = FeedServer.repositoryRoot.appendingPathComponent("Scripts/peers/\(template)")
        var text = try String(contentsOf: source, encoding: .utf8)
        for (key, value) in values { text = text.replacingOccurrences(of: "@\(key)@", with: value) }
        if let marker = text.range(of: "@[A-Z0-9_]+@", options: .regularExpression) {
            throw FeedServer.Failure(description: "Scripts/peers/\(template): nothing given for \(text[marker])")
        }
        try text.write(to: destination, atomically: true, encoding: .utf8)
    }

    /// Registers the peer's stop as a teardown block of `testCase`, printing its logs first when
    /// the test failed.
    func stop(in testCase: XCTestCase) {
        testCase.addTeardownBlock { [weak testCase, self] in
            if let run = testCase?.testRun, run.totalFailureCount > 0 { print(report()) }
            stop()
        }
    }

    func stop() {
        child.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The contents of `file` in the peer's folder, or "" if there is none.
    func log(_ file: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    private func report() -> String {
        (logs + ["stderr.log"]).map { "--- \(name): \($0) ---\n\(log($0))" }.joined(separator: "\n")
    }

    private func waitUntilListening(on ports: [Int]) throws {
        for _ in 0..<300 {
            if ports.allSatisfy(Self.accepts) { return }
            if !child.isRunning { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        child.stop()
        let description = "\(name) did not listen on 127.0.0.1 ports \(ports) within 3 s\n\(report())"
        try? FileManager.default.removeItem(at: directory)
        throw FeedServer.Failure(description: description)
    }

    /// `count` different ports nothing listens on now: the kernel's choices for sockets bound to
    /// port 0, held together so that no two are the same.
    static func freePorts(_ count: Int) throws -> [Int] {
        var descriptors: [Int32] = []
        defer { descriptors.forEach { _ = close($0) } }
        return try (0..<count).map { _ in
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            descriptors.append(descriptor)
            var bound = loopback(port: 0)
            var size = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &bound) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, size) == 0 && getsockname(descriptor, $0, &size) == 0
                }
            }
            let port = named ? Int(UInt16(bigEndian: bound.sin_port)) : 0
            guard port > 0 else { throw FeedServer.Failure(description: "no free port on 127.0.0.1") }
            return port
        }
    }

    private static func accepts(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
