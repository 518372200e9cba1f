import FeedScreens
import Foundation

/// The JSON front: prints what the screens report as one JSON object per line, for programs
/// (`feed-tty --format json | jq`). Every object has a `type`; docs/usage.md shows one of each, and
/// `docs/feed-tty.schema.json` (JSON Schema) is the contract, checked against every end-to-end
/// JSON run. A prompt is for people, so it prints nothing.
///
/// A feed shown from the offline cache because the network failed is announced after its screen
/// and before its items as `{"notice":"offline","savedAt":"2020-09-13T12:26:40Z","type":"notice"}`:
/// when the copy was saved, in ISO 8601 (UTC, whole seconds), for the program to judge its age.
/// A live feed has no such object.
public final class JSONScreenRenderer: ScreenRenderer {
    private let writeLine: (String) -> Void

    /// `writeLine` gets each object's text without its line end.
    public init(writeLine: @escaping (String) -> Void) {
        self.writeLine = writeLine
    }

    public func render(_ event: ScreenEvent) {
        guard let object = JSONEventObject.object(for: event) else { return }
        writeLine(Self.text(of: object))
    }

    /// Keys sorted, so the same events always print the same bytes; one line, whatever the text.
    private static func text(of object: [String: Any]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return #"{"type":"unprintable"}"# }
        return JSONInvisibleCharacterEscaping.escaped(String(decoding: data, as: UTF8.self))
    }
}
