"""feed-tty asks the terminal what it can draw: the built binary under a pseudo-terminal that
answers its questions as kitty does, as `xterm -ti vt340` does, or not at all.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it. Reuses
the pseudo-terminal of pty_terminal.py. Every wait is bounded. Python 3 stdlib only.
"""

import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_terminal import BINARY, ENTER, TIMEOUT, Terminal  # noqa: E402  (the path above first)

KITTY_QUERY = b"\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\"
CELL_SIZE_QUERY = b"\x1b[16t"
SIXEL_LIMITS_QUERY = b"\x1b[?2;1;0S\x1b[?1;1;0S"  # XTSMGRAPHICS: the sixel geometry, the colour registers
DEVICE_ATTRIBUTES_QUERY = b"\x1b[c"

# As kitty 0.26 and XTerm 379 (-ti vt340, which leaves the cell size to TIOCGWINSZ) answer.
KITTY_ANSWERS = b"\x1b_Gi=31;OK\x1b\\" + b"\x1b[6;18;9t" + b"\x1b[?62;c"
VT340_ANSWERS = b"\x1b[?63;1;2;4;6;9;15;16;22;28c"
# XTerm 379 -ti vt340 answers XTSMGRAPHICS before its attributes (here as a small window would,
# and with fewer registers than its 1024, so the fit shows).
VT340_LIMITS = (160, 96, 12)
VT340_LIMIT_ANSWERS = b"\x1b[?2;0;%d;%dS\x1b[?1;0;%dS" % VT340_LIMITS + VT340_ANSWERS
SIXEL_RASTER = re.compile(rb'\x1bP[0-9;]*q"1;1;(\d+);(\d+)((?:#\d+;2;\d+;\d+;\d+)*)')
# Pieces of the answers that would show if they were echoed or typed into the line.
ANSWER_TRACES = [b"i=31;OK", b"Gi=31;", b"?62;", b"?63;", b"6;18;9t", b"^[", b"?2;0;", b"?1;0;"]

KITTY_PICTURE = re.compile(rb"\x1b_Ga=")  # a picture kitty draws (the query is `\x1b_Gi=31,`)
SIXEL_PICTURE = re.compile(rb"\x1bP[0-9;]*q")
BLOCK_SYMBOLS = re.compile(rb"\xe2\x96[\x80-\x9f]")  # a picture in text cells: ▀ ▄ ▌ ▖ …
PICTURE_DATA = re.compile(rb"\x1b[P_].*?\x1b\\", re.S)  # sixel (DCS) and kitty (APC) strings, the query too

