"""feed-tty at a real terminal: the built binary driven under a pseudo-terminal.

Needs FEED_TTY_BINARY (Scripts/test sets it after building the app); skipped without it.
Runs on the built-in demo feed, or on a small feed served from this process whose first page
waits for the test (`GatedFeedServer`), so output can be made to arrive while the user types.
Every wait is bounded. Python 3 stdlib only.
"""

import fcntl
import json
import os
import re
import select
import signal
import struct
import tempfile
import termios
import threading
import time
import unittest
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BINARY = os.environ.get("FEED_TTY_BINARY")
TIMEOUT = 30.0  # generous: the machine may be busy building

UP, DOWN, RIGHT, LEFT = b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"
HOME, END, DELETE = b"\x1b[H", b"\x1b[F", b"\x1b[3~"
BACKSPACE, ENTER, TAB = b"\x7f", b"\r", b"\t"
CTRL_A, CTRL_B, CTRL_C, CTRL_D, CTRL_E, CTRL_F = b"\x01", b"\x02", b"\x03", b"\x04", b"\x05", b"\x06"
CTRL_K, CTRL_L, CTRL_U, CTRL_W = b"\x0b", b"\x0c", b"\x15", b"\x17"

SGR = re.compile(rb"\x1b\[[0-9;]*m")  # a colour or text attribute
# " 3. A description", or " 3. image: PNG 1x1" when it came late; under TERM=dumb a line may follow the
# prompt ("feed>  1. …"), which is not redrawn.
ITEM_LINE = re.compile(rb"^(?:[a-z0-9 ]+> )? *(\d+)\. (.*)$")
IMAGE_LINE = re.compile(rb"^ +image: (.*)$")  # "    image: PNG 1x1", under its item's lines
PROMPT_CLEARED = re.compile(rb"^.*\x1b\[K")  # the prompt cleared before output is printed over it


def settled_images(output):
    """The numbers of the items whose image has settled (loaded, failed or stopped): said in the
    image line under the item, or for a late one under a header with the item's number."""
    settled, item = set(), None
    for line in SGR.sub(b"", output).split(b"\n"):
        line = PROMPT_CLEARED.sub(b"", line).rstrip(b"\r")
        if match := ITEM_LINE.match(line):
            item = int(match.group(1))
            state = match.group(2)
            if not state.startswith(b"image: "):
                continue
            state = state[len(b"image: "):]
        elif item is not None and (match := IMAGE_LINE.match(line)):
            state = match.group(1)
        else:
            continue
        if not state.startswith(b"loading"):
            settled.add(item)
    return settled


class Screen:
    """What a terminal shows after `data`: just enough of a VT100 to check a screen.

    `\\r`, `\\n` (down one line, same column), `\\b`, erase in line (`ESC[K`, `ESC[1K`,
    `ESC[2K`), cursor forward and back (`ESC[<n>C`, `ESC[<n>D`), `ESC[H` and clear screen
    (`ESC[2J`, which forgets every line); colours and other sequences are ignored. No automatic
    wrap and one column a character: the tests' lines are shorter than the terminal and ASCII
    where the cursor matters. `lines` holds every line written, scrolled away or not.
    """

    TOKEN = re.compile(r"\x1b\[([0-9;?]*)([@-~])|\x1b[()].|\x1b.|[\r\n\b\x07]|[^\x1b\r\n\b\x07]+", re.S)

    def __init__(self, data):
        self.lines = [""]
        self.row = self.column = 0
        for match in self.TOKEN.finditer(data.decode("utf-8", errors="replace")):
            self._apply(match)

    @property
    def cursor(self):
        return self.row, self.column

    @property
    def last_line(self):
        return self.lines[-1]

    def dump(self):
        return "\n".join(f"{index:3}|{line}" for index, line in enumerate(self.lines)) + \
            f"\ncursor at line {self.row}, column {self.column}"

    def _apply(self, match):
        token = match.group(0)
        if match.group(2):
            self._control(match.group(1), match.group(2))
        elif token == "\r":
            self.column = 0
        elif token == "\n":
            self.row += 1
            if self.row == len(self.lines):
                self.lines.append("")
        elif token == "\b":
            self.column = max(0, self.column - 1)
        elif not token.startswith("\x1b") and token != "\x07":
            line = self.lines[self.row].ljust(self.column)
            self.lines[self.row] = line[:self.column] + token + line[self.column + len(token):]
            self.column += len(token)

    def _control(self, parameters, final):
        numbers = [int(n) if n.isdigit() else 0 for n in parameters.split(";")] if parameters else []
        count = max(1, numbers[0]) if numbers else 1
        line = self.lines[self.row]
        if final == "K":
            mode = numbers[0] if numbers else 0
            if mode == 0:
                self.lines[self.row] = line[:self.column]
            elif mode == 1:
                self.lines[self.row] = " " * min(len(line), self.column + 1) + line[self.column + 1:]
            else:
                self.lines[self.row] = ""
        elif final == "C":
            self.column += count
        elif final == "D":
            self.column = max(0, self.column - count)
        elif final == "H":  # only ever used with a clear screen here: from the top of what is left
            self.row = min(len(self.lines) - 1, max(0, (numbers[0] if numbers else 1) - 1))
            self.column = max(0, (numbers[1] if len(numbers) > 1 else 1) - 1)
        elif final == "J" and numbers and numbers[0] in (2, 3):
            self.lines = [""]
            self.row = 0  # the column stays, as on a terminal


