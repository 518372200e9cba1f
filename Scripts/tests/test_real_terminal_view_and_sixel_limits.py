"""feed-tty's pictures at the terminal's limits, in real terminal emulators under Xvfb: a 2000x200
panorama in xterm's sixel (within the graphics geometry xterm answers to XTSMGRAPHICS), and
`view 3`, the demo's rocket at the terminal's size, in xterm (sixel), kitty (its graphics
protocol) and tmux (block symbols, in xterm).

The built binary (FEED_TTY_BINARY; skipped without it) reads `Scripts/feed-server` at an
interactive terminal; the command is typed into the terminal's device (TIOCSTI, which needs root
or the legacy_tiocsti setting: skipped otherwise). Once the screen has settled, the screenshot's
pixels are checked: the picture under the item's lines is there, in its true shape, as large as
the terminal allows, and in its photograph's colours. Screenshots go to REAL_TERMINAL_SHOTS
(default: a temporary folder, kept and named when a test fails). Missing tools skip the tests, or
fail them when CI is set. Python 3 standard library plus xvfb, xterm, kitty, tmux, imagemagick.
"""

import fcntl
import os
import re
import shutil
import subprocess
import sys
import tempfile
import termios
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_terminal  # noqa: E402
import test_real_terminals  # noqa: E402  (its helpers, not its tests: none is imported by name)
from real_terminal import Picture, Processes, Terminal  # noqa: E402
from script_process import ScriptProcess  # noqa: E402

