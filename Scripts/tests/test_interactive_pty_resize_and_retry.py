"""feed-tty at an 80x24 pseudo-terminal against a far server, resized and interrupted mid-load:
a place kept for a late picture is filled where it is, or closed with one line; none is left
saying "image: loading…" over blank rows, and `retry N` after Ctrl-C prints the picture under one
header (issue 47, point 5).

The screen is read through pty_terminal.Screen, which follows the cursor up and down as a terminal
does, so a picture drawn in place lands where the terminal would show it.

Run: env FEED_TTY_BINARY=<built feed-tty> python3 -m unittest Scripts/tests/test_interactive_pty_resize_and_retry.py
"""

import unittest

from feed_server_support import Server
from interactive_pty_case import BLOCK_SYMBOL, ITEM, LOADING, SETTLED_IMAGE, InteractiveTerminalCase
from pty_terminal import BINARY, CTRL_C, ENTER



@unittest.skipUnless(BINARY, "set FEED_TTY_BINARY to the built feed-tty")
class ResizeAndRetryMidLoadTests(InteractiveTerminalCase):
    def start_far(self, fault):
        server = Server(self, "--fault", fault, "--log", "/dev/null")
        return self.start("--url", server.url, "--no-cache", "--images", "blocks", columns=80, rows=24,
                          environment={"NO_COLOR": None, "COLORTERM": "truecolor"})

    def wait_for_item_1_loading(self, terminal):
        terminal.wait_for(lambda: any(LOADING.match(line) for line in terminal.screen().lines),
                          "item 1 shown with its picture still loading")

    def test_resizeWiderAndTallerMidLoad_fillsEachPlaceWhereItIs_leavingNoLoadingLine(self):
        terminal = self.start_far("image-latency-spread")
        self.wait_for_item_1_loading(terminal)

        terminal.resize(100, 30)
        terminal.read_until_images(range(1, 11), timeout=60)
        screen = terminal.read_until_prompt(fresh=False)

        numbers = [int(match.group(1)) for line in screen.lines if (match := ITEM.match(line))]
        self.assertEqual(numbers, list(range(1, 11)), f"an item's header repeated (a picture apart):\n{screen.dump()}")
        self.assertFalse(any(LOADING.match(line) for line in screen.lines), f"a stale loading line:\n{screen.dump()}")
        item_1 = screen.lines[screen.lines.index(next(line for line in screen.lines if line.startswith(" 1. "))):]
        image_line = next(index for index, line in enumerate(item_1) if SETTLED_IMAGE.match(line))
        self.assertTrue(BLOCK_SYMBOL.search(item_1[image_line + 1]), f"item 1's picture not in place:\n{screen.dump()}")

    def test_ctrlCMidLoad_closesEveryPlace_andRetryPrintsThePictureUnderOneHeader(self):
        terminal = self.start_far("image-slow-headers:2")
        self.wait_for_item_1_loading(terminal)
        terminal.type(CTRL_C)
        terminal.read_until(b"Stopped.")
        stopped = terminal.read_until_prompt(fresh=False)
        self.assertFalse(any(LOADING.match(line) for line in stopped.lines), f"a place left loading:\n{stopped.dump()}")
        self.assertIn("    image: stopped — type “retry 1” to load it.", stopped.lines, stopped.dump())

        terminal.type(b"retry 4", ENTER)
        terminal.wait_for(
            lambda: any(BLOCK_SYMBOL.search(line) for line in terminal.screen().lines[len(stopped.lines):]),
            "item 4's picture", timeout=60)
        screen = terminal.read_until_prompt()

        retried = screen.lines[screen.lines.index("feed> retry 4") + 1:]
        self.assertEqual([line for line in retried if ITEM.match(line)], [" 4. (no description)"], screen.dump())
        self.assertTrue(SETTLED_IMAGE.match(retried[1]), screen.dump())
        self.assertTrue(all(BLOCK_SYMBOL.search(line) for line in retried[2:-1]), screen.dump())
        self.assertFalse(any(LOADING.match(line) for line in screen.lines), f"a stale loading line:\n{screen.dump()}")


if __name__ == "__main__":
    unittest.main()
