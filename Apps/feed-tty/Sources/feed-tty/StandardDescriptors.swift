import Foundation

/// File descriptors 0, 1 and 2, kept open for the whole run.
///
/// A process started with one of them closed (`feed-tty >&-`) would hand that number to the next
/// file it opens: the `--log` file would become descriptor 1 and receive the screen, or a cache
/// file descriptor 0. Each closed one is opened on `/dev/null` before anything else is opened, so
/// no file ever becomes a standard descriptor and reading or writing them harms nothing.
enum StandardDescriptors {
    static func keepOpen() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !isOpen(descriptor) {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            // `open` returns the lowest free descriptor, which is this one as the lower ones are
            // open; `dup2` covers anything else.
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    private static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) != -1 || errno != EBADF
    }
}
