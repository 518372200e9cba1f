import FeedTextUI
import TestSupport

/// TestSupport's buffer cannot name the front's protocol (it depends on no package), so the
/// conformance is declared where both are known.
extension TextBuffer: TextOutput {}
