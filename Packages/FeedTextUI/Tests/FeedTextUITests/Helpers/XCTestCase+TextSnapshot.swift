import Foundation
import XCTest

extension XCTestCase {
    /// Compares `text` with the golden file `__Snapshots__/<name>.txt`. Set RECORD_SNAPSHOTS=1 to
    /// write the golden files anew; a missing golden file is recorded and fails the test, so a new
    /// snapshot is always looked at before it is trusted.
    func assertTextSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let snapshotURL = URL(fileURLWithPath: "\(file)")
            .deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent("\(name).txt")
        let stored = try? String(contentsOf: snapshotURL, encoding: .utf8)

        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" || stored == nil {
            try? FileManager.default.createDirectory(
                at: snapshotURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: snapshotURL)
            return XCTFail(
                "Recorded snapshot '\(name)' at \(snapshotURL.path); check it and run again", file: file, line: line)
        }

        XCTAssertEqual(
            text, stored,
            "Snapshot '\(name)' differs; rerun with RECORD_SNAPSHOTS=1 if the change is intended",
            file: file, line: line)
    }
}
