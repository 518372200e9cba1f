"""feed-tty at a real terminal, the built binary under a pseudo-terminal: Ctrl-C, Ctrl-D, quit and
signals.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed, or on a small feed served from this process whose first page
waits for the test (`GatedFeedServer`). Every wait is bounded. Python 3 stdlib only.
"""

import os
import signal
import termios
import time
import unittest

from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import BINARY, TIMEOUT, ENTER, CTRL_C, CTRL_D


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class ExitTests(InteractiveTerminalCase):
    # Ctrl-C, Ctrl-D, signals: the terminal restored on every way out

    def test_ctrlC_clearsATypedLine_andTheProgramGoesOn(self):
        terminal = self.start_loaded()
        terminal.type(b"bogus")
        terminal.read_until_prompt(typed="bogus")

        terminal.type(CTRL_C)
        terminal.read_until_prompt()
        terminal.settle()
        self.assertTrue(terminal.alive(), "Ctrl-C on a typed line quit the program:\n" + terminal.text)
        terminal.type(b"help", ENTER)
        terminal.read_until(b"Commands:")
        self.assertNotIn("Unknown command “bogus”".encode(), terminal.output)

        terminal.read_until_prompt()
        terminal.type(CTRL_C)
        self.assertExits(terminal, 130)
        self.assertTerminalRestored(terminal)

    def test_ctrlC_onAnEmptyLine_withNothingLoading_exitsWith130AndRestoresTheTerminal(self):
        terminal = self.start_loaded()
        self.assertNotEqual(terminal.attributes(), terminal.original_attributes, "not in raw mode")
        self.assertFalse(terminal.attributes()[3] & termios.ICANON)

        terminal.type(CTRL_C)

        self.assertExits(terminal, 130)
        self.assertTerminalRestored(terminal)

    def test_ctrlC_onAnEmptyLine_stopsLoadsInFlight_andASecondPressExits130(self):
        server = self.gated_server()
        terminal = self.start("--url", server.base, "--no-cache")
        terminal.read_until_prompt()  # the first page is held back: a load is in flight

        terminal.type(CTRL_C)
        terminal.read_until("Stopped. Type “refresh”".encode())
        terminal.read_until_prompt()
        terminal.settle()
        self.assertTrue(terminal.alive(), terminal.text)

        server.release()
        mark = len(terminal.output)
        terminal.type(b"refresh", ENTER)  # it loads again when asked
        terminal.read_until_images([1, 2, 3], since=mark)
        terminal.read_until_prompt()

        terminal.type(CTRL_C)
        self.assertExits(terminal, 130)
        self.assertTerminalRestored(terminal)

    def test_ctrlD_onAnEmptyLine_exitsWithZero_andTheShellPromptStartsOnANewLine(self):
        shell = f'"$0" --no-cache; status=$?; printf "exit %s\\n" "$status"; printf "shell$ "'
        terminal = self.start(program=["/bin/sh", "-c", shell, BINARY])
        terminal.read_until_images(range(1, 11))
        terminal.read_until_prompt()

        terminal.type(CTRL_D)

        self.assertExits(terminal, 0)
        screen = terminal.screen()
        self.assertEqual(screen.lines[-3:], ["feed> ", "exit 0", "shell$ "], screen.dump())
        self.assertTerminalRestored(terminal)

    def test_ctrlD_quitsWithZero_whileLoading(self):
        terminal = self.start("--no-cache")
        terminal.read_until_prompt()

        terminal.type(CTRL_D)

        self.assertExits(terminal, 0)
        self.assertTerminalRestored(terminal)

    def test_quit_restoresTheTerminal(self):
        terminal = self.start_loaded()
        terminal.type(b"quit", ENTER)

        self.assertExits(terminal, 0)
        self.assertSubmitted(terminal, "quit")
        self.assertTerminalRestored(terminal)

    def test_sigterm_restoresTheTerminal_andExitsWith143(self):
        for loading in (False, True):
            with self.subTest(loading=loading):
                if loading:
                    server = self.gated_server()
                    terminal = self.start("--url", server.base, "--no-cache")
                    terminal.read_until_prompt()
                else:
                    terminal = self.start_loaded()
                terminal.type(b"half typed")
                terminal.read_until_prompt(typed="half typed")

                os.kill(terminal.pid, signal.SIGTERM)

                self.assertExits(terminal, 143)
                self.assertTerminalRestored(terminal)

    def test_sighup_restoresTheTerminal_andExitsWith129(self):
        terminal = self.start_loaded()
        terminal.type(b"half typed")
        terminal.read_until_prompt(typed="half typed")

        os.kill(terminal.pid, signal.SIGHUP)

        self.assertExits(terminal, 129)
        self.assertTerminalRestored(terminal)

    def test_terminalGoingAway_endsTheProgramPromptly(self):
        terminal = self.start_loaded()
        terminal.type(b"half typed")
        terminal.read_until_prompt(typed="half typed")

        os.close(terminal.fd)  # the window closes: the kernel hangs the terminal up
        terminal.fd = None

        deadline = time.monotonic() + TIMEOUT
        while True:
            pid, status = os.waitpid(terminal.pid, os.WNOHANG)
            if pid:
                terminal.status = os.waitstatus_to_exitcode(status)
                break
            self.assertLess(time.monotonic(), deadline, "feed-tty outlived its terminal")
            time.sleep(0.05)
        # the end of its input or the SIGHUP, whichever it notices first
        self.assertIn(terminal.status, (0, 129))

    def test_usageError_leavesTheTerminalAsItWas(self):
        terminal = self.start("--bogus-option")

        self.assertExits(terminal, 64)
        self.assertTerminalRestored(terminal)


if __name__ == "__main__":
    unittest.main()
