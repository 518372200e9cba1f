import TerminalGraphics

/// The terminal's answers to ``TerminalGraphicsQuery`` in what has been read from it so far, told
/// apart from keys the user typed meanwhile.
///
/// Called again on everything read each time more arrives, so an answer split across reads is
/// simply unfinished until its last byte: an unfinished sequence at the end is neither an answer
/// nor typed input yet. Answers are consumed whole; anything else the terminal sends for keys
/// (text, Enter, arrows as `CSI A`, `ESC O P`, Alt+x as `ESC x`) is handed on, in order, as typed.
enum TerminalGraphicsReplyParser {
    struct Reply: Equatable {
        var capabilities = TerminalGraphicsCapabilities.none
        /// The device attributes have come, and with them every answer asked before them.
        var isComplete = false
        /// The bytes that answer nothing: keys typed meanwhile, for the line editor.
        var typedAhead: [UInt8] = []
        /// A sequence cut off at the end: the rest of an answer still on its way (or a lone Esc).
        var unfinished: [UInt8] = []
    }

    static func parse(_ bytes: [UInt8]) -> Reply {
        var reply = Reply()
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == escape else {
                reply.typedAhead.append(bytes[index])
                index += 1
                continue
            }
            // The rest of an answer may still be on its way: nothing after it is judged before it.
            guard let (sequence, end) = sequence(in: bytes, at: index) else {
                reply.unfinished = Array(bytes[index...])
                break
            }
            switch sequence {
            case let .control(parameters, final):
                if !read(parameters: parameters, final: final, into: &reply) {
                    reply.typedAhead += bytes[index..<end]
                }
            case let .string(introducer, body):
                if introducer == UInt8(ascii: "_") { read(applicationProgramCommand: body, into: &reply) }
            case .key:
                reply.typedAhead += bytes[index..<end]
            case .broken:
                break
            }
            index = end
        }
        return reply
    }

    // MARK: - Answers

    /// Reads an answer from a control sequence; false if it is none (a key).
    private static func read(parameters: ArraySlice<UInt8>, final: UInt8, into reply: inout Reply) -> Bool {
        switch final {
        case UInt8(ascii: "c"):
            // Device attributes; only the primary ones (`?`) were asked, and end the answers.
            if parameters.first == UInt8(ascii: "?") {
                // The first number names the terminal's class (62 for a VT220, …); the attributes follow.
                let attributes = numbers(parameters.dropFirst()).dropFirst()
                reply.capabilities.sixel = attributes.contains(4)
                reply.isComplete = true
            }
            return true
        case UInt8(ascii: "t"):
            // A window report (no key ends in `t`): `6 ; height ; width` is the cell in pixels.
            let values = numbers(parameters)
            if values.count == 3, values[0] == 6, let height = values[1], let width = values[2], height > 0, width > 0 {
                reply.capabilities.cellPixelSize = CellPixelSize(width: width, height: height)
            }
            return true
        case UInt8(ascii: "S") where parameters.first == UInt8(ascii: "?"):
            // XTSMGRAPHICS (no key sends `CSI ?`): `? item ; status ; value…`, status 0 for success.
            read(graphicsAttribute: numbers(parameters.dropFirst()), into: &reply)
            return true
        default:
            return false
        }
    }

    /// The colour registers (`1 ; 0 ; count`) or the sixel geometry (`2 ; 0 ; width ; height`); an
    /// error status, an odd or a zero value leaves xterm's default.
    private static func read(graphicsAttribute values: [Int?], into reply: inout Reply) {
        guard values.count >= 3, values[1] == 0 else { return }
        let limits = reply.capabilities.sixelLimits
        switch (values[0], values.count) {
        case (1, 3):
            guard let registers = values[2], registers > 0 else { return }
            reply.capabilities.sixelLimits = SixelLimits(
                maxWidth: limits.maxWidth, maxHeight: limits.maxHeight, colorRegisters: registers)
        case (2, 4):
            guard let width = values[2], let height = values[3], width > 0, height > 0 else { return }
            reply.capabilities.sixelLimits = SixelLimits(
                maxWidth: width, maxHeight: height, colorRegisters: limits.colorRegisters)
        default:
            return
        }
    }

    /// kitty's answer, `G` then the query's keys, `;` and `OK` (or an error: no pictures).
    private static func read(applicationProgramCommand body: ArraySlice<UInt8>, into reply: inout Reply) {
        guard body.first == UInt8(ascii: "G") else { return }
        let parts = body.dropFirst().split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
        let keys = parts[0].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
        guard keys.contains("i=\(TerminalGraphicsQuery.kittyQueryID)") else { return }
        reply.capabilities.kitty = parts.count == 2 && String(decoding: parts[1], as: UTF8.self) == "OK"
    }

    /// Decimal numbers separated by `;`, nil for an empty or odd one.
    private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?] {
        parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { digits in
            digits.isEmpty || digits.count > 9 || !digits.allSatisfy({ (0x30...0x39).contains($0) })
                ? nil : Int(String(decoding: digits, as: UTF8.self))
        }
    }

    // MARK: - Sequences

    private enum Sequence {
        /// `CSI parameters final`.
        case control(parameters: ArraySlice<UInt8>, final: UInt8)
        /// APC, DCS, OSC, PM or SOS: `ESC introducer body` up to ST (`ESC \`) or BEL.
        case string(introducer: UInt8, body: ArraySlice<UInt8>)
        /// What a key sends: `ESC O x`, `ESC x`, a lone Esc before another sequence.
        case key
        /// A control sequence cut off by a byte that cannot be in one: part of a garbled answer,
        /// which no key sends.
        case broken
    }

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let stringIntroducers: Set<UInt8> = Set("_P]^X".utf8)

    /// The sequence that starts at the `ESC` at `start`, and where it ends; nil while unfinished.
    private static func sequence(in bytes: [UInt8], at start: Int) -> (Sequence, end: Int)? {
        let introducer = start + 1
        guard introducer < bytes.endIndex else { return nil }
        switch bytes[introducer] {
        case UInt8(ascii: "["):
            return controlSequence(in: bytes, parametersAt: introducer + 1)
        case let byte where stringIntroducers.contains(byte):
            return string(in: bytes, introducer: byte, bodyAt: introducer + 1)
        case UInt8(ascii: "O"):
            return introducer + 1 < bytes.endIndex ? (.key, introducer + 2) : nil
        case escape:
            return (.key, introducer)
        default:
            return (.key, introducer + 1)
        }
    }

    private static func controlSequence(in bytes: [UInt8], parametersAt start: Int) -> (Sequence, end: Int)? {
        var index = start
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20...0x3F: index += 1
            case 0x40...0x7E: return (.control(parameters: bytes[start..<index], final: bytes[index]), index + 1)
            default: return (.broken, index)
            }
        }
        return nil
    }

    private static func string(in bytes: [UInt8], introducer: UInt8, bodyAt start: Int) -> (Sequence, end: Int)? {
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == bell { return (.string(introducer: introducer, body: bytes[start..<index]), index + 1) }
            if bytes[index] == escape {
                guard index + 1 < bytes.endIndex else { return nil }
                // ST ends the string; any other sequence cancels it and is read on its own.
                let end = bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
                return (.string(introducer: introducer, body: bytes[start..<index]), end)
            }
            index += 1
        }
        return nil
    }
}
