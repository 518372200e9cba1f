"""feed-tty and the shell's job control, and its prompt where the person is: the built binary
under a pseudo-terminal.

Ctrl-Z (and a SIGTSTP sent from elsewhere) at the line editor: the terminal handed back as it
was, the process stopped as SIGTSTP stops it; after `fg`, raw mode again and the prompt line
redrawn with what was typed, output that came meanwhile above it. With standard output
redirected to a file: the prompt on the terminal, never in the file. Under `TERM=dumb`: output
that comes while the prompt waits starts a line of its own, and the prompt comes again.

Jobs run under `bash -m -c` (job control on, not interactive), which puts feed-tty in a process
group of its own in the terminal's session, reports its stop and carries on with the script, as
an interactive shell does, but leaves the terminal's modes alone, so that what the test sees is
what feed-tty left. (Run straight under the helper's own session, feed-tty's process group would
be orphaned, and the kernel discards SIGTSTP's stop there, as it does the terminal's own Ctrl-Z.)

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it. Reuses
the pseudo-terminal of pty_terminal.py. Every wait is bounded. Python 3 stdlib only.
"""

import json
import os
import re
import shutil
import signal
import sys
import termios
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from feed_server_support import Server  # noqa: E402  (the path above first)
from gated_server import GatedFeedServer, GatedServer, png  # noqa: E402
from interactive_pty_case import InteractiveTerminalCase  # noqa: E402
from pty_terminal import BINARY, ENTER, LEFT, TIMEOUT  # noqa: E402

CTRL_Z = b"\x1a"
BASH = shutil.which("bash")
# Runs feed-tty as a job; each time it stops, says how (128 + the signal: 148 for SIGTSTP), waits
# for a line typed at the terminal in its ordinary mode, then continues it in the foreground. (A
# function calling itself, not a loop: bash leaves a loop when a job in it stops.)
JOB_SCRIPT = ('went_on() { status=$?; if [ $status -gt 128 ]; then echo "stopped with $status"; read answer; '
              'fg; went_on; else echo "exit $status"; fi; }; "$0" "$@"; went_on')
PASTE_MARKS_OFF = b"\x1b[?2004l"


def process_stat(pid):
    """The name, state letter and parent of `pid`, from /proc (None when it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as file:
            stat = file.read()
    except OSError:
        return None
    name = stat[stat.index("(") + 1:stat.rindex(")")]
    state, parent = stat[stat.rindex(")") + 2:].split()[:2]
    return name, state, int(parent)


def executable(pid):
    """The program `pid` runs (None when it is gone or not ours to see)."""
    try:
        return os.readlink(f"/proc/{pid}/exe")
    except OSError:
        return None


class GatedImageServer(GatedServer):
    """A feed of one item on 127.0.0.1 whose image is answered only once `release()` is called:
    at a terminal the item is shown with its image loading, the prompt comes, and the image's line
    arrives later, while the prompt is shown."""

    PREFIX = "slow"

    ID = "b7d1f0a2-0000-4000-8000-0000000000a1"

    def answer(self, handler, path, query):
        if path == "/slow/v1/feed":
            items = [] if "after_id" in query else [
                {"id": self.ID, "description": "Slow picture", "location": "Far away",
                 "image": f"{self.base}/images/{self.ID}.png"}]
            handler.reply(json.dumps({"items": items}).encode(), "application/json")
        elif path.startswith("/slow/images/"):
            if self.released.wait(TIMEOUT * 2):
                handler.reply(png(1, 1), "image/png")
        else:
            handler.send_error(404)


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class TestCase(InteractiveTerminalCase):
    """The app in this test's own folder, and the checks of how it exits, as the other pty tests."""


