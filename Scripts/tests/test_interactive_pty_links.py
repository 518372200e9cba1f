"""feed-tty's image lines as links (OSC 8), the built binary under a pseudo-terminal: at a terminal
known to open links (kitty, by its TERM or its KITTY_WINDOW_ID) each item's image line is a link to
its image, and the screen shows the same lines as without links; in xterm, an unknown terminal,
under TERM=dumb, inside a tmux that passes no links, with --no-links or `no-links = true`, and in a
pipe, not one link is written.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it. Runs on
the built-in demo feed; colour off (NO_COLOR, as every pty test), which leaves links on. Every wait
is bounded. Python 3 stdlib only.

Run: FEED_TTY_BINARY=path/to/feed-tty python3 -m unittest Scripts/tests/test_interactive_pty_links.py
"""

import os
import subprocess
import unittest

from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import BINARY, OSC, TIMEOUT

LINK = b"\x1b]8;"
DEMO_IMAGES = "https://demo.feed-tty.invalid/essential-feed/images/"
# The demo's first page: each item's image, and its image line.
FIRST_PAGE = [("photo-640x480.jpg", "image: JPEG 640x480"), ("chelsea-360x240.png", "image: PNG 360x240"),
              ("photo-progressive-320x240.jpg", "image: JPEG 320x240"), ("astronaut-320x320.gif", "image: GIF 320x320")]


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class ImageLineLinkTests(InteractiveTerminalCase):
    def test_imageLines_linkToTheirImages_inKitty(self):
        terminal = self.start_loaded(environment={"TERM": "xterm-kitty"})

        screen = terminal.screen()
        links = [(screen.lines[row], uri, text) for row, uri, text in screen.links]
        self.assertEqual(links[:4], [(f"    {line}", DEMO_IMAGES + image, line) for image, line in FIRST_PAGE],
                         screen.dump())
        self.assertEqual(len(links), 10, "one link an item, its image line")

    def test_imageLines_linkToTheirImages_underKittysWindowVariable(self):
        terminal = self.start_loaded(environment={"TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"})

        self.assertEqual(terminal.output.count(b"\x1b]8;;https://"), 10, terminal.text)

    def test_linkedScreen_showsWhatTheScreenWithoutLinksShows(self):
        linked = self.start_loaded(environment={"TERM": "xterm-kitty"}, columns=60)
        plain = self.start_loaded("--no-links", environment={"TERM": "xterm-kitty"}, columns=60)
        for terminal in (linked, plain):
            terminal.read_until(b"to load more.")
            terminal.read_until_prompt()

        self.assertEqual(linked.screen().lines, plain.screen().lines)
        self.assertNotIn("8;;", "\n".join(linked.screen().lines))
        self.assertLessEqual(max(len(line) for line in linked.screen().lines), 60)

    def test_noLinks_withTheOption(self):
        terminal = self.start_loaded("--no-links", environment={"TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"})

        self.assertNotIn(LINK, terminal.output)

    def test_noLinks_withTheConfigurationFilesSetting(self):
        config = os.path.join(self.directory, "config")
        with open(config, "w", encoding="utf-8") as file:
            file.write("no-links = yes\n")

        terminal = self.start_loaded("--config", config, environment={"TERM": "xterm-kitty"})

        self.assertNotIn(LINK, terminal.output)
        self.assertIn(b"image: JPEG 640x480", terminal.output)

    def test_noLinks_inXtermNorAnUnknownTerminal(self):
        for environment in [{"TERM": "xterm", "XTERM_VERSION": "XTerm(379)", "KITTY_WINDOW_ID": "1"},
                            {"TERM": "xterm-256color"}, {"TERM": "linux"}]:
            with self.subTest(environment):
                terminal = self.start_loaded(environment=environment)

                self.assertNotIn(LINK, terminal.output)

    def test_noLinks_underADumbTerminal(self):
        terminal = self.start("--no-cache", environment={"TERM": "dumb", "KITTY_WINDOW_ID": "1"})
        terminal.read_until_images(range(1, 11))

        self.assertNotIn(LINK, terminal.output)

    def test_noLinks_insideATmuxThatDoesNotSayItPassesThem(self):
        # No tmux server behind this TMUX: it answers nothing, so no links, whatever is outside it.
        terminal = self.start_loaded(environment={"TERM": "xterm-kitty", "TMUX": "/nonexistent/tmux,1,0"})

        self.assertNotIn(LINK, terminal.output)

    def test_noLinks_inAPipe(self):
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.directory, "TERM": "xterm-kitty",
                       "KITTY_WINDOW_ID": "1", "XDG_STATE_HOME": self.state_home,
                       "XDG_CACHE_HOME": os.path.join(self.directory, "cache")}

        result = subprocess.run([BINARY, "--no-cache"], input=b"", env=environment, capture_output=True,
                                timeout=TIMEOUT)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(b"image: JPEG 640x480", result.stdout)
        self.assertNotIn(LINK, result.stdout)
        self.assertIsNone(OSC.search(result.stdout))


if __name__ == "__main__":
    unittest.main()
