"""`view N` at a real terminal, the built binary under a pseudo-terminal: item N's picture as
large as the terminal allows (its width, up to its height less the item's line, its image line
and the prompt), Tab completing the command, clear hints for a bad N, and the list where it was
after it (`more` goes on from the last item).

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed. Every wait is bounded. Python 3 stdlib only.
"""

import re
import unittest

from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import BINARY, ENTER, SGR, TAB, ITEM_LINE, PROMPT_CLEARED

BLOCK_SYMBOLS = re.compile("[\u2580-\u259f]")  # a picture in text cells: ▀ ▄ ▌ ▖ …
ROCKET = " 3. Falcon 9 on the pad at dusk"  # the demo's item 3, a JPEG of 320x240
VIEW_TEXT_ROWS = 3  # the item's line, its image line, the prompt


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class ViewTests(InteractiveTerminalCase):
    def start_with_pictures(self, columns, rows):
        return self.start_loaded("--images", "blocks", columns=columns, rows=rows,
                                 environment={"NO_COLOR": None, "COLORTERM": "truecolor"})

    def view(self, terminal, command, shows=None):
        """Types `command`; waits for `shows` (bytes) after it when given, then for the prompt."""
        mark = len(terminal.output)
        terminal.type(command, ENTER)
        if shows:
            terminal.wait_for(lambda: shows in terminal.output[mark:], f"{shows!r} after {command!r}")
        terminal.read_until_prompt()
        terminal.settle()
        return mark

    def viewed_lines(self, terminal, since):
        """The lines written after `since`, without colours: the submitted line, the view, the prompt."""
        text = SGR.sub(b"", terminal.output[since:]).decode("utf-8", "replace")
        return [line.rstrip("\r").split("\x1b[K")[-1] for line in text.split("\n")]

    def test_view_showsThePictureAtTheTerminalsWidthUpToItsHeight_underTheItemsFirstLine(self):
        for columns, rows in ((100, 40), (60, 50)):
            with self.subTest(columns=columns, rows=rows):
                terminal = self.start_with_pictures(columns, rows)

                lines = self.viewed_lines(terminal, self.view(terminal, b"view 3", shows=b"320x240"))

                header = next(index for index, line in enumerate(lines) if line.startswith(ROCKET))
                self.assertEqual(lines[header + 1].strip(), "image: JPEG 320x240", lines)
                picture = [line for line in lines[header + 2:] if BLOCK_SYMBOLS.search(line)]
                widths = {len(line) for line in picture}
                # 320x240 in `columns` x (rows - 3) cells of two pixels a row: 4:3 within the box.
                height_bound = (rows - VIEW_TEXT_ROWS) * 2
                expected_width = min(columns, round(height_bound * 4 / 3))
                expected_rows = (min(height_bound, round(columns * 3 / 4)) + 1) // 2
                self.assertLessEqual(abs(len(picture) - expected_rows), 1, f"{len(picture)} rows\n{lines}")
                self.assertLessEqual(max(widths), columns, widths)
                self.assertLessEqual(abs(max(widths) - expected_width), 1, widths)
                self.assertTrue(all(not line.startswith(" ") for line in picture), "drawn from the left margin")
                self.assertEqual(terminal.screen().last_line, "feed> ", terminal.screen().dump())
                terminal.close()

    def test_view_isCompletedByTab_andTheListGoesOnWhereItWasAfterIt(self):
        terminal = self.start_with_pictures(100, 40)
        mark = len(terminal.output)
        terminal.type(b"vi", TAB)
        terminal.read_until_prompt(typed="view ")
        terminal.type(b"3", ENTER)
        terminal.wait_for(lambda: b"320x240" in terminal.output[mark:], "the viewed picture")
        terminal.read_until_prompt()
        self.assertIn(ROCKET, "\n".join(self.viewed_lines(terminal, mark)))

        mark = len(terminal.output)
        terminal.type(b"more", ENTER)
        terminal.read_until_images(range(11, 21), since=mark)
        terminal.read_until_prompt()

        lines = [PROMPT_CLEARED.sub(b"", line).rstrip(b"\r")
                 for line in SGR.sub(b"", terminal.output[mark:]).split(b"\n")]
        numbers = [int(match.group(1)) for match in map(ITEM_LINE.match, lines) if match]
        self.assertEqual(numbers[:1], [11], "more goes on from the last item, as before the view")

    def test_view_ofAnUnknownItemOrWithoutANumber_getsAClearHint(self):
        terminal = self.start_with_pictures(100, 40)
        for command, hint in ((b"view 99", "There is no item 99; items are numbered 1 to 10."),
                              (b"view", "Type “view N” with the number of an item"),
                              (b"view x", "Type “view N” with the number of an item"),
                              (b"veiw 2", "Did you mean “view N”")):
            with self.subTest(command=command):
                lines = self.viewed_lines(terminal, self.view(terminal, command))

                self.assertTrue(any(hint in line for line in lines), lines)
                self.assertFalse(any(BLOCK_SYMBOLS.search(line) for line in lines), lines)

    def test_view_inGreek_saysTheHintInGreek(self):
        terminal = self.start("--no-cache", "--images", "blocks", "--lang", "el", columns=100, rows=40,
                              environment={"NO_COLOR": None})
        terminal.read_until("«more»".encode())
        terminal.read_until_prompt()

        lines = self.viewed_lines(terminal, self.view(terminal, b"view 99"))

        self.assertTrue(any("99" in line and "στοιχείο" in line for line in lines), lines)


if __name__ == "__main__":
    unittest.main()