@unittest.skipUnless(BASH, "bash is not installed")
class JobControlTests(TestCase):
    def start_job(self, *arguments, loaded=True):
        """feed-tty as a job of `bash -m`, the first page shown (when `loaded`) and the prompt under
        it; returns the terminal and feed-tty's pid."""
        terminal = self.start(program=[BASH, "-m", "-c", JOB_SCRIPT, BINARY, "--no-cache", *arguments])
        if loaded:
            terminal.read_until_images(range(1, 11))
        terminal.read_until_prompt()
        return terminal, self.job_pid(terminal)

    def job_pid(self, terminal):
        """The pid of feed-tty, the shell's child (once it has exec'd)."""
        def children():
            for entry in filter(str.isdigit, os.listdir("/proc")):
                stat = process_stat(entry)
                if stat and stat[2] == terminal.pid and executable(entry) == os.path.realpath(BINARY):
                    yield int(entry)
        terminal.wait_for(lambda: any(children()), "feed-tty among the shell's children")
        return next(children())

    def assertStopsAndHandsTheTerminalBack(self, terminal, pid, since):
        """The shell reports the job stopped by SIGTSTP (status 148; SIGSTOP would be 147), the
        process is stopped, the terminal is as it was before feed-tty started, without paste marks."""
        terminal.wait_for(lambda: re.search(rb"stopped with \d+\r\n", terminal.output[since:]),
                          "the shell's report")
        self.assertIn(b"stopped with 148", terminal.output[since:], terminal.text)
        self.assertEqual(process_stat(pid)[1], "T", "the process is not stopped")
        self.assertIn(PASTE_MARKS_OFF, terminal.output[since:], "pastes are still marked")
        local_modes = terminal.attributes()[3]
        self.assertTrue(local_modes & termios.ICANON and local_modes & termios.ECHO and local_modes & termios.ISIG,
                        "the terminal is still in raw mode")
        self.assertTerminalRestored(terminal)

    def continue_in_foreground(self, terminal, typed, cursor=None):
        """Answers the shell's `read` (only a terminal in its ordinary mode ends that line at
        Enter), which then runs `fg`; waits for raw mode and the prompt line drawn again."""
        terminal.type(b"go\r")
        line = "feed> " + typed
        column = len(line) if cursor is None else len("feed> ") + cursor
        screen = terminal.read_until_screen(
            lambda s: s.last_line == line and s.cursor == (len(s.lines) - 1, column)
            and not terminal.attributes()[3] & termios.ICANON,
            f"raw mode and the prompt line {line!r} with the cursor at column {column}")
        self.assertIn("go", screen.lines, screen.dump())  # the shell's read got its line
        return screen

    def test_ctrlZ_stopsTheProcessWithTheTerminalHandedBack_andFgRedrawsThePromptWithTheTypedLine(self):
        terminal, pid = self.start_job()
        terminal.type(b"comm")
        terminal.read_until_prompt(typed="comm")
        mark = len(terminal.output)

        terminal.type(CTRL_Z)

        self.assertStopsAndHandsTheTerminalBack(terminal, pid, since=mark)
        self.continue_in_foreground(terminal, "comm")
        self.assertIn(process_stat(pid)[1], "SR", "the process is not running")
        terminal.type(b"ents 3", ENTER)
        terminal.read_until(b"Comments on item 3: ")
        terminal.read_until_prompt("comments 3> ")
        terminal.type(b"quit", ENTER)
        terminal.read_until(b"exit 0")
        self.assertExits(terminal, 0)
        self.assertTerminalRestored(terminal)

    def test_sigtstpFromElsewhere_stopsItAsCtrlZDoes_andTheCursorComesBackWhereItWas(self):
        terminal, pid = self.start_job()
        mark = len(terminal.output)
        terminal.type(CTRL_Z)  # a first stop, so that this one is known to work again after it
        self.assertStopsAndHandsTheTerminalBack(terminal, pid, since=mark)
        self.continue_in_foreground(terminal, "")
        terminal.type(b"hep", LEFT)  # the cursor between "he" and "p"
        terminal.read_until_screen(lambda s: s.last_line == "feed> hep" and s.column == len("feed> he"),
                                   "the cursor moved left")
        mark = len(terminal.output)

        os.kill(pid, signal.SIGTSTP)

        self.assertStopsAndHandsTheTerminalBack(terminal, pid, since=mark)
        self.continue_in_foreground(terminal, "hep", cursor=2)
        terminal.type(b"l", ENTER)  # inserted where the cursor is shown
        terminal.read_until(b"Commands:")
        terminal.read_until_prompt()
        terminal.type(b"quit", ENTER)
        self.assertExits(terminal, 0)

    def test_ctrlZ_withNoShellToContinueTheProcess_isDiscardedAsTheKernelDoes_andTheEditorGoesOn(self):
        terminal = self.start("--no-cache")  # its own session: an orphaned process group
        terminal.read_until_images(range(1, 11))
        terminal.type(b"he")
        terminal.read_until_prompt(typed="he")

        terminal.type(CTRL_Z)

        terminal.read_until_prompt(typed="he")
        self.assertIn(process_stat(terminal.pid)[1], "SR", "stopped for good")
        self.assertFalse(terminal.attributes()[3] & termios.ICANON, "the terminal was left in cooked mode")
        terminal.type(b"lp", ENTER)
        terminal.read_until(b"Commands:")
        terminal.type(b"quit", ENTER)
        self.assertExits(terminal, 0)

    def test_outputThatArrivesWhileStopped_isPrintedAboveThePromptDrawnAgain(self):
        server = GatedFeedServer()
        self.addCleanup(server.close)
        terminal, pid = self.start_job("--url", server.base, loaded=False)  # the page is held back
        terminal.type(b"comm")
        terminal.read_until_prompt(typed="comm")
        terminal.type(CTRL_Z)
        self.assertStopsAndHandsTheTerminalBack(terminal, pid, since=0)
        stopped_at = len(terminal.output)

        server.release()  # the page is answered while feed-tty is stopped
        time.sleep(0.5)
        terminal.settle(quiet=0.2)
        self.assertNotIn(b"Gated item", terminal.output[stopped_at:], "a stopped process wrote")
        self.continue_in_foreground(terminal, "comm")
        terminal.read_until_images([1, 2, 3], since=stopped_at)
        terminal.read_until_prompt(typed="comm", fresh=False)
        terminal.settle()

        screen = terminal.screen(stopped_at)
        self.assertEqual(screen.last_line, "feed> comm", screen.dump())
        self.assertEqual(screen.cursor, (len(screen.lines) - 1, len("feed> comm")), screen.dump())
        for number in (1, 2, 3):
            self.assertIn(f"{number}. Gated item number {number}", screen.lines[:-1], screen.dump())
        for line in screen.lines[:-1]:  # the typed text never mixes with the output
            self.assertNotIn("comm", line, screen.dump())
        terminal.type(b"ents 3", ENTER)
        terminal.read_until(b"A gated comment")
        terminal.type(b"quit", ENTER)
        self.assertExits(terminal, 0)


