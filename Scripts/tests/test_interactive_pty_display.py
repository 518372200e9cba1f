"""feed-tty at a real terminal, the built binary under a pseudo-terminal: width, colour, thumbnails
and the comments screen.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed, or on a small feed served from this process whose first page
waits for the test (`GatedFeedServer`). Every wait is bounded. Python 3 stdlib only.
"""

import os
import re
import signal
import termios
import time
import unittest

from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import BINARY, ENTER, SGR, ITEM_LINE, IMAGE_LINE, PROMPT_CLEARED

BLOCK_SYMBOLS = re.compile(rb"\xe2\x96[\x80-\x9f]")  # a picture in text cells: ▀ ▄ ▌ ▖ …


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class DisplayTests(InteractiveTerminalCase):
    # Width

    def test_lines_wrapAtTheTerminalsOwnWidth(self):
        terminal = self.start_loaded(columns=40)

        lines = terminal.screen().lines
        self.assertTrue(any(len(line) > 30 for line in lines), terminal.text)
        self.assertLessEqual(max(len(line) for line in lines), 40, terminal.screen().dump())

    def test_lines_useAWideTerminalsWholeWidth(self):
        terminal = self.start_loaded(columns=120)

        self.assertIn(" 1. An espresso in a red cup and saucer on a wooden counter, the spoon still warm from stirring.",
                      terminal.screen().lines, terminal.screen().dump())

    def test_columnsVariable_overridesTheTerminalsWidth(self):
        terminal = self.start_loaded(columns=120, environment={"COLUMNS": "50"})

        lines = terminal.screen().lines
        self.assertTrue(any(len(line) > 40 for line in lines), terminal.text)
        self.assertLessEqual(max(len(line) for line in lines), 50, terminal.screen().dump())

    def test_width_followsTheTerminalWhenItIsResized(self):
        terminal = self.start_loaded(columns=40)
        self.assertLessEqual(max(len(line) for line in terminal.screen().lines), 40)

        for columns in (120, 50):
            with self.subTest(columns=columns):
                terminal.resize(columns, 60)
                os.kill(terminal.pid, signal.SIGWINCH)  # the kernel sends it too; one more is harmless
                time.sleep(1)  # nothing to wait for: the new width shows only in what is printed next
                mark = len(terminal.output)
                terminal.type(b"help", ENTER)  # the table of commands, wrapped as it is printed
                terminal.wait_for(lambda: b"quit, q, exit" in terminal.output[mark:], "the help's last row")
                terminal.read_until_prompt()
                lines = terminal.screen(mark).lines
                longest = max(len(line) for line in lines)
                self.assertLessEqual(longest, columns, terminal.screen(mark).dump())
                if columns == 120:
                    self.assertIn("  watch          check the feed by itself, showing new items as they come", lines,
                                  terminal.screen(mark).dump())
                else:
                    self.assertGreater(longest, 40, terminal.screen(mark).dump())

    def test_helpOption_isWrappedToTheTerminalsWidth(self):
        terminal = self.start("--help", columns=40)
        self.assertExits(terminal, 0)

        lines = terminal.screen().lines
        self.assertTrue(any(len(line) > 30 for line in lines), terminal.text)
        self.assertLessEqual(max(len(line) for line in lines), 40, terminal.screen().dump())

    # Colour

    def test_colour_isUsedAtATerminal(self):
        terminal = self.start_loaded("--images", "none", environment={"NO_COLOR": None})
        self.assertRegex(terminal.output, SGR)

    def test_colour_isUsed_whenNoColorIsEmpty(self):
        terminal = self.start_loaded("--images", "none", environment={"NO_COLOR": ""})
        self.assertRegex(terminal.output, SGR)

    def test_thumbnails_areDrawnInBlockSymbolsIn24BitColour_atATerminalThatSaysSo(self):
        terminal = self.start_loaded("--image-rows", "2", environment={"NO_COLOR": None, "COLORTERM": "truecolor"})
        after_first_image = terminal.output.split("image: JPEG 640x480".encode(), 1)[1]
        thumbnail = after_first_image.split(b"\n")[1:3]
        self.assertTrue(all(BLOCK_SYMBOLS.search(line) and b"\x1b[38;2;" in line for line in thumbnail), thumbnail)
        self.assertNotIn(b"\x1b[38;5;", terminal.output)

    def test_smallTerminal_showsEveryItemWithItsPictureDirectlyUnderIt_andCancelsNoImage(self):
        log = os.path.join(self.directory, "loads.log")
        terminal = self.start_loaded("--images", "blocks", "--log", log, columns=80, rows=24,
                                     environment={"NO_COLOR": None, "COLORTERM": "truecolor"})
        lines = [PROMPT_CLEARED.sub(b"", line).rstrip(b"\r") for line in SGR.sub(b"", terminal.output).split(b"\n")]
        items = [index for index, line in enumerate(lines) if ITEM_LINE.match(line)]
        self.assertEqual([int(ITEM_LINE.match(lines[index]).group(1)) for index in items], list(range(1, 11)),
                         terminal.text)
        for number, (start, end) in enumerate(zip(items, items[1:] + [len(lines)]), start=1):
            block = lines[start:end]
            image = next(line for line in block if IMAGE_LINE.match(line))
            drawn = [line for line in block if BLOCK_SYMBOLS.search(line)]
            with self.subTest(item=number):
                self.assertNotIn(b"loading", image, terminal.text)
                # Every format of the demo is drawn, its WebP photographs too (libwebp).
                self.assertTrue(drawn, f"item {number} has no picture under it\n{terminal.text}")
                self.assertGreater(block.index(drawn[0]), block.index(image), terminal.text)
        with open(log, encoding="utf-8") as file:
            self.assertNotIn("cancelled", file.read())

    def test_thumbnails_useThe256ColourPalette_withoutColorterm(self):
        terminal = self.start_loaded("--image-rows", "2", environment={"NO_COLOR": None, "COLORTERM": None})
        self.assertIn(b"\x1b[38;5;", terminal.output)
        self.assertNotIn(b"\x1b[38;2;", terminal.output)

    def test_thumbnails_insideTmux_areBlockSymbolsEvenInKitty(self):
        terminal = self.start_loaded(
            "--image-rows", "2", environment={"NO_COLOR": None, "TMUX": "/tmp/tmux-0/default,1,0", "TERM": "xterm-kitty"})
        self.assertRegex(terminal.output, BLOCK_SYMBOLS)
        self.assertNotIn(b"\x1b_G", terminal.output)

    def test_thumbnails_areNotDrawn_withoutColour(self):
        terminal = self.start_loaded(environment={"NO_COLOR": "1"})
        self.assertNotRegex(terminal.output, BLOCK_SYMBOLS)

    def test_colour_isOff_whenNoColorIsSet(self):
        terminal = self.start_loaded(environment={"NO_COLOR": "1"})
        self.assertNotRegex(terminal.output, SGR)

    def test_colour_isOff_withTheNoColorOption(self):
        terminal = self.start_loaded("--no-color", environment={"NO_COLOR": None})
        self.assertNotRegex(terminal.output, SGR)

    def test_dumbTerminal_getsNoColourAndNoLineEditor_andNoOutputAfterThePromptOnItsLine(self):
        terminal = self.start("--no-cache", environment={"TERM": "dumb", "NO_COLOR": None})
        terminal.read_until_images(range(1, 11))
        terminal.read_until_screen(lambda s: s.last_line == "feed> ", "the prompt after the page", fresh=False)
        self.assertTrue(terminal.attributes()[3] & termios.ICANON, "the terminal was put in raw mode")

        terminal.type(b"help\n")
        terminal.read_until(b"Commands:")
        terminal.type(b"quit\n")

        self.assertExits(terminal, 0)
        self.assertNotIn(b"\x1b", terminal.output)
        self.assertIn(b"help\r\n", terminal.output)  # echoed by the terminal itself
        # Items that came after the prompt (held for their pictures) start lines of their own.
        self.assertFalse(re.search(rb"feed> +\d+\. ", terminal.output), terminal.text)
        self.assertTerminalRestored(terminal)

    # The comments screen

    def test_commentsScreen_namesItsItemInTheTitleAndThePrompt_andSaysItHasOnePage(self):
        terminal = self.start_loaded()
        terminal.type(b"comments 3", ENTER)
        terminal.read_until(b"Incredible colours.")
        screen = terminal.read_until_prompt("comments 3> ")
        self.assertTrue(any(line.startswith("Comments on item 3: Falcon 9 on the pad at dusk")
                            for line in screen.lines), screen.dump())
        self.assertEqual(len([line for line in screen.lines if re.match(r"[1-4]\. \S+ · ", line)]), 4,
                         screen.dump())

        mark = len(terminal.output)
        terminal.type(b"more", ENTER)
        terminal.read_until(b"Everything is shown: this screen has no more pages.")
        terminal.read_until_prompt("comments 3> ")
        self.assertNotIn(b"No more items.", terminal.output[mark:])

        mark = len(terminal.output)
        terminal.type(b"back", ENTER)
        screen = terminal.read_until_screen(lambda s: s.last_line == "feed> ", "the feed's prompt again")
        # The list is above, in the scrollback: one line says so, and nothing of it is printed again.
        self.assertEqual(screen.lines[-2:], ["Back to “My Feed”: items 1–10 are above.", "feed> "], screen.dump())
        self.assertEqual(screen.lines.count("My Feed"), 1, screen.dump())
        self.assertNotRegex(terminal.output[mark:].decode(errors="replace"), r"\n *1\. ")
        terminal.type(b"quit", ENTER)
        self.assertExits(terminal, 0)


if __name__ == "__main__":
    unittest.main()
