"""InteractiveTerminalCase: what the tests of feed-tty at a pseudo-terminal share: the app started
in the test's own folder (its history and cache there), a gated feed, and the checks of how it
exits and leaves the terminal.
"""

import os
import re
import tempfile
import unittest

from gated_server import GatedFeedServer
from pty_terminal import Terminal

# What the lines of a screen of pictures say, as the tests that read one at a pseudo-terminal read them.
ITEM = re.compile(r"^ *(\d+)\. ")  # an item's first line, with its number
LOADING = re.compile(r"^ +image: loading")
# An image settled with its format: the formats drawn in text cells (WebP and AVIF only where their
# libraries are installed).
SETTLED_IMAGE = re.compile(r"^ +image: (JPEG|PNG|GIF|WebP|AVIF) ")
BLOCK_SYMBOL = re.compile("[\u2580-\u259f]")  # a picture in text cells: ▀ ▄ ▌ ▖ …


class InteractiveTerminalCase(unittest.TestCase):
    def setUp(self):
        directory = tempfile.TemporaryDirectory()
        self.addCleanup(directory.cleanup)
        self.directory = directory.name
        self.state_home = os.path.join(directory.name, "state")
        self.history_file = os.path.join(self.state_home, "feed-tty", "history")

    def start(self, *arguments, environment=None, columns=100, rows=60, program=None):
        """feed-tty (on the demo feed unless `arguments` say otherwise), its state and cache in
        this test's own folder. 60 rows keep a whole page of the demo on screen."""
        env = {"XDG_STATE_HOME": self.state_home,
               "XDG_CACHE_HOME": os.path.join(self.directory, "cache"), "NO_COLOR": "1"}
        env.update(environment or {})
        terminal = Terminal(*arguments, environment=env, columns=columns, rows=rows, program=program)
        self.addCleanup(terminal.close)
        return terminal

    def start_loaded(self, *arguments, **options):
        """The demo's first page shown, every image settled, the prompt on the last line."""
        terminal = self.start("--no-cache", *arguments, **options)
        terminal.read_until_images(range(1, 11))
        terminal.read_until_prompt()
        return terminal

    def gated_server(self):
        server = GatedFeedServer()
        self.addCleanup(server.close)
        return server

    def assertExits(self, terminal, status):
        self.assertEqual(terminal.wait(), status, terminal.text)
        for trace in ("Backtrace", "Fatal error", "crashed"):
            self.assertNotIn(trace, terminal.text)

    def assertTerminalRestored(self, terminal):
        self.assertEqual(terminal.attributes(), terminal.original_attributes,
                         "the terminal's attributes were not restored")

    def assertSubmitted(self, terminal, line, prompt="feed> ", since=0):
        """Enter left `prompt + line` on a line of its own."""
        lines = terminal.screen(since).lines
        self.assertIn(prompt + line, lines[:-1], terminal.screen(since).dump())
