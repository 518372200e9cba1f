"""feed-tty at a real terminal, the built binary under a pseudo-terminal: the prompt while output
arrives, and the editing keys.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed, or on a small feed served from this process whose first page
waits for the test (`GatedFeedServer`). Every wait is bounded. Python 3 stdlib only.
"""

import unittest

from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import (
    BINARY,
    RIGHT,
    LEFT,
    HOME,
    END,
    DELETE,
    BACKSPACE,
    ENTER,
    CTRL_A,
    CTRL_B,
    CTRL_E,
    CTRL_F,
    CTRL_K,
    CTRL_L,
    CTRL_U,
    CTRL_W,
)


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class PromptAndEditingTests(InteractiveTerminalCase):
    # The prompt and output arriving while typing

    def test_prompt_appearsAtOnce_beforeTheFeedHasLoaded_andCommandsWork(self):
        terminal = self.start("--no-cache")
        terminal.read_until(b"10. ")
        self.assertLess(terminal.output.index(b"feed> "), terminal.output.index(b" 1. "),
                        "the prompt should be shown before the feed has loaded:\n" + terminal.text)
        terminal.read_until_prompt()

        terminal.type(b"help", ENTER)
        terminal.read_until(b"Commands:")
        terminal.type(b"more", ENTER)
        terminal.read_until(b"11. ")
        terminal.type(b"bogus", ENTER)
        terminal.read_until("Unknown command “bogus”".encode())
        terminal.type(b"quit", ENTER)

        self.assertExits(terminal, 0)
        self.assertTerminalRestored(terminal)

    def test_outputArrivingWhileTyping_isPrintedAboveThePrompt_andTheTypedTextIsRedrawnUnderIt(self):
        server = self.gated_server()
        terminal = self.start("--url", server.base, "--no-cache")
        terminal.read_until_prompt()  # while the first page is held back
        terminal.type(b"comments 3")
        terminal.read_until_prompt(typed="comments 3")
        typed_at = len(terminal.output)

        server.release()
        terminal.read_until_images([1, 2, 3], since=typed_at)
        terminal.read_until_prompt(typed="comments 3")
        terminal.settle()

        screen = terminal.screen()
        self.assertEqual(screen.last_line, "feed> comments 3", screen.dump())
        self.assertEqual(screen.cursor, (len(screen.lines) - 1, len("feed> comments 3")), screen.dump())
        for number in (1, 2, 3):  # numbers as wide as the widest: no padding with three items
            self.assertIn(f"{number}. Gated item number {number}", screen.lines[:-1], screen.dump())
            item = screen.lines.index(f"{number}. Gated item number {number}")
            self.assertEqual(screen.lines[item + 1:item + 3], [f"   Place {number}", "   image: PNG 1x1"], screen.dump())
        for line in screen.lines[:-1]:  # the typed text never mixes with the output
            self.assertNotIn("comments 3", line, screen.dump())
            self.assertNotIn("feed>", line, screen.dump())

        terminal.type(ENTER)
        terminal.read_until(b"A gated comment")
        terminal.read_until_prompt("comments 3> ")
        self.assertSubmitted(terminal, "comments 3")
        self.assertIn("Comments on item 3: Gated item number 3", terminal.screen().lines)

    def test_redrawnPrompt_keepsTheCursorWhereTheUserLeftIt(self):
        server = self.gated_server()
        terminal = self.start("--url", server.base, "--no-cache")
        terminal.read_until_prompt()
        terminal.type(b"hep", LEFT)  # the cursor between "he" and "p"
        terminal.read_until_screen(lambda s: s.last_line == "feed> hep" and s.column == len("feed> he"),
                                   "the cursor moved left")
        typed_at = len(terminal.output)

        server.release()
        terminal.read_until_images([1, 2, 3], since=typed_at)
        terminal.settle()
        screen = terminal.screen()
        self.assertEqual(screen.last_line, "feed> hep", screen.dump())
        self.assertEqual(screen.cursor, (len(screen.lines) - 1, len("feed> he")), screen.dump())

        terminal.type(b"l", ENTER)  # inserted where the cursor is shown
        terminal.read_until(b"Commands:")
        self.assertSubmitted(terminal, "help")

    # Editing keys

    def test_leftArrowAndBackspace_editTheLine(self):
        terminal = self.start_loaded()
        terminal.type(b"hepl", LEFT, BACKSPACE)  # the "p" goes: "he|l"
        terminal.read_until_screen(lambda s: s.last_line == "feed> hel" and s.column == len("feed> he"),
                                   "'hel' with the cursor after 'he'")
        terminal.type(RIGHT, b"p")
        terminal.read_until_prompt(typed="help")
        terminal.type(ENTER)

        terminal.read_until(b"Commands:")
        self.assertSubmitted(terminal, "help")
        self.assertNotIn("Unknown command".encode(), terminal.output)

    def test_homeEndAndDelete_editTheLine(self):
        terminal = self.start_loaded()
        for home, end in ((HOME, END), (b"\x1b[1~", b"\x1b[4~"), (b"\x1bOH", b"\x1bOF")):
            with self.subTest(home=home, end=end):
                mark = len(terminal.output)
                terminal.type(b"xelp", home, DELETE, b"h", end, b"!", BACKSPACE)
                terminal.read_until_prompt(typed="help")
                terminal.type(ENTER)
                terminal.wait_for(lambda: b"show this help" in terminal.output[mark:], "the help")
                terminal.read_until_prompt()
                self.assertSubmitted(terminal, "help", since=mark)
        self.assertNotIn("Unknown command".encode(), terminal.output)

    def test_ctrlKeys_moveTheCursorAndKill(self):
        terminal = self.start_loaded()

        # Ctrl-A, Ctrl-F, Ctrl-K: "help more" → "help"
        terminal.type(b"help more", CTRL_A, CTRL_F * 4, CTRL_K)
        terminal.read_until_prompt(typed="help")
        # Ctrl-U, Ctrl-A, Ctrl-F: "hlp" → "help", typing after the "h"; Ctrl-E: to the end
        terminal.type(CTRL_U, b"hlp", CTRL_A, CTRL_F, b"e")
        terminal.read_until_screen(lambda s: s.last_line == "feed> help" and s.column == len("feed> he"),
                                   "'help' with the cursor after 'he'")
        terminal.type(CTRL_E)
        terminal.read_until_prompt(typed="help")
        # Ctrl-B: back three
        terminal.type(CTRL_B, CTRL_B, CTRL_B, b"!")
        terminal.read_until_screen(lambda s: s.last_line == "feed> h!elp" and s.column == len("feed> h!"),
                                   "'h!elp' after three Ctrl-B")
        terminal.type(BACKSPACE, CTRL_E)
        terminal.read_until_prompt(typed="help")
        # Ctrl-W: two words go, one at a time; Ctrl-U: the whole line before the cursor
        terminal.type(b" two words", CTRL_W)
        terminal.read_until_prompt(typed="help two ")
        terminal.type(CTRL_W)
        terminal.read_until_prompt(typed="help ")
        terminal.type(b"bogus", CTRL_U)
        terminal.read_until_prompt()
        terminal.type(b"help", ENTER)

        terminal.read_until(b"Commands:")
        self.assertSubmitted(terminal, "help")
        self.assertNotIn("Unknown command".encode(), terminal.output)

    def test_ctrlL_clearsTheScreen_andRedrawsThePromptWithTheTypedText(self):
        terminal = self.start_loaded()
        terminal.type(b"hel", CTRL_L)
        screen = terminal.read_until_screen(lambda s: len(s.lines) == 1 and s.last_line == "feed> hel",
                                            "a cleared screen with only the prompt")
        self.assertEqual(screen.cursor, (0, len("feed> hel")), screen.dump())
        terminal.type(b"p", ENTER)
        terminal.read_until(b"Commands:")


if __name__ == "__main__":
    unittest.main()
