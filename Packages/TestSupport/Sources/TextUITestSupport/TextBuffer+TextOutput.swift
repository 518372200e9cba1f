import FeedTextUI
import TestSupport

/// The one place TestSupport's buffer is the text front's output, for every test target that
/// hands it to a front. Not in TestSupport's own target, which depends on no package.
extension TextBuffer: TextOutput {}
