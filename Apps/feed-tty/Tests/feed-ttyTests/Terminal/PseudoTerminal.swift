import Foundation
import XCTest

/// A pseudo-terminal pair for tests: `controller` is the side a terminal emulator holds (what is
/// written there is typed), `follower` the side a program reads keys from.
final class PseudoTerminal {
    let controller: Int32
    let follower: Int32

    init() throws {
        var (controller, follower) = (Int32(-1), Int32(-1))
        guard openpty(&controller, &follower, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
        (self.controller, self.follower) = (controller, follower)
    }

    deinit {
        close(follower)
        close(controller)
    }

    func settings() throws -> termios {
        var settings = termios()
        guard tcgetattr(follower, &settings) == 0 else { throw POSIXError(.EIO) }
        return settings
    }

    func type(_ bytes: [UInt8]) throws {
        guard write(controller, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
    }

    /// Up to `count` bytes the follower can read within a second.
    func readFollower(count: Int) throws -> [UInt8] { try readAvailable(follower, count: count, timeout: 1000) }

    /// What the follower's side sent back (an echo) within a tenth of a second.
    func readController() throws -> [UInt8] { try readAvailable(controller, count: 64, timeout: 100) }

    private func readAvailable(_ descriptor: Int32, count: Int, timeout milliseconds: Int32) throws -> [UInt8] {
        var bytes = [UInt8]()
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while bytes.count < count, poll(&waiting, 1, milliseconds) == 1 {
            var buffer = [UInt8](repeating: 0, count: count - bytes.count)
            let received = read(descriptor, &buffer, buffer.count)
            guard received > 0 else { break }
            bytes += buffer.prefix(received)
        }
        return bytes
    }
}
