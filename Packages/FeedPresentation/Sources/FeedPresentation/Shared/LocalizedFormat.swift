import Foundation
import Synchronization

/// Fills in the formats of the app's strings in the chosen language, as
/// `String(format:locale:arguments:)` would.
///
/// Foundation on Linux builds an ICU number formatter for every such call (most of the cost of
/// printing an image's line), and a big page prints a hundred thousand of them. The strings use
/// only `%@`, `%ld` (each also as `%1$@`, `%1$ld`) and `%%`, so those are filled in here, numbers
/// grouped with the language's separator as Foundation groups them; any other format goes to
/// Foundation.
public enum LocalizedFormat {
    public static func string(_ format: String, _ arguments: [CVarArg]) -> String {
        fastString(format, arguments)
            ?? String(format: format, locale: Localization.locale, arguments: arguments)
    }

    private static func fastString(_ format: String, _ arguments: [CVarArg]) -> String? {
        var result = ""
        var nextArgument = 0
        var scalars = format.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            result.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[scalars.index(after: percent)...]
            if scalars.first == "%" {
                result.append("%")
                scalars = scalars.dropFirst()
                continue
            }
            var index = nextArgument
            let digits = scalars.prefix { ("0"..."9").contains($0) }
            if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
                guard let position = Int(String(Substring(digits))), position > 0 else { return nil }
                index = position - 1
                scalars = scalars.dropFirst(digits.count + 1)
            }
            guard arguments.indices.contains(index), let filled = fill(&scalars, with: arguments[index]) else {
                return nil
            }
            result += filled
            nextArgument = index + 1
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// The argument as the conversion at the start of `scalars` shows it, which it consumes; nil
    /// for a conversion (or an argument) this does not know.
    private static func fill(_ scalars: inout Substring.UnicodeScalarView, with argument: CVarArg) -> String? {
        if scalars.first == "@" {
            scalars = scalars.dropFirst()
            switch argument {
            case let text as String: return text
            case let text as NSString: return text as String
            default: return nil
            }
        }
        if scalars.starts(with: "ld".unicodeScalars), let number = argument as? Int {
            scalars = scalars.dropFirst(2)
            return grouped(number)
        }
        return nil
    }

    private static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        guard digits.utf8.count > 3 else { return number < 0 ? "-" + digits : digits }
        let separator = groupingSeparator()
        var result = number < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.utf8.count - offset) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }

    /// Shared by whichever queues format text (the main queue, and thumbnails' off it).
    private static let separators = Mutex([String: String]())

    private static func groupingSeparator() -> String {
        let language = Localization.language
        if let known = separators.withLock({ $0[language] }) { return known }
        let separator = Locale(identifier: language).groupingSeparator ?? ","
        separators.withLock { $0[language] = separator }
        return separator
    }
}