class RedirectedOutputTests(TestCase):
    def start_redirected(self, redirections, columns=100):
        """feed-tty on the demo with standard output (and what else `redirections` says) going
        elsewhere, standard input still the terminal; returns the terminal and the output file."""
        output = os.path.join(self.directory, "out.txt")
        script = f'exec "$0" --no-cache > "$1" {redirections}'
        terminal = self.start(program=["/bin/sh", "-c", script, BINARY, output], columns=columns)
        return terminal, output

    def read_file_until(self, terminal, path, text):
        """Waits until the file holds `text`, reading what the terminal shows meanwhile."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            with open(path, "rb") as file:
                written = file.read()
            if text in written:
                return
            self.assertLess(time.monotonic(), deadline, f"{text!r} not in {path}:\n{written!r}")
            terminal.settle(quiet=0.05, timeout=0.05)

    def test_stdoutAFile_getsOnlyTheScreensLines_whileThePromptAndItsEscapesGoToTheTerminal(self):
        for name, redirections in (("standard error is the terminal", ""),
                                   ("the terminal opened by its name", "2>/dev/null")):
            with self.subTest(name):
                terminal, output = self.start_redirected(redirections)
                terminal.read_until_prompt()
                self.read_file_until(terminal, output, "Type “more” to load more.".encode())
                terminal.type(b"more", ENTER)
                self.read_file_until(terminal, output, b"11. ")
                terminal.read_until_prompt()
                terminal.type(b"bogus", ENTER)
                self.read_file_until(terminal, output, "Unknown command “bogus”".encode())
                terminal.type(b"quit", ENTER)
                self.assertExits(terminal, 0)

                with open(output, "rb") as file:
                    written = file.read()
                self.assertIn(b" 1. ", written)
                self.assertNotIn(b"feed>", written)
                self.assertNotIn(b"\x1b", written)
                screen = terminal.screen()
                self.assertEqual(screen.lines[:3], ["feed> more", "feed> bogus", "feed> quit"], screen.dump())
                self.assertIn(b"\x1b[?2004h", terminal.output, "the line editor's escapes")
                self.assertNotIn(b" 1. ", terminal.output)
                self.assertTerminalRestored(terminal)

    def test_stdoutAFile_thePromptLineFollowsTheTerminalsWidth(self):
        terminal, _ = self.start_redirected("", columns=40)
        terminal.read_until_prompt()
        long_line = "comments " + "9" * 60

        terminal.type(long_line.encode())

        screen = terminal.read_until_screen(lambda s: s.last_line.endswith("999"), "the end of the typed line")
        self.assertLess(len(screen.last_line), 40, screen.dump())
        terminal.type(b"\x15quit", ENTER)  # Ctrl-U: the line cleared
        self.assertExits(terminal, 0)


class DumbTerminalTests(TestCase):
    def test_anImageStillLoading_holdsItsItemAndThePrompt_whichComesOnceAfterIt(self):
        server = GatedImageServer()
        self.addCleanup(server.close)
        terminal = self.start("--url", server.base, "--no-cache", environment={"TERM": "dumb", "NO_COLOR": None})
        terminal.read_until(b"Loading")
        time.sleep(1.5)  # twice the hold a line editor's list would wait before showing the item
        self.assertNotIn(b"feed> ", terminal.output, "a prompt that output would then interrupt")
        self.assertNotIn(b"Slow picture", terminal.output, "the item before its image's outcome")

        server.release()
        screen = terminal.read_until_screen(lambda s: s.last_line == "feed> ", "the item with its image, then the prompt")
        self.assertIn("   image: PNG 1x1", screen.lines, screen.dump())
        terminal.type(b"quit\n")
        self.assertExits(terminal, 0)
        self.assertEqual(terminal.output.count(b"feed> "), 1, terminal.text)
        self.assertNotIn(b"\x1b", terminal.output)
        self.assertTerminalRestored(terminal)

    def test_aFarServersImages_comeUnderTheirItemsInFeedOrder_withNoPromptBetween(self):
        server = Server(self, "--fault", "image-latency-spread", "--log", os.devnull)
        terminal = self.start("--url", server.url, "--no-cache", columns=80, rows=24,
                              environment={"TERM": "dumb", "NO_COLOR": None})
        terminal.read_until(b"feed> ", timeout=60)
        terminal.type(b"more\n")
        terminal.wait_for(lambda: terminal.output.count(b"feed> ") == 2, "the prompt after the second page", 60)
        terminal.type(b"quit\n")
        self.assertExits(terminal, 0)

        lines = terminal.text.replace("\r\n", "\n").split("\n")
        items = [int(match.group(1)) for line in lines if (match := re.match(r" *(\d+)\. (?!image:)", line))]
        self.assertEqual(items, list(range(1, 21)), terminal.text)
        self.assertFalse([line for line in lines if re.match(r" *\d+\. image:", line)], "an image's line apart")
        self.assertEqual([line for line in lines if "feed> " in line], ["feed> more", "feed> quit"], terminal.text)

    def test_editingKeysTypedInALine_areDroppedFromTheCommand_andSaidOnce_wrappedAtTheTerminalsWidth(self):
        terminal = self.start("--no-cache", columns=40, environment={"TERM": "dumb", "NO_COLOR": None})
        terminal.read_until_screen(lambda s: s.last_line == "feed> ", "the demo's first page, then the prompt")

        terminal.type(b"he\x1b[Dlp\n")  # Left, which the terminal's line discipline cannot do
        terminal.read_until(b"Commands:")
        terminal.read_until_screen(lambda s: s.last_line == "feed> ", "the help, then the prompt")
        terminal.type(b"\x1b[Aquit\n")  # Up
        self.assertExits(terminal, 0)

        notice = "The arrow and editing keys need a terminal that supports them (TERM names none here), so they were " \
                 "left out of the line."
        lines = terminal.text.replace("\r\n", "\n").split("\n")
        start = next(index for index, line in enumerate(lines) if line.startswith("The arrow"))
        end = next(index for index in range(start, len(lines)) if lines[index].endswith("the line."))
        self.assertEqual(" ".join(lines[start:end + 1]), notice, terminal.text)
        self.assertLessEqual(max(len(line) for line in lines[start:end + 1]), 40, "the terminal would cut a word")
        self.assertEqual(terminal.text.count("The arrow and editing keys"), 1, terminal.text)
        self.assertNotIn("Unknown command".encode(), terminal.output)
        self.assertTerminalRestored(terminal)


if __name__ == "__main__":
    unittest.main()
