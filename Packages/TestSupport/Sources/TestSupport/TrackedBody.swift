import Foundation
import Synchronization

/// A body that says when its bytes are freed: a page of 13.3 MB must not outlive its mapping.
/// Large enough that `Data` keeps the bytes given rather than a copy of its own.
public final class TrackedBody: Sendable {
    private let freed = Mutex(false)

    public init() {}

    public var isFreed: Bool { freed.withLock { $0 } }

    public func make() -> Data {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: 1024, alignment: 1)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: 1024)
        return Data(
            bytesNoCopy: bytes, count: 1024,
            deallocator: .custom { [self] pointer, _ in
                pointer.deallocate()
                freed.withLock { $0 = true }
            })
    }
}
