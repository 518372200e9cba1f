import FeedScreens
import FeedTextUI
import TestSupport

/// TestSupport's buffer cannot name the front's protocol (it depends on no package), so the
/// conformance is declared where both are known. Retroactive: neither type is this module's, and
/// neither module will add it.
extension TextBuffer: @retroactive TextOutput {}