class Terminal:
    """A process whose stdin, stdout and stderr are one pseudo-terminal, its session's
    controlling terminal: feed-tty itself, or `program` (an argv list, e.g. a shell running it)."""

    def __init__(self, *arguments, environment=None, columns=None, rows=None, program=None):
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "TERM": "xterm-256color",
            "LANG": "en_US.UTF-8",
            "XDG_CACHE_HOME": os.environ.get("XDG_CACHE_HOME", "/tmp"),
        }
        env.update(environment or {})
        for name in [name for name, value in env.items() if value is None]:
            del env[name]
        argv = program or [BINARY, *arguments]
        self.fd, slave = os.openpty()
        if columns or rows:  # the terminal's size, set before the program starts and asks for it
            self.resize(columns or 80, rows or 24)
        self.original_attributes = termios.tcgetattr(slave)  # before the program can change them
        self.pid = os.fork()
        if self.pid == 0:  # the child: a session leader whose controlling terminal is the pty
            try:
                os.close(self.fd)
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                for standard in (0, 1, 2):
                    os.dup2(slave, standard)
                if slave > 2:
                    os.close(slave)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        os.close(slave)
        self.output = b""
        self.typed_at = 0  # how much output there was when keys were last typed
        self.status = None

    # Reading

    def read_until(self, text, timeout=TIMEOUT):
        """Reads until `text` (bytes) appears in all output so far; fails the test on timeout."""
        self.wait_for(lambda: text in self.output, repr(text), timeout)

    def read_until_screen(self, predicate, description, timeout=TIMEOUT, fresh=True):
        """Reads until `predicate(Screen)` holds for the screen of all output so far and, when
        `fresh`, the program has written something since keys were last typed (it echoes every
        key), so a screen from before the keys does not count."""
        self.wait_for(lambda: (not fresh or len(self.output) > self.typed_at) and predicate(self.screen()),
                      description, timeout)
        return self.screen()

    def read_until_prompt(self, prompt="feed> ", typed="", timeout=TIMEOUT, fresh=True):
        """Reads until the last line is `prompt` + `typed` with the cursor at its end."""
        line = prompt + typed
        return self.read_until_screen(
            lambda s: s.last_line == line and s.cursor == (len(s.lines) - 1, len(line)),
            f"the prompt line {line!r} with the cursor at its end", timeout, fresh)

    def read_until_images(self, numbers, since=0, timeout=TIMEOUT):
        """Reads until every item in `numbers` has reported its image's final state."""
        wanted = set(numbers)
        self.wait_for(lambda: wanted <= settled_images(self.output[since:]), f"the images of items {sorted(wanted)}",
                      timeout)

    def wait_for(self, condition, description, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while not condition():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"{description} did not appear within {timeout}s; "
                                     f"output:\n{self.text}\nscreen:\n{self.screen().dump()}")
            if select.select([self.fd], [], [], remaining)[0]:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:  # EIO: the child closed the terminal
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"terminal closed before {description}; output:\n{self.text}")
                self.output += chunk

    def settle(self, quiet=0.3, timeout=TIMEOUT):
        """Reads until nothing more arrives for `quiet` seconds (bounded by `timeout`)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self._read_some(quiet):
            pass

    def screen(self, since=0):
        return Screen(self.output[since:])

    @property
    def text(self):
        return self.output.decode("utf-8", errors="replace")

    # Writing, the terminal, the process

    def type(self, *keys):
        self.typed_at = len(self.output)
        os.write(self.fd, b"".join(keys))

    def resize(self, columns, rows=24):
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def attributes(self):
        """The terminal's current attributes (the master shows the slave's on Linux)."""
        return termios.tcgetattr(self.fd)

    def alive(self):
        return self.status is None and os.waitpid(self.pid, os.WNOHANG)[0] == 0

    def wait(self, timeout=TIMEOUT):
        """The exit status (a negative number for a signal), after draining the terminal."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self._drain()
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
            self._drain(0.05)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        self.status = -signal.SIGKILL
        raise AssertionError(f"the program did not exit within {timeout}s; output:\n{self.text}")

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def _read_some(self, timeout):
        if not select.select([self.fd], [], [], timeout)[0]:
            return False
        try:
            chunk = os.read(self.fd, 4096)
        except OSError:
            return False
        self.output += chunk
        return bool(chunk)

    def _drain(self, timeout=0):
        while self._read_some(timeout):
            timeout = 0


