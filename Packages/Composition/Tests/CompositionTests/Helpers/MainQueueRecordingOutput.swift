import FeedScreens
import FeedTextUI
import TestSupport
import TextUITestSupport

@testable import Composition
@testable import ResourceLoading

/// Collects output and remembers whether every write happened on the main queue.
final class MainQueueRecordingOutput: TextOutput {
    private let buffer = TextBuffer()
    private(set) var everyWriteOnMainQueue = true

    var text: String { buffer.text }

    func write(_ text: String) {
        everyWriteOnMainQueue = everyWriteOnMainQueue && MainQueue.isCurrent
        buffer.write(text)
    }
}
