"""A test's child process running one of the repository's servers (feed-server, http-proxy),
started on a free port and ready once it has printed its listening line (Python 3 stdlib only)."""

import selectors
import signal
import subprocess
import tempfile


class ScriptProcess:
    """`command` with `--port 0`, stderr kept aside; stopped in the test's cleanup."""

    def __init__(self, test, command, listening, timeout=10):
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([*command[:1], "--port", "0", *command[1:]],
                                        stdout=subprocess.PIPE, stderr=self.stderr)
        test.addCleanup(self.stderr.close)
        test.addCleanup(self.stop)
        self.line = self._read_line(timeout)
        self.match = listening.match(self.line)
        test.assertIsNotNone(self.match, f"unexpected first line of {command[0]}: {self.line!r}")

    def _read_line(self, timeout):
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        try:
            return self.process.stdout.readline().decode("utf-8") if selector.select(timeout) else ""
        finally:
            selector.close()

    def stop(self, sig=signal.SIGTERM):
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        return self.process.returncode

    def stderr_text(self):
        self.stderr.seek(0)
        return self.stderr.read().decode("utf-8", "replace")
