"""feed-tty at a real terminal: the built binary driven under a pseudo-terminal.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed, so no server is involved. Every wait is bounded.
"""

import fcntl
import os
import pty
import re
import select
import signal
import struct
import termios
import time
import unittest

BINARY = os.environ.get("FEED_TTY_BINARY")
TIMEOUT = 10.0


class Terminal:
    """A feed-tty process whose stdin, stdout and stderr are one pseudo-terminal."""

    def __init__(self, *arguments, environment=None, columns=None):
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "TERM": "xterm-256color",
            "LANG": "en_US.UTF-8",
            "XDG_CACHE_HOME": os.environ.get("XDG_CACHE_HOME", "/tmp"),
        }
        env.update(environment or {})
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: a session leader whose controlling terminal is the pty
            if columns:  # the terminal's size, set before the program starts and asks for it
                fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
            os.execve(BINARY, [BINARY, *arguments], env)
        self.output = b""

    def read_until(self, text, timeout=TIMEOUT):
        """Reads until `text` (bytes) appears in all output so far; fails the test on timeout."""
        deadline = time.monotonic() + timeout
        while text not in self.output:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"{text!r} did not appear within {timeout}s; output:\n{self.text}")
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:  # EIO: the child closed the terminal
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"terminal closed before {text!r}; output:\n{self.text}")
                self.output += chunk

    def type(self, data):
        os.write(self.fd, data)

    def wait(self, timeout=TIMEOUT):
        """The exit status (a negative number for a signal), after draining the terminal."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self._drain()
                return os.waitstatus_to_exitcode(status)
            self._drain(0.05)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        raise AssertionError(f"feed-tty did not exit within {timeout}s; output:\n{self.text}")

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.fd)

    @property
    def text(self):
        return self.output.decode("utf-8", errors="replace")

    def _drain(self, timeout=0):
        while select.select([self.fd], [], [], timeout)[0]:
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk
            timeout = 0


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class InteractiveTerminalTests(unittest.TestCase):
    def start(self, *arguments, environment=None, columns=None):
        terminal = Terminal(*arguments, environment=environment, columns=columns)
        self.addCleanup(terminal.close)
        return terminal

    def test_prompt_appearsOnceTheFeedHasLoaded_andCommandsWork(self):
        terminal = self.start(environment={"NO_COLOR": "1"})
        terminal.read_until(b"10. ")
        terminal.read_until(b"feed> ")

        terminal.type(b"help\n")
        terminal.read_until(b"Commands:")
        terminal.type(b"more\n")
        terminal.read_until(b"11. ")
        terminal.type(b"bogus\n")
        terminal.read_until("Unknown command “bogus”".encode())
        terminal.type(b"quit\n")

        self.assertEqual(terminal.wait(), 0, terminal.text)

    def test_lines_wrapAtTheTerminalsOwnWidth(self):
        terminal = self.start(environment={"NO_COLOR": "1"}, columns=40)
        terminal.read_until(b"10. ")
        terminal.read_until(b"feed> ")

        lines = [re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", line) for line in terminal.text.splitlines()]
        self.assertTrue(any(len(line) > 30 for line in lines), terminal.text)
        self.assertLessEqual(max(len(line) for line in lines), 40, terminal.text)

    def test_ctrlD_quitsWithZero(self):
        terminal = self.start(environment={"NO_COLOR": "1"})
        terminal.read_until(b"feed> ")

        terminal.type(b"\x04")

        self.assertEqual(terminal.wait(), 0, terminal.text)

    def test_ctrlC_exitsWith130AndNoStackTrace(self):
        terminal = self.start(environment={"NO_COLOR": "1"})
        terminal.read_until(b"feed> ")

        terminal.type(b"\x03")

        self.assertEqual(terminal.wait(), 130, terminal.text)
        for trace in ("Backtrace", "Fatal error", "crashed"):
            self.assertNotIn(trace, terminal.text)

    def test_colour_isUsedAtATerminalUnlessNoColorIsSet(self):
        colored = self.start()
        colored.read_until(b"feed> ")
        self.assertIn(b"\x1b[", colored.output)

        plain = self.start(environment={"NO_COLOR": "1"})
        plain.read_until(b"feed> ")
        self.assertNotIn(b"\x1b", plain.output)


if __name__ == "__main__":
    unittest.main()
