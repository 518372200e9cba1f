import FeedFeature
import Foundation

/// A counting semaphore whose wait can be polled beside a socket, so a request waiting for a
/// slot still ends at its deadline or cancellation.
///
/// A free slot is taken and given back under a lock, with no system call; only a slot given back
/// while requests wait goes through the pipe, as a byte that the waiters poll for. Every read and
/// write of the pipe happens under the lock, so `handedOver` is exactly the bytes in it, and
/// never more than the requests still waiting.
final class SlotSemaphore: Sendable {
    private struct State {
        var free: Int
        var waiting = 0
        var handedOver = 0
    }

    private let pipe: NonBlockingPipe
    // Requests on many threads take and give back slots at once.
    private let state: HandOffMutex<State>

    /// Nil when the process is out of file descriptors.
    init?(slots: Int) {
        guard let pipe = NonBlockingPipe() else { return nil }
        self.pipe = pipe
        state = HandOffMutex(State(free: slots))
    }

    deinit {
        pipe.close()
    }

    /// How many requests wait for a slot: the moment a test waits for, instead of a time, before
    /// it hands a slot over or cancels a waiter.
    var waiters: Int { state.withLock { $0.waiting } }

    func wait(watch: RequestWatch) throws {
        let mustWait = state.withLock { state in
            guard state.free == 0 else {
                state.free -= 1
                return false
            }
            state.waiting += 1
            return true
        }
        guard mustWait else { return }
        do {
            repeat {
                try watch.wait(for: .readable, on: pipe.readEnd)
            } while !takeHandedOverSlot()
        } catch {
            stopWaiting()
            throw error
        }
    }

    func signal() {
        let pipe = pipe
        state.withLock { state in
            if state.waiting > state.handedOver && pipe.writeByte() {
                state.handedOver += 1
            } else {
                state.free += 1
            }
        }
    }

    /// False when another waiter took the byte first.
    private func takeHandedOverSlot() -> Bool {
        let pipe = pipe
        return state.withLock { state in
            guard state.handedOver > 0, pipe.readByte() else { return false }
            state.handedOver -= 1
            state.waiting -= 1
            return true
        }
    }

    /// A waiter that gives up: a slot already handed over for it is free again.
    private func stopWaiting() {
        let pipe = pipe
        state.withLock { state in
            state.waiting -= 1
            if state.handedOver > state.waiting && pipe.readByte() {
                state.handedOver -= 1
                state.free += 1
            }
        }
    }
}

extension NonBlockingPipe {
    fileprivate func writeByte() -> Bool {
        var byte: UInt8 = 1
        while true {
            if write(writeEnd, &byte, 1) == 1 { return true }
            if errno != EINTR { return false }
        }
    }

    fileprivate func readByte() -> Bool {
        var byte: UInt8 = 0
        while true {
            if read(readEnd, &byte, 1) == 1 { return true }
            if errno != EINTR { return false }
        }
    }
}
