"""feed-tty under the soak: started with its standard input a pipe that stays open (a watch in a
pipe ends only by quit, Ctrl-C or SIGTERM), its standard output read line by line as it comes,
its RSS sampled every second from /proc, and stopped by SIGTERM."""

import os
import signal
import subprocess
import threading
import time

SIGTERM_GRACE = 10  # seconds feed-tty has to exit after SIGTERM before it is killed


def rss_kilobytes(pid):
    """VmRSS of a process in kB, or None once it is gone."""
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as file:
            for line in file:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


class Client:
    """A running feed-tty: `lines` (its stdout, decoded), `samples` ([(seconds since start, kB)])."""

    def __init__(self, command, stdout_copy, stderr_file):
        self.started = time.monotonic()
        self.lines, self.samples = [], []
        self._copy = stdout_copy
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr_file)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._stop_sampling = threading.Event()
        self._sampler = threading.Thread(target=self._sample, daemon=True)
        self._sampler.start()

    def _read(self):
        for raw in self.process.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            self.lines.append(line)
            self._copy.write(line + "\n")
            self._copy.flush()

    def _sample(self):
        while not self._stop_sampling.wait(1.0):
            kb = rss_kilobytes(self.process.pid)
            if kb is None or self.process.poll() is not None:
                return
            self.samples.append((round(time.monotonic() - self.started, 1), kb))

    def running(self):
        return self.process.poll() is None

    def terminate(self):
        """SIGTERM, then its exit status (None when it had to be killed after SIGTERM_GRACE s)."""
        self._stop_sampling.set()
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(SIGTERM_GRACE)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            status = None
        self._reader.join(5)
        try:
            self.process.stdin.close()
        except OSError:
            pass
        return status

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