def png(width, height):
    """A valid PNG of one grey colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


class GatedServer:
    """A server on 127.0.0.1 under `http://127.0.0.1:PORT/PREFIX`, whose subclass answers each GET
    (`answer`), holding back what it likes until `release()` is called (or the test ends)."""

    PREFIX = ""

    def __init__(self):
        self.released = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                path, _, query = self.path.partition("?")
                server.answer(self, path, query)

            def reply(self, body, content_type="application/json"):
                data = json.dumps(body).encode() if isinstance(body, dict) else body
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", content_type)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the app went away
                    pass

            def log_message(self, *arguments):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/{self.PREFIX}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def answer(self, handler, path, query):
        raise NotImplementedError

    def release(self):
        self.released.set()

    def close(self):
        self.released.set()
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(TIMEOUT)


class GatedFeedServer(GatedServer):
    """A feed of three items on 127.0.0.1 whose first page is answered only once `release()` is
    called (or never: the load stays in flight); the next page is empty, images are 1x1 PNGs and
    every item has one comment."""

    PREFIX = "gated"

    ITEMS = [("b7d1f0a2-0000-4000-8000-00000000000%d" % n, f"Gated item number {n}", f"Place {n}")
             for n in (1, 2, 3)]

    def answer(self, handler, path, query):
        if path == "/gated/v1/feed" and "after_id" in query:
            handler.reply({"items": []})
        elif path == "/gated/v1/feed":
            if self.released.wait(TIMEOUT * 2):
                handler.reply({"items": [
                    {"id": id, "description": description, "location": location,
                     "image": f"{self.base}/images/{id}.png"}
                    for id, description, location in self.ITEMS]})
        elif path.startswith("/gated/images/"):
            handler.reply(png(1, 1), "image/png")
        elif path.startswith("/gated/v1/image/") and path.endswith("/comments"):
            handler.reply({"items": [{"id": "c0ffee00-0000-4000-8000-000000000001",
                                   "message": "A gated comment",
                                   "created_at": "2024-01-01T00:00:00Z",
                                   "author": {"username": "ana"}}]})
        else:
            handler.send_error(404)


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it)")
class InteractiveTerminalTests(unittest.TestCase):
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

    # History

    def test_history_isKeptAcrossRuns_andRecalledWithUpAndDown(self):
        first = self.start_loaded()
        first.type(b"comments 3", ENTER)
        first.read_until(b"Incredible colours.")
        first.read_until_prompt("comments 3> ")
        first.type(b"back", ENTER)
        first.read_until_screen(lambda s: s.lines.count("My Feed") == 2 and s.last_line == "feed> ",
                                "the feed again")
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
                terminal.type(b"refresh", ENTER)
                terminal.read_until_images(range(1, 11), since=mark)
                terminal.read_until_prompt()
                lines = terminal.screen(mark).lines
                longest = max(len(line) for line in lines)
                self.assertLessEqual(longest, columns, terminal.screen(mark).dump())
                if columns == 120:
                    self.assertIn(" 1. An espresso in a red cup and saucer on a wooden counter, the spoon still warm "
                                  "from stirring.", lines, terminal.screen(mark).dump())
                else:
                    self.assertGreater(longest, 40, terminal.screen(mark).dump())

    def test_helpOption_isWrappedToTheTerminalsWidth(self):
        terminal = self.start("--help", columns=40)
        self.assertExits(terminal, 0)

        lines = terminal.screen().lines
        self.assertTrue(any(len(line) > 30 for line in lines), terminal.text)
        self.assertLessEqual(max(len(line) for line in lines), 40, terminal.screen().dump())

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

    # Colour

    def test_colour_isUsedAtATerminal(self):
        terminal = self.start_loaded("--images", "none", environment={"NO_COLOR": None})
        self.assertRegex(terminal.output, SGR)

    def test_colour_isUsed_whenNoColorIsEmpty(self):
        terminal = self.start_loaded("--images", "none", environment={"NO_COLOR": ""})
        self.assertRegex(terminal.output, SGR)

    def test_thumbnails_areDrawnInHalfBlocksIn24BitColour_atATerminalThatSaysSo(self):
        terminal = self.start_loaded("--image-rows", "2", environment={"NO_COLOR": None, "COLORTERM": "truecolor"})
        after_first_image = terminal.output.split("image: JPEG 640x480".encode(), 1)[1]
        thumbnail = after_first_image.split(b"\n")[1:3]
        self.assertTrue(all("▀".encode() in line and b"\x1b[38;2;" in line for line in thumbnail), thumbnail)
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
            drawn = [line for line in block if "▀".encode() in line]
            with self.subTest(item=number):
                self.assertNotIn(b"loading", image, terminal.text)
                if b"WebP" not in image:  # a WebP keeps its header line: nothing here decodes it
                    self.assertTrue(drawn, f"item {number} has no picture under it\n{terminal.text}")
                    self.assertGreater(block.index(drawn[0]), block.index(image), terminal.text)
        with open(log, encoding="utf-8") as file:
            self.assertNotIn("cancelled", file.read())

    def test_thumbnails_useThe256ColourPalette_withoutColorterm(self):
        terminal = self.start_loaded("--image-rows", "2", environment={"NO_COLOR": None, "COLORTERM": None})
        self.assertIn(b"\x1b[38;5;", terminal.output)
        self.assertNotIn(b"\x1b[38;2;", terminal.output)

    def test_thumbnails_insideTmux_areHalfBlocksEvenInKitty(self):
        terminal = self.start_loaded(
            "--image-rows", "2", environment={"NO_COLOR": None, "TMUX": "/tmp/tmux-0/default,1,0", "TERM": "xterm-kitty"})
        self.assertIn("▀".encode(), terminal.output)
        self.assertNotIn(b"\x1b_G", terminal.output)

    def test_thumbnails_areNotDrawn_withoutColour(self):
        terminal = self.start_loaded(environment={"NO_COLOR": "1"})
        self.assertNotIn("▀".encode(), terminal.output)

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

        terminal.type(b"back", ENTER)
        terminal.read_until_screen(lambda s: s.lines.count("My Feed") == 2 and s.last_line == "feed> ",
                                   "the feed and its prompt again")
        terminal.type(b"quit", ENTER)
        self.assertExits(terminal, 0)


if __name__ == "__main__":
    unittest.main()
