import FeedTextUI

/// `TerminalTextSanitizer.sanitize` then `LineWrapper.wrap`, as network text reaches the screen.
///
/// Input: the first byte picks the width (1…200), the rest is UTF-8 (invalid bytes become U+FFFD).
/// Invariants:
/// - the sanitized text holds no C0 control, DEL, C1 control, bidirectional embedding, override,
///   isolate or mark (U+202A…U+202E, U+2066…U+2069, U+200E, U+200F, U+061C), line or paragraph
///   separator (U+2028, U+2029), byte order mark (U+FEFF), annotation mark (U+FFF9…U+FFFB) or tag
///   character (U+E0000…U+E007F);
/// - wrapping loses no text: the wrapped lines hold the same Unicode scalars as the sanitized text,
///   leaving out U+0020 SPACE (the wrapper drops spaces at a break and adds a hanging indent).
///   Scalars, not `Character`s: the wrapper concatenates an indent with the continuation, so a
///   continuation that starts with a lone combining mark (possible after a format character such as
///   U+200B) merges with the indent's last space into one grapheme — the text is all there, but a
///   grapheme comparison would count " \u{301}" as a different character from "\u{301}".
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let width = Int(data[0]) % 200 + 1
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)

    let sanitized = TerminalTextSanitizer.sanitize(text)
    for scalar in sanitized.unicodeScalars where isForbidden(scalar) {
        fatalError("TerminalTextSanitizer let U+\(String(scalar.value, radix: 16, uppercase: true)) through")
    }

    let lines = LineWrapper.wrap(sanitized, width: width)
    let wrapped = lines.joined().unicodeScalars.filter { $0 != " " }
    let original = sanitized.unicodeScalars.filter { $0 != " " }
    guard wrapped.elementsEqual(original) else {
        fatalError("LineWrapper lost or changed text at width \(width): \(sanitized.debugDescription) -> \(lines)")
    }
    return 0
}

private func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029,
        0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F:
        true
    default: false
    }
}