# The wait for answers that never come is 150 ms (about 160 ms from the query to the next output on a
# quiet machine): a guard of more than four times that. How long it costs is Scripts/bench's
# terminal_no_answer row, not this test's.
NO_ANSWER_BOUND = 2.0


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class TerminalQueryTests(unittest.TestCase):
    def setUp(self):
        directory = tempfile.TemporaryDirectory()
        self.addCleanup(directory.cleanup)
        self.directory = directory.name

    def start(self, *arguments, environment=None):
        """feed-tty on the demo feed with colour (thumbnails are drawn only with it), its state in
        this test's own folder; TERM names no terminal with a picture protocol."""
        env = {"XDG_STATE_HOME": os.path.join(self.directory, "state"),
               "XDG_CACHE_HOME": os.path.join(self.directory, "cache"),
               "TERM": "xterm-256color", "NO_COLOR": None, "COLORTERM": None, "TMUX": None,
               "TERM_PROGRAM": None, "KITTY_WINDOW_ID": None, "LC_TERMINAL": None}
        env.update(environment or {})
        terminal = Terminal("--no-cache", *arguments, environment=env, columns=100, rows=60)
        self.addCleanup(terminal.close)
        return terminal

    def read_query(self, terminal):
        """Reads until the query, whose last question is the device attributes; returns when it
        was seen and where it ends in the output."""
        terminal.read_until(DEVICE_ATTRIBUTES_QUERY)
        return time.monotonic(), terminal.output.index(DEVICE_ATTRIBUTES_QUERY) + len(DEVICE_ATTRIBUTES_QUERY)

    def wait_for_output_after(self, terminal, end):
        """Seconds until the program writes something after the query (it waits for the answers
        before anything else)."""
        start = time.monotonic()
        terminal.wait_for(lambda: len(terminal.output) > end, "output after the query")
        return time.monotonic() - start

    def read_until_picture(self, terminal, picture, since=0):
        """Reads until a picture drawn in `picture`'s style (a pattern, or bytes) appears after
        `since`, then until the prompt is back on the last line."""
        find = picture.search if hasattr(picture, "search") else (lambda output, start: picture in output[start:])
        terminal.wait_for(lambda: find(terminal.output, since), f"a picture like {picture!r}")
        terminal.read_until_prompt()
        terminal.settle()

    def assertNoAnswerShown(self, terminal):
        """None of the answers' pieces in what the program wrote, outside the pictures' data
        (whose characters can be anything)."""
        text = PICTURE_DATA.sub(b"", terminal.output)
        for trace in ANSWER_TRACES:
            self.assertNotIn(trace, text, f"an answer leaked:\n{terminal.text}")

    def quit(self, terminal):
        terminal.type(b"quit", ENTER)
        self.assertEqual(terminal.wait(), 0, terminal.text)

    def test_kittysAnswers_drawThePicturesInKittysProtocol_andNeverReachTheScreenOrTheLine(self):
        terminal = self.start()
        _, end = self.read_query(terminal)
        self.assertEqual(
            terminal.output[:end].count(KITTY_QUERY + CELL_SIZE_QUERY + SIXEL_LIMITS_QUERY + DEVICE_ATTRIBUTES_QUERY), 1,
            "one write: kitty's query, the cell size, the sixel limits, the device attributes last")

        terminal.type(KITTY_ANSWERS)
        self.read_until_picture(terminal, KITTY_PICTURE, since=end)

        self.assertIsNone(SIXEL_PICTURE.search(terminal.output, end))
        self.assertIsNone(BLOCK_SYMBOLS.search(terminal.output, end))
        self.assertEqual(terminal.screen().last_line, "feed> ", terminal.screen().dump())
        self.assertNoAnswerShown(terminal)
        self.quit(terminal)

    def test_xtermVT340sAnswers_drawThePicturesInSixel(self):
        terminal = self.start()
        _, end = self.read_query(terminal)

        terminal.type(VT340_ANSWERS)
        self.read_until_picture(terminal, SIXEL_PICTURE, since=end)

        self.assertIsNone(KITTY_PICTURE.search(terminal.output, end))
        self.assertEqual(terminal.screen().last_line, "feed> ", terminal.screen().dump())
        self.assertNoAnswerShown(terminal)
        self.quit(terminal)

    def test_xtermVT340sSixelLimits_bindEverySixelPicturesSizeAndPalette(self):
        terminal = self.start()
        _, end = self.read_query(terminal)

        terminal.type(VT340_LIMIT_ANSWERS)
        self.read_until_picture(terminal, SIXEL_PICTURE, since=end)

        width, height, registers = VT340_LIMITS
        pictures = SIXEL_RASTER.findall(terminal.output, end)
        self.assertGreater(len(pictures), 0, terminal.text)
        sizes = [(int(w), int(h)) for w, h, _ in pictures]
        palettes = [palette.count(b"#") for _, _, palette in pictures]
        self.assertTrue(all(w <= width and h <= height for w, h in sizes), f"sizes {sizes} in {width}x{height}")
        self.assertTrue(all(0 < count <= registers for count in palettes), f"palettes {palettes} in {registers}")
        # 8 rows of the assumed 20-pixel cell would be 160 tall: the answered height binds the photographs.
        self.assertIn(height, [h for _, h in sizes], f"sizes {sizes}: none fitted to the answered height")
        self.assertNoAnswerShown(terminal)
        self.quit(terminal)

    def test_xtermVT340WithoutSixelLimits_fitsEverySixelPictureInXtermsDefault1000x1000(self):
        terminal = self.start()
        _, end = self.read_query(terminal)

        terminal.type(VT340_ANSWERS)
        self.read_until_picture(terminal, SIXEL_PICTURE, since=end)

        pictures = SIXEL_RASTER.findall(terminal.output, end)
        self.assertGreater(len(pictures), 0, terminal.text)
        self.assertTrue(all(int(w) <= 1000 and int(h) <= 1000 for w, h, _ in pictures), pictures)
        self.assertTrue(all(0 < palette.count(b"#") <= 256 for _, _, palette in pictures))
        self.quit(terminal)

    def test_aTerminalThatAnswersNothing_isWaitedForOnlyUntilTheDeadline_andTheEnvironmentDecides(self):
        terminal = self.start(environment={"COLORTERM": "truecolor"})
        _, end = self.read_query(terminal)

        waited = self.wait_for_output_after(terminal, end)
        self.read_until_picture(terminal, BLOCK_SYMBOLS, since=end)

        self.assertLess(waited, NO_ANSWER_BOUND, f"waited {waited * 1000:.0f} ms for no answer")
        self.assertIsNone(KITTY_PICTURE.search(terminal.output, end))
        print(f"\n    no answer: {waited * 1000:.0f} ms from the query to the next output", file=sys.stderr)
        self.quit(terminal)

    def test_answersEndTheWaitAtOnce(self):
        terminal = self.start()
        _, end = self.read_query(terminal)

        terminal.type(KITTY_ANSWERS)
        waited = self.wait_for_output_after(terminal, end)

        self.assertLess(waited, NO_ANSWER_BOUND)
        print(f"\n    kitty's answers: {waited * 1000:.0f} ms from the answers to the next output", file=sys.stderr)
        terminal.read_until_prompt()
        self.quit(terminal)

    def test_answersThatComeAfterTheWait_neverReachTheLine(self):
        terminal = self.start()
        _, end = self.read_query(terminal)
        self.wait_for_output_after(terminal, end)  # the wait gave up

        terminal.type(b"he", KITTY_ANSWERS, b"lp")
        terminal.read_until_prompt(typed="help")
        terminal.type(ENTER)
        terminal.read_until(b"Commands:")

        self.assertNoAnswerShown(terminal)
        self.assertIsNone(KITTY_PICTURE.search(terminal.output, end), "chosen before the answers came")
        self.quit(terminal)

    def test_keysTypedWhileTheAnswersAreRead_reachTheLineEditorInOrder(self):
        terminal = self.start()
        self.read_query(terminal)

        # As a terminal would pass them on: keys before, between and after the answers.
        terminal.type(b"he", b"\x1b_Gi=31;OK\x1b\\", b"l", b"\x1b[6;18;9t\x1b[?62;c", b"p", ENTER)
        terminal.read_until(b"Commands:")
        terminal.read_until_prompt()

        self.assertIn("feed> help", terminal.screen().lines[:-1], terminal.screen().dump())
        self.assertNotIn(b"Unknown command", terminal.output)
        self.assertNoAnswerShown(terminal)
        self.quit(terminal)

    def test_insideTmux_nothingIsAsked_andThePicturesAreBlockSymbols(self):
        terminal = self.start(environment={"TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"})
        self.read_until_picture(terminal, BLOCK_SYMBOLS)

        self.assertNotIn(DEVICE_ATTRIBUTES_QUERY, terminal.output)
        self.assertNotIn(KITTY_QUERY, terminal.output)
        self.quit(terminal)

    def test_aStyleAskedForByName_asksNoProtocol_butSixelAsksTheCellSizeAndItsLimits(self):
        for arguments, question, picture in ((["--images", "blocks"], None, BLOCK_SYMBOLS),
                                             (["--images", "sixel"],
                                              CELL_SIZE_QUERY + SIXEL_LIMITS_QUERY + DEVICE_ATTRIBUTES_QUERY,
                                              SIXEL_PICTURE)):
            with self.subTest(arguments=arguments):
                terminal = self.start(*arguments)
                self.read_until_picture(terminal, picture)

                self.assertNotIn(KITTY_QUERY, terminal.output)
                if question:
                    self.assertIn(question, terminal.output)
                else:
                    self.assertNotIn(DEVICE_ATTRIBUTES_QUERY, terminal.output)
                self.quit(terminal)

    def test_inAPipe_nothingIsAsked(self):
        result = subprocess.run([BINARY, "--no-cache"], input=b"quit\n", capture_output=True, timeout=TIMEOUT,
                                env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
                                     "XDG_STATE_HOME": self.directory, "XDG_CACHE_HOME": self.directory})

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNotIn(DEVICE_ATTRIBUTES_QUERY, result.stdout)
        self.assertNotIn(KITTY_QUERY, result.stdout)

if __name__ == "__main__":
    unittest.main()