BINARY = os.environ.get("FEED_TTY_BINARY")
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FEED_SERVER = os.path.join(REPO, "Scripts", "feed-server")
FIXTURES = os.path.join(REPO, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
ROCKET = os.path.join(FIXTURES, "images", "photo-progressive-320x240.jpg")
LISTENING = re.compile(r"^listening on (http://127\.0\.0\.1:\d+)\n$")

XTERM_FONT = "-misc-fixed-medium-r-normal--20-200-75-75-c-100-iso10646-1"  # 10x20, xfonts-base
BACKGROUND = (0, 0, 0)
ROOT = (255, 255, 255)
SETTLE_TIMEOUT = 45.0  # generous: the machine may be busy
VIEW_TEXT_ROWS = 3  # a viewed picture leaves the item's line, its image line and the prompt
GRID = 3
COLOUR_TOLERANCE = 40.0  # mean RGB distance over GRID x GRID parts (a wrong picture is ~150 away)
PANORAMA = (2000, 200)
XTERM_MAX_GRAPHIC = 1000  # xterm's maxGraphicSize (1000x1000), which its answer gives

# Screenshots go where test_real_terminals.py puts its own, kept on the same terms.
shots_folder = test_real_terminals.shots_folder
tearDownModule = test_real_terminals.tearDownModule


def type_into(tty, text):
    """Types `text` into the terminal's input as its keyboard would (TIOCSTI)."""
    fd = os.open(tty, os.O_RDWR | os.O_NOCTTY)
    try:
        for byte in text:
            fcntl.ioctl(fd, termios.TIOCSTI, bytes([byte]))
    finally:
        os.close(fd)


def can_type_into_terminals():
    try:
        master, slave = os.openpty()
    except OSError:
        return False
    try:
        fcntl.ioctl(slave, termios.TIOCSTI, b"x")
        return True
    except OSError:
        return False
    finally:
        os.close(master)
        os.close(slave)


def distance(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")
class ViewAndSixelLimitsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        missing = real_terminal.missing_tools() + ([] if shutil.which("tmux") else ["tmux"])
        problem = f"missing Debian packages: {' '.join(missing)} (Scripts/install-test-peers installs them)" if missing else None
        if not problem and not can_type_into_terminals():
            problem = "TIOCSTI is not allowed here (root, or dev.tty.legacy_tiocsti=1)"
        if problem:
            if os.environ.get("CI") and missing:
                raise AssertionError(problem)
            raise unittest.SkipTest(problem)

    def run(self, result=None):
        """Records a failure where test_real_terminals' tearDownModule looks, so the shots are kept."""
        result = result or self.defaultTestResult()
        problems = lambda: len(result.failures) + len(result.errors)  # noqa: E731
        before, outcome = problems(), super().run(result)
        if problems() > before:
            test_real_terminals._failed_tests.append(self.id())
        return outcome

    # The tests.

    def test_xterm_sixel_drawsAWidePanoramaWithinXtermsGraphicsGeometry_at200Columns(self):
        fixtures = self.panorama_fixtures()
        shot, lines, cell, window = self.start_and_settle(
            "xterm-sixel-panorama", "xterm", 200, 30, fixtures, screen=(2100, 700), vt340=True, font=XTERM_FONT)

        image_row = self.last_row(lines, "image: PNG 2000x200")
        box = self.picture_box(shot, lines, image_row, cell, window)

        self.assertIsNotNone(box, f"no picture under the panorama's image line ({self.shot_path})")
        width, height = box[2] - box[0], box[3] - box[1]
        # 192 columns of 10 pixels would be 1920 wide: xterm's 1000 bounds it (and draws nothing wider).
        self.assertLessEqual(abs(width - XTERM_MAX_GRAPHIC), 2, f"{width}x{height} ({self.shot_path})")
        self.assertLessEqual(abs(height - XTERM_MAX_GRAPHIC * PANORAMA[1] // PANORAMA[0]), 2, f"{width}x{height}")
        self.assertColours(shot, box, os.path.join(fixtures, "images", "panorama.png"))

    def test_xterm_sixel_view3_drawsTheRocketAtTheTerminalsSize(self):
        self.check_view("xterm-sixel-view", "xterm", 100, 40, vt340=True, font=XTERM_FONT)

    def test_kitty_view3_drawsTheRocketAtTheTerminalsSize(self):
        self.check_view("kitty-view", "kitty", 100, 40, font_size=12)

    def test_tmux_view3_drawsTheRocketAtTheTerminalsSizeInBlockSymbols(self):
        self.check_view("tmux-view", "xterm", 100, 40, tmux=True, font=XTERM_FONT)

    # What each test does.

    def check_view(self, name, kind, columns, rows, tmux=False, **options):
        """`view 3` typed once the first page settled; the rocket under its item's lines, as large
        as the terminal allows: its width, up to its height less VIEW_TEXT_ROWS, in its 4:3 shape."""
        shot, lines, cell, window = self.start_and_settle(
            name, kind, columns, rows, None, command=b"view 3\r", tmux=tmux, **options)

        image_row = self.last_row(lines, "image: JPEG 320x240")
        self.assertTrue(lines[image_row - 1].startswith(" 3. Falcon 9"), "\n".join(lines))
        box = self.picture_box(shot, lines, image_row, cell, window)
        self.assertIsNotNone(box, f"no picture under the rocket's image line ({self.shot_path})")
        width, height = box[2] - box[0], box[3] - box[1]
        if tmux:  # block symbols: a column a pixel, two pixels a row, on the thumbnail grid
            bound = ((rows - VIEW_TEXT_ROWS) * 2, columns)
            expected = (min(columns, round(bound[0] * 4 / 3)) * cell[0], (rows - VIEW_TEXT_ROWS) * cell[1])
        else:
            bound_width, bound_height = columns * cell[0], (rows - VIEW_TEXT_ROWS) * cell[1]
            if kind == "xterm":
                bound_width = min(bound_width, XTERM_MAX_GRAPHIC)
            expected = (min(bound_width, round(bound_height * 4 / 3)), min(bound_height, round(bound_width * 3 / 4)))
        tolerance = max(cell) + 2
        self.assertLessEqual(abs(width - expected[0]), tolerance, f"{width}x{height}, expected {expected}")
        self.assertLessEqual(abs(height - expected[1]), tolerance, f"{width}x{height}, expected {expected}")
        self.assertColours(shot, box, ROCKET)

    def start_and_settle(self, name, kind, columns, rows, fixtures, screen=(1100, 900), command=None, tmux=False,
                         **options):
        """feed-tty in `kind` at an interactive terminal (in tmux inside it when `tmux`), on the
        feed-server with `fixtures` (the demo's if None); `command` typed once the first page
        settled. Returns the settled screenshot, the screen's text, the cell size and where the
        text area starts."""
        shots = shots_folder()
        work = tempfile.mkdtemp(prefix="ftv-")  # short: kitty's socket path must stay short
        self.addCleanup(shutil.rmtree, work, True)
        server = ScriptProcess(self, [FEED_SERVER, *(["--fixtures", fixtures] if fixtures else [])], LISTENING)
        processes = Processes()
        self.addCleanup(processes.stop_all)
        display = real_terminal.start_xvfb(processes, work, *screen)
        env = real_terminal.session_environment(os.path.join(work, "home"))
        argv = [os.path.abspath(BINARY), "--url", server.match.group(1), "--no-cache", "--lang", "en"]
        if tmux:
            config = os.path.join(work, "tmux.conf")
            with open(config, "w") as file:
                file.write("set -g status off\nset -g default-terminal tmux-256color\n")
            socket = os.path.join(work, "tmux.sock")
            argv = [shutil.which("tmux"), "-S", socket, "-f", config, "new-session", *argv]
            # The server detaches from the client that started it: stopping the client leaves it, and
            # feed-tty inside it, running after the test.
            self.addCleanup(subprocess.run, [shutil.which("tmux"), "-S", socket, "kill-server"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
        terminal = Terminal(processes, work, display, kind, columns, rows, argv, env, **options)
        self.shot_path = os.path.join(shots, f"{name}.png")
        screen_text = {}

        def prompt_on_last_row(expect=None):
            if not terminal.running():
                raise AssertionError(f"feed-tty exited before its screen settled ({self.shot_path})")
            screen_text["lines"] = terminal.screen_text()
            written = [line for line in screen_text["lines"] if line.strip()]
            loading = any("image: loading" in line for line in written)
            return bool(written) and written[-1].startswith("feed> ") and not loading and \
                (expect is None or any(expect in line for line in written))

        real_terminal.settled_screenshot(display, self.shot_path, SETTLE_TIMEOUT, ready=prompt_on_last_row)
        if command:
            type_into(terminal.tty, command)
            real_terminal.settled_screenshot(display, self.shot_path, SETTLE_TIMEOUT,
                                             ready=lambda: prompt_on_last_row(" 3. Falcon 9"))
            prompt_on_last_row()
        lines = screen_text["lines"]
        size = terminal.size()
        cell = (size[2] // columns, size[3] // rows)
        shot = Picture(self.shot_path)
        window = shot.bounding_box((0, 0, shot.width, shot.height), ROOT, threshold=0)
        self.assertIsNotNone(window, "the terminal's window on the screenshot")
        with open(os.path.join(shots, f"{name}.txt"), "w") as file:
            file.write(f"{kind} {columns}x{rows}, winsize {size}, cell {cell}, window {window}\n")
            file.write("\n".join(f"{row:3}|{line}" for row, line in enumerate(lines)) + "\n")
        self.assertEqual(cell[0] * columns, size[2], "a whole number of pixels a cell")
        return shot, lines, cell, window

    def last_row(self, lines, text):
        rows = [row for row, line in enumerate(lines) if text in line]
        self.assertTrue(rows, f"{text!r} is not on the screen:\n" + "\n".join(lines))
        return rows[-1]

    def picture_box(self, shot, lines, image_row, cell, window):
        """The bounding box of what is drawn in the rows under `image_row`, up to the next text."""
        end = image_row + 1
        while end < len(lines) and not lines[end].startswith("feed> ") and \
                (not lines[end].strip() or all("\u2580" <= c <= "\u259f" for c in lines[end].strip())):
            end += 1
        left, top, right, _ = window
        region = (left, top + (image_row + 1) * cell[1], right - 2, top + end * cell[1])
        return shot.bounding_box(region, BACKGROUND, threshold=12, min_run=3)

    def assertColours(self, shot, box, path):
        """The picture's colours, cut into GRID x GRID parts, are its image's."""
        drawn = shot.grid(box, GRID)
        expected = real_terminal.fixture_grid(path, GRID)
        mean = sum(distance(a, b) for a, b in zip(drawn, expected)) / len(drawn)
        self.assertLess(mean, COLOUR_TOLERANCE, f"mean colour distance {mean:.0f} ({self.shot_path})")

    def panorama_fixtures(self):
        """A feed of one item, a 2000x200 PNG: red on the left to blue on the right."""
        folder = tempfile.mkdtemp(prefix="ftv-fixtures-")
        self.addCleanup(shutil.rmtree, folder, True)
        os.makedirs(os.path.join(folder, "images"))
        subprocess.run([real_terminal.convert_command(), "-size", f"{PANORAMA[1]}x{PANORAMA[0]}",
                        "gradient:#ff3020-#2040ff", "-rotate", "-90", "-depth", "8",
                        os.path.join(folder, "images", "panorama.png")], check=True, timeout=60)
        with open(os.path.join(folder, "feed.json"), "w") as file:
            file.write('{"items": [{"id": "0B4C9F3E-7A51-4B7C-9C1D-2E6F3A8B5D10", '
                       '"description": "A panorama, twice as wide as xterm draws sixel.", '
                       '"image": "panorama.png"}]}')
        with open(os.path.join(folder, "comments.json"), "w") as file:
            file.write('{}')
        return folder


if __name__ == "__main__":
    unittest.main()
