import FeedFeature
import Synchronization

/// Every lock the tests that import this module share between threads is one ThreadSanitizer can
/// follow. A contended `Synchronization.Mutex` is handed over by the kernel, out of the
/// sanitizer's sight, and the sanitizer run then reports races that are not there. This module
/// imports Synchronization, so its `Mutex` shadows that one wherever both are imported.
public typealias Mutex<Value: Sendable> = HandOffMutex<Value>
