import FeedFeature

/// Every lock these tests share between threads is one ThreadSanitizer can follow. A contended
/// `Synchronization.Mutex` is handed over by the kernel, out of the sanitizer's sight, and the
/// sanitizer run then reports races that are not there; declared in this module, this name
/// shadows `Synchronization.Mutex` in every test file.
typealias Mutex<Value: Sendable> = HandOffMutex<Value>
