import FeedTextUI

/// Reads the configuration file's bytes into settings by key, or the first line that is wrong.
/// Pure: no file system, no knowledge of what a value means (`LaunchConfiguration` checks the
/// values as the command line's own).
///
/// The grammar, line by line (LF or CRLF; a UTF-8 byte order mark at the start is skipped):
/// - blank, or `#` first after blanks: ignored; a `#` later in a line is part of its value (a
///   URL's fragment, a path), so there are no comments at the end of a line;
/// - `key = value`: the key is the text before the first `=`, the value the text after it, both
///   without surrounding blanks; the value may be empty or hold `=` itself, and is taken
///   literally (quotes included);
/// - anything else, an unknown key (with the setting it most likely meant), a key set twice, or a
///   line that is not UTF-8 text, is an error.
enum ConfigFileParser {
    struct Failure: Error, Equatable {
        let line: Int
        let problem: ConfigFileLineProblem
    }

    static func parse(_ bytes: [UInt8], keys: Set<String>) -> Result<[String: ConfigFileEntry], Failure> {
        var entries: [String: ConfigFileEntry] = [:]
        for (index, lineBytes) in lines(of: bytes).enumerated() {
            let number = index + 1
            guard let text = String(validating: lineBytes, as: UTF8.self),
                !text.unicodeScalars.contains(where: isControl)
            else { return .failure(Failure(line: number, problem: .notText)) }
            let line = text.trimmingBlanks()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                return .failure(Failure(line: number, problem: .notKeyValue))
            }
            let key = String(line[..<equals]).trimmingBlanks()
            guard !key.isEmpty else { return .failure(Failure(line: number, problem: .notKeyValue)) }
            guard keys.contains(key) else {
                let suggestion = ConfigKeySuggestion.setting(for: key, among: keys.sorted())
                return .failure(Failure(line: number, problem: .unknownKey(key, suggestion: suggestion)))
            }
            if let earlier = entries[key] {
                return .failure(Failure(line: number, problem: .duplicateKey(key, firstLine: earlier.line)))
            }
            entries[key] = ConfigFileEntry(
                value: String(line[line.index(after: equals)...]).trimmingBlanks(), line: number)
        }
        return .success(entries)
    }

    /// The lines, split at LF with a CR before it dropped, the byte order mark gone. Bytes, not
    /// characters: Swift's `Character` joins CR and LF into one, and a line must be checked as
    /// UTF-8 on its own to be named.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
        return text.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
    }

    /// A tab is a blank; any other control character (NUL, ESC, C1's CSI) means this is not a
    /// text file, and must reach neither a path nor, in a message, the terminal.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}

extension String {
    /// Without the spaces and tabs around it.
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
