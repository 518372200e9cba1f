"""feed-tty --images kitty inside tmux (80x24, a tmux server of the test's own): with tmux's
passthrough on (`allow-passthrough`), kitty's pictures go through it to the terminal outside and
nothing of them reaches the window's title; with it off, feed-tty refuses at start in one line that
says how to turn it on (status 78), instead of drawing nothing.

Run: env FEED_TTY_BINARY=<built feed-tty> python3 -m unittest Scripts/tests/test_interactive_pty_tmux.py
"""

import os
import shutil
import subprocess
import tempfile
import time
import unittest

from feed_server_support import Server
from pty_terminal import BINARY

TIMEOUT = 60


@unittest.skipUnless(BINARY, "set FEED_TTY_BINARY to the built feed-tty")
@unittest.skipUnless(shutil.which("tmux"), "tmux is not installed")
class KittyInsideTmuxTests(unittest.TestCase):
    def start(self, passthrough):
        """feed-tty --images kitty in a detached tmux window of 80x24 with `allow-passthrough` set
        to `passthrough`, its raw output copied to a file (pipe-pane) from before it starts."""
        folder = tempfile.mkdtemp(prefix="feed-tty-tmux-")
        self.addCleanup(shutil.rmtree, folder, ignore_errors=True)
        self.socket = f"feed-tty-test-{os.getpid()}-{passthrough}"
        self.addCleanup(subprocess.run, ["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        config = os.path.join(folder, "tmux.conf")
        with open(config, "w") as file:
            file.write(f"set -g allow-passthrough {passthrough}\nset -g status off\n")
        self.raw = os.path.join(folder, "raw")
        server = Server(self, "--log", os.devnull)
        home = os.path.join(folder, "home")
        command = (f"sleep 1; env HOME={home} XDG_CACHE_HOME={home}/cache XDG_STATE_HOME={home}/state "
                   f"{BINARY} --url {server.url} --no-cache --images kitty; echo exit=$?; sleep 60")
        self.tmux("-f", config, "new-session", "-d", "-x", "80", "-y", "24", command)
        self.tmux("pipe-pane", "-o", f"cat >> {self.raw}")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, *arguments], capture_output=True, text=True,
                              check=True, timeout=10).stdout

    def pane(self):
        return self.tmux("capture-pane", "-p", "-J")

    def wait_for(self, text):
        deadline = time.monotonic() + TIMEOUT
        while text not in self.pane():
            self.assertLess(time.monotonic(), deadline, f"no {text!r} in the pane:\n{self.pane()}")
            time.sleep(0.2)

    def test_withoutPassthrough_refusesAtStartInOneLineSayingHowToTurnItOn(self):
        self.start("off")
        self.wait_for("exit=")

        lines = [line for line in self.pane().splitlines() if line]
        self.assertEqual(lines, [
            "feed-tty: --images kitty inside tmux needs tmux to pass pictures on to the terminal: run tmux set -g "
            "allow-passthrough on (tmux 3.3 or later), or choose --images blocks", "exit=78"], self.pane())

    def test_withPassthrough_sendsThePicturesThroughIt_andNothingOfThemReachesTheTitleOrThePane(self):
        self.start("on")
        title = self.tmux("display-message", "-p", "#{pane_title}")
        self.wait_for("Type “more” to load more.")
        with open(self.raw, "rb") as file:
            raw = file.read()

        self.assertIn(b"\x1bPtmux;\x1b\x1b_Ga=T,f=100,", raw, "a picture through tmux's passthrough")
        self.assertNotIn(b"\x1b_G", raw.replace(b"\x1b\x1b_G", b""), "a picture tmux would take for its own")
        self.assertEqual(self.tmux("display-message", "-p", "#{pane_title}"), title)
        self.assertNotIn("_G", self.pane())
        self.assertIn("image: JPEG", self.pane())


if __name__ == "__main__":
    unittest.main()
