import Foundation

/// Asks a terminal something and reads its answers: one write of the question, then reads as
/// they come until the answers are complete or one deadline for the whole exchange has passed.
///
/// Blocking, on the calling thread (`poll` with what is left of the deadline), and only at start,
/// before anything else reads the terminal. The terminal must be in raw mode: answers are not
/// lines and must not be echoed.
enum TerminalAnswerReader {
    /// At most this much is read: a terminal's answers are short, and whatever a paste at start
    /// leaves unread stays queued for the line editor.
    static let maximumLength = 64 * 1024

    /// Everything read before `isComplete` said so, or before `timeout`; nothing if the question
    /// could not be written.
    static func ask(
        _ question: [UInt8],
        input: Int32,
        output: Int32,
        timeout: Duration,
        isComplete: ([UInt8]) -> Bool
    ) -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        guard write(question, to: output) else { return [] }
        var answers: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        while answers.count < maximumLength, !isComplete(answers), hasInput(input, before: deadline) {
            let count = read(input, &block, min(block.count, maximumLength - answers.count))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            answers += block[0..<count]
        }
        return answers
    }

    private static func write(_ bytes: [UInt8], to output: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Whether `input` has bytes to read before `deadline` (a signal does not end the wait).
    private static func hasInput(_ input: Int32, before deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            // Rounded up: a wait rounded down to 0 ms would spin until the deadline.
            let milliseconds = Int32(
                clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ready == 1 && descriptor.revents & Int16(POLLIN) != 0
        }
    }
}
