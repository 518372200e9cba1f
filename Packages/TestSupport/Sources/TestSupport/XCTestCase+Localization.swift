import Foundation
import XCTest

extension XCTestCase {
    /// Fails for every key that some localization of `table` defines and another lacks or leaves
    /// empty, so a language can never silently fall back to showing a raw key.
    public func assertLocalizedKeysAndValuesExist(
        in bundle: Bundle,
        table: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let localizations = stringsFiles(in: bundle, table: table)
        XCTAssertFalse(localizations.isEmpty, "No localizations of table '\(table)' found", file: file, line: line)

        let allKeys = Set(localizations.values.flatMap(\.keys))
        for (language, strings) in localizations.sorted(by: { $0.key < $1.key }) {
            for key in allKeys.sorted() {
                let value = strings[key] ?? ""
                XCTAssertFalse(
                    value.isEmpty,
                    "Missing '\(language)' localized string for key '\(key)' in table '\(table)'",
                    file: file,
                    line: line
                )
            }
        }
    }

    private func stringsFiles(in bundle: Bundle, table: String) -> [String: [String: String]] {
        let lprojs =
            (try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? []
        var result = [String: [String: String]]()
        for lproj in lprojs where lproj.pathExtension == "lproj" {
            let url = lproj.appendingPathComponent("\(table).strings")
            guard let data = try? Data(contentsOf: url) else { continue }
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            result[lproj.deletingPathExtension().lastPathComponent] = plist as? [String: String] ?? [:]
        }
        return result
    }
}
