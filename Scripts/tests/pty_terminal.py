"""A process at a pseudo-terminal (Terminal), what its screen shows (Screen), the keys a user
types, and when the feed's images have settled: what the pty tests of the built app share.

FEED_TTY_BINARY names the built binary (Scripts/test sets it); BINARY is None without it. Every
wait is bounded. Python 3 stdlib only.
"""

import fcntl
import os
import re
import select
import signal
import struct
import termios
import time


BINARY = os.environ.get("FEED_TTY_BINARY")
TIMEOUT = 30.0  # generous: the machine may be busy building

UP, DOWN, RIGHT, LEFT = b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"
HOME, END, DELETE = b"\x1b[H", b"\x1b[F", b"\x1b[3~"
BACKSPACE, ENTER, TAB = b"\x7f", b"\r", b"\t"
CTRL_A, CTRL_B, CTRL_C, CTRL_D, CTRL_E, CTRL_F = b"\x01", b"\x02", b"\x03", b"\x04", b"\x05", b"\x06"
CTRL_K, CTRL_L, CTRL_U, CTRL_W = b"\x0b", b"\x0c", b"\x15", b"\x17"

SGR = re.compile(rb"\x1b\[[0-9;]*m")  # a colour or text attribute
OSC = re.compile(rb"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")  # e.g. a link (OSC 8), which takes no column
# " 3. A description", or " 3. image: PNG 1x1" when it came late; under TERM=dumb a line may follow the
# prompt ("feed>  1. …"), which is not redrawn.
ITEM_LINE = re.compile(rb"^(?:[a-z0-9 ]+> )? *(\d+)\. (.*)$")
IMAGE_LINE = re.compile(rb"^ +image: (.*)$")  # "    image: PNG 1x1", under its item's lines
PROMPT_CLEARED = re.compile(rb"^.*\x1b\[K")  # the prompt cleared before output is printed over it


def settled_images(output):
    """The numbers of the items whose image has settled (loaded, failed or stopped): said in the
    image line under the item, or for a late one under a header with the item's number, or drawn
    late into the rows kept under the item (the cursor saved, `ESC 7`, moved up and back), which
    only the screen shows where it lands."""
    settled = settled_in_lines(SGR.sub(b"", OSC.sub(b"", output)).split(b"\n"))
    if b"\x1b7" in output:
        settled |= settled_in_lines([line.encode() for line in Screen(output).lines])
    return settled


def settled_in_lines(lines):
    settled, item = set(), None
    for line in lines:
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
    `ESC[2K`), cursor forward and back (`ESC[<n>C`, `ESC[<n>D`), up and down (`ESC[<n>A`,
    `ESC[<n>B`, which never scrolls), saving and restoring it (`ESC 7`, `ESC 8`), `ESC[H` and clear
    screen (`ESC[2J`, which forgets every line), and links (OSC 8: `links` holds, for each run of text
    written inside one, its row, its URI and the text); colours and other sequences are ignored. No automatic
    wrap and one column a character: the tests' lines are shorter than the terminal and ASCII
    where the cursor matters. `lines` holds every line written, scrolled away or not.
    """

    TOKEN = re.compile(r"\x1b\[([0-9;?]*)([@-~])|\x1b\]([^\x07\x1b]*)(?:\x07|\x1b\\)|\x1b[()].|\x1b.|[\r\n\b\x07]|"
                       r"[^\x1b\r\n\b\x07]+", re.S)

    def __init__(self, data):
        self.lines = [""]
        self.row = self.column = 0
        self.saved = (0, 0)
        self.links, self.link = [], None
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
        elif match.group(3) is not None:
            command = match.group(3).split(";", 2)
            if command[0] == "8" and len(command) == 3:
                self.link = command[2] or None
        elif token == "\r":
            self.column = 0
        elif token == "\n":
            self.row += 1
            if self.row == len(self.lines):
                self.lines.append("")
        elif token == "\b":
            self.column = max(0, self.column - 1)
        elif token == "\x1b7":
            self.saved = (self.row, self.column)
        elif token == "\x1b8":
            self.row, self.column = self.saved
        elif not token.startswith("\x1b") and token != "\x07":
            line = self.lines[self.row].ljust(self.column)
            self.lines[self.row] = line[:self.column] + token + line[self.column + len(token):]
            self.column += len(token)
            if self.link:
                self.links.append((self.row, self.link, token))

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
        elif final == "A":
            self.row = max(0, self.row - count)
        elif final == "B":
            self.row = min(len(self.lines) - 1, self.row + count)
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
