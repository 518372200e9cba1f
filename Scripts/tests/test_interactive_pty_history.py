"""feed-tty at a real terminal, the built binary under a pseudo-terminal: history and Tab completion.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed, or on a small feed served from this process whose first page
waits for the test (`GatedFeedServer`). Every wait is bounded. Python 3 stdlib only.
"""

import os
import unittest

from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import BINARY, UP, DOWN, ENTER, TAB, CTRL_D, CTRL_U


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class HistoryAndCompletionTests(InteractiveTerminalCase):
    # History

    def test_history_isKeptAcrossRuns_andRecalledWithUpAndDown(self):
        first = self.start_loaded()
        first.type(b"comments 3", ENTER)
        first.read_until(b"Incredible colours.")
        first.read_until_prompt("comments 3> ")
        first.type(b"back", ENTER)
        first.read_until_screen(
            lambda s: "Back to “My Feed”: items 1–10 are above." in s.lines and s.last_line == "feed> ",
            "back on the feed")
        first.type(CTRL_D)
        self.assertExits(first, 0)
        with open(self.history_file, encoding="utf-8") as file:
            self.assertEqual(file.read().splitlines(), ["comments 3", "back"])

        second = self.start_loaded()
        second.type(UP)
        second.read_until_prompt(typed="back")
        second.type(UP)
        second.read_until_prompt(typed="comments 3")
        second.type(UP)  # nothing older: stays
        second.settle()
        second.read_until_prompt(typed="comments 3", fresh=False)
        second.type(DOWN)
        second.read_until_prompt(typed="back")
        second.type(DOWN)  # back to the (empty) line being typed
        second.read_until_prompt()
        second.type(UP, UP, ENTER)
        second.read_until(b"Comments on item 3: ")
        second.read_until_prompt("comments 3> ")
        second.type(CTRL_D)
        self.assertExits(second, 0)
        with open(self.history_file, encoding="utf-8") as file:
            self.assertEqual(file.read().splitlines(), ["comments 3", "back", "comments 3"])

    def test_history_keepsNoRepeatedNeighbours_andAtMost1000Lines(self):
        os.makedirs(os.path.dirname(self.history_file))
        with open(self.history_file, "w", encoding="utf-8") as file:
            file.write("".join(f"old {n}\n" for n in range(999)) + "help\n")

        terminal = self.start_loaded()
        terminal.type(UP)
        terminal.read_until_prompt(typed="help")
        terminal.type(UP)
        terminal.read_until_prompt(typed="old 998")
        terminal.type(CTRL_U)
        terminal.read_until_prompt()
        for command in (b"help", b"help", b"?", b"?", b"help"):
            mark = len(terminal.output)
            terminal.type(command, ENTER)
            terminal.wait_for(lambda: b"show this help" in terminal.output[mark:], "the help")
            terminal.read_until_prompt()
        terminal.type(CTRL_D)
        self.assertExits(terminal, 0)

        with open(self.history_file, encoding="utf-8") as file:
            lines = file.read().splitlines()
        self.assertEqual(len(lines), 1000, lines[-5:])
        self.assertEqual(lines[-4:], ["old 998", "help", "?", "help"])
        self.assertEqual(lines[0], "old 2")

    def test_history_withoutXdgStateHome_isKeptInHomeLocalState(self):
        home = os.path.join(self.directory, "home")
        os.makedirs(home)
        terminal = self.start_loaded(environment={"HOME": home, "XDG_STATE_HOME": None})
        terminal.type(b"help", ENTER)
        terminal.read_until(b"Commands:")
        terminal.read_until_prompt()
        terminal.type(CTRL_D)
        self.assertExits(terminal, 0)

        with open(os.path.join(home, ".local", "state", "feed-tty", "history"), encoding="utf-8") as file:
            self.assertEqual(file.read().splitlines(), ["help"])

    # Tab completion

    def test_tab_completesACommandWithOneMatch(self):
        terminal = self.start_loaded()
        terminal.type(b"he", TAB)
        terminal.read_until_screen(lambda s: s.last_line.rstrip() == "feed> help", "'he' completed to 'help'")
        terminal.type(ENTER)
        terminal.read_until(b"Commands:")

        terminal.read_until_prompt()
        terminal.type(b"co", TAB)
        terminal.read_until_screen(lambda s: s.last_line.rstrip() == "feed> comments", "'co' completed")
        terminal.type(b"" if terminal.screen().last_line.endswith(" ") else b" ", b"3", ENTER)
        terminal.read_until(b"Comments on item 3: ")

    def test_tab_listsTheCandidatesAboveThePrompt_whenSeveralMatch(self):
        terminal = self.start_loaded()
        terminal.type(b"re", TAB)
        screen = terminal.read_until_screen(
            lambda s: len(s.lines) >= 2 and s.lines[-2].split() == ["refresh", "retry"]
            and s.last_line == "feed> re", "the candidates 'refresh  retry' above 'feed> re'")
        self.assertEqual(screen.cursor, (len(screen.lines) - 1, len("feed> re")), screen.dump())

        terminal.type(b"f", TAB)
        terminal.read_until_screen(lambda s: s.last_line.rstrip() == "feed> refresh", "'ref' completed")


    def test_tab_listsTheCandidatesOnce_untilTheLineChanges(self):
        terminal = self.start_loaded()
        terminal.type(b"re", TAB)
        terminal.read_until_screen(lambda s: len(s.lines) >= 2 and s.lines[-2].split() == ["refresh", "retry"],
                                   "the candidates 'refresh  retry' above 'feed> re'")
        mark = len(terminal.output)

        terminal.type(TAB, TAB)
        terminal.type(b"f", TAB)
        terminal.read_until_screen(lambda s: s.last_line.rstrip() == "feed> refresh", "'ref' completed")

        self.assertNotIn(b"retry", terminal.output[mark:], terminal.text)


if __name__ == "__main__":
    unittest.main()
