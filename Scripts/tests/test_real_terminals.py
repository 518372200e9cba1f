"""feed-tty in real terminal emulators, tested as a web page is tested in a real browser.

The built binary (FEED_TTY_BINARY; skipped without it) reads the first page of
`Scripts/feed-server` (the demo's fixtures) in xterm (block symbols in 24-bit and in 256 colours,
sixel as a VT340) and in kitty (its graphics protocol), each under its own Xvfb with a fixed font
and window size. Once the screen has settled (three identical screenshots in a row, the prompt
on the last row) the screenshot's pixels are checked against the fixtures: every item whose text is
on screen shows, directly under its own text (description, location, `image: JPEG 640x480`), a
picture whose colours are its fixture's, without holes, and whose shape is the image's (within
10 %), in feed order; several items are on screen with their pictures; no picture comes later
under a ` 3. image:` header; and block symbols are drawn in 24-bit colour where COLORTERM says so,
else in the 256-colour palette. In kitty, each item's image line, and no other line, is a link
(OSC 8) to its image, as kitty itself keeps it (`kitty @ get-text --ansi`).

Each window is tall enough for the whole first page, and every photograph of it must be
recognisable: the picture under its item, cut into the thumbnail's cell grid (a column a cell,
two parts a row: the thumbnail grid), is nearer in mean colour distance to its own photograph
scaled to that grid than to any other photograph of the page.

Against a far server (images after 0.5-3 s each, or 1 s or 3 s each) the window is 80x24, as a
new user's: item 1's text shows before its picture comes, and once the pictures are in, the
terminal's whole history (scrollback and screen, as text) holds the ten items in order, each once,
each with its image line and its picture's rows under it: none printed apart. The screen's last
page is checked as above, for the items on it.

Where each item's text lies is read from the terminal itself, no OCR: xterm prints its screen's
text through its printerCommand when asked (Media Copy, `CSI ? 10 i`, written to its terminal
device), kitty answers `kitty @ get-text`. A picture's rows read there as blank (kitty, sixel)
or as block symbols. The cell size in pixels is measured (the terminal device's TIOCGWINSZ), and
the window's place on the screen (the one area that is not Xvfb's white root window).

Screenshots go to REAL_TERMINAL_SHOTS (default: a temporary folder, kept and named when a test
fails), each with the screen's text and what was measured, for a person to look at. Missing tools
skip the tests, or fail them when CI is set (`Scripts/install-test-peers` installs xvfb, xterm, kitty, imagemagick).
Run: FEED_TTY_BINARY=path/to/feed-tty python3 Scripts/tests/test_real_terminals.py
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_terminal  # noqa: E402
from real_terminal import Picture, Processes, Terminal  # noqa: E402
from real_terminal_screen import (  # noqa: E402
    BACKGROUND, FIXTURES, GRID, Fixture, distance, fixture_grid, layout, outside_palette)
from script_process import ScriptProcess  # noqa: E402

BINARY = os.environ.get("FEED_TTY_BINARY")
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FEED_SERVER = os.path.join(REPO, "Scripts", "feed-server")
LISTENING = re.compile(r"^listening on (http://127\.0\.0\.1:\d+)\n$")

SCREEN_SIZE = (1280, 3100)  # Xvfb's, in pixels: room for every window below, the first page in it
XTERM_FONT = "-misc-fixed-medium-r-normal--20-200-75-75-c-100-iso10646-1"  # 10x20, xfonts-base
ROOT = (255, 255, 255)  # Xvfb -wr: around the window
SETTLE_TIMEOUT = 45.0  # generous: the machine may be busy
FIRST_ITEM_BOUND = 2.5  # seconds from the title to item 1's text: a 0.75 s hold, on a loaded machine

MIN_PICTURED_ITEMS = 3  # on screen with text and picture, or the window shows too little
ASPECT_TOLERANCE = 0.10
COLOUR_TOLERANCE = 40.0  # mean RGB distance over the parts (a wrong picture is ~150 away)
HOLES_TOLERANCE = 0.005  # pixels of the background inside a picture, beyond those of its dark parts
DARK_MARGIN = 1.25  # a photograph's own near-black share, stretched by scaling and the palette
PAGE_SIZE = 10  # the first page: every photograph of it on screen, and recognisable

_failed_tests = []
_shots = {}


def shots_folder():
    if "path" not in _shots:
        given = os.environ.get("REAL_TERMINAL_SHOTS")
        _shots["kept"] = bool(given)
        _shots["path"] = given or tempfile.mkdtemp(prefix="feed-tty-real-terminals-")
        os.makedirs(_shots["path"], exist_ok=True)
    return _shots["path"]


def tearDownModule():
    if "path" not in _shots:
        return
    if _failed_tests or _shots["kept"]:
        print(f"\nreal terminals: screenshots in {_shots['path']}", file=sys.stderr)
    else:
        shutil.rmtree(_shots["path"], ignore_errors=True)


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")
class RealTerminalTests(unittest.TestCase):
    maxDiff = None

    @classmethod
    def setUpClass(cls):
        missing = real_terminal.missing_tools()
        if missing:
            message = f"missing Debian packages: {' '.join(missing)} (Scripts/install-test-peers installs them)"
            if os.environ.get("CI"):
                raise AssertionError(message)
            raise unittest.SkipTest(message)
        with open(os.path.join(FIXTURES, "feed.json")) as file:
            items = json.load(file)["items"]
        cls.fixtures = {number: Fixture(number, item) for number, item in enumerate(items, 1)}
        cls.help = subprocess.run([BINARY, "--help"], capture_output=True, timeout=30).stdout.decode()

    def run(self, result=None):
        result = result or self.defaultTestResult()
        before = len(result.failures) + len(result.errors)
        outcome = super().run(result)
        if len(result.failures) + len(result.errors) > before:
            _failed_tests.append(self.id())
        return outcome

    # The terminals. Each window is tall enough for the first page's ten items with their pictures.

    def test_xterm_block_symbols_in_24_bit_colour(self):
        self.check_terminal("xterm-blocks-24bit", "xterm", 100, 140, "blocks", {"COLORTERM": "truecolor"},
                            palette=False, font=XTERM_FONT)

    def test_xterm_block_symbols_in_256_colours(self):
        # Narrower: descriptions wrap, and the pictures' colours come from the 256-colour palette.
        self.check_terminal("xterm-blocks-256", "xterm", 64, 150, "blocks", {}, palette=True, font=XTERM_FONT)

    def test_xterm_sixel(self):
        if "sixel" not in self.help:
            self.skipTest("feed-tty --help does not list sixel: this build has no --images sixel")
        self.check_terminal("xterm-sixel", "xterm", 100, 140, "sixel", {}, font=XTERM_FONT, vt340=True)

    def test_kitty_graphics_protocol(self):
        self.check_terminal("kitty", "kitty", 100, 150, "kitty", {}, font_size=12)

    # The same from a far server, at 80x24: every item is shown before its picture comes, with rows
    # kept under it, and the picture is drawn there later by moving the cursor up; the list waits
    # for room rather than push a place still waiting off the screen. The spread (0.5-3 s) and 1 s
    # an image in each terminal; 3 s (the slowest run) in block symbols only.

    def test_xterm_block_symbols_late_pictures_at_80x24_from_a_far_server(self):
        for fault in ("image-latency-spread", "image-slow-headers:1", "image-slow-headers:3"):
            with self.subTest(fault=fault):
                self.check_far_server(fault, "xterm-blocks", "xterm", "blocks", {"COLORTERM": "truecolor"},
                                      palette=False, font=XTERM_FONT)

    def test_xterm_sixel_late_pictures_at_80x24_from_a_far_server(self):
        if "sixel" not in self.help:
            self.skipTest("feed-tty --help does not list sixel: this build has no --images sixel")
        for fault in ("image-latency-spread", "image-slow-headers:1"):
            with self.subTest(fault=fault):
                self.check_far_server(fault, "xterm-sixel", "xterm", "sixel", {}, font=XTERM_FONT, vt340=True)

    def test_kitty_late_pictures_at_80x24_from_a_far_server(self):
        for fault in ("image-latency-spread", "image-slow-headers:1"):
            with self.subTest(fault=fault):
                self.check_far_server(fault, "kitty", "kitty", "kitty", {}, font_size=12)

    # What each test does.

    def check_far_server(self, fault, name, kind, images, environment, **options):
        """`check_terminal` at 80x24 against feed-server's `fault`."""
        self.check_terminal(f"{name}-far-{fault.replace(':', '-')}", kind, 80, 24, images, environment, fault=fault,
                            **options)

    def check_terminal(self, name, kind, columns, rows, images, environment, palette=None, fault=None, **options):
        """`palette`: True when the pictures must be in the 256-colour palette's colours, False
        when they must not (24-bit colour), None when either will do. `fault`: the feed-server's,
        if any; the screen has settled only once no image is loading."""
        shots = shots_folder()
        work = tempfile.mkdtemp(prefix="ftrt-")  # short: kitty's socket path must stay short
        self.addCleanup(shutil.rmtree, work, True)
        self.addCleanup(self.keep_logs, work, os.path.join(shots, name))
        server = ScriptProcess(self, [FEED_SERVER, *(["--fault", fault] if fault else [])], LISTENING)
        processes = Processes()
        self.addCleanup(processes.stop_all)
        display = real_terminal.start_xvfb(processes, work, *SCREEN_SIZE)
        env = real_terminal.session_environment(os.path.join(work, "home"))
        # 8 rows a picture, so the whole first page fits the window (by default a picture takes the
        # window's rows less 8, up to 40); test_picture_fidelity.py checks the default size.
        argv = [os.path.abspath(BINARY), "--url", server.match.group(1), "--no-cache", "--lang", "en",
                "--images", images, "--image-rows", "8"]
        terminal = Terminal(processes, work, display, kind, columns, rows, argv, env, environment, **options)
        first_item = self.seconds_to_first_item(terminal) if fault else None

        shot_path = os.path.join(shots, f"{name}.png")
        screen = {}

        def prompt_on_last_row():
            if not terminal.running():
                raise AssertionError(f"{os.path.basename(BINARY)} exited before its screen settled "
                                     f"(last screenshot: {shot_path})")
            screen["lines"] = terminal.screen_text()
            written = [line for line in screen["lines"] if line.strip()]
            loading = any("image: loading" in line for line in written)
            return bool(written) and written[-1].startswith("feed> ") and not loading

        real_terminal.settled_screenshot(display, shot_path, SETTLE_TIMEOUT, ready=prompt_on_last_row)
        lines = screen["lines"]
        size = terminal.size()
        report = [f"{kind}, {columns}x{rows}, --images {images}, env {environment}, fault {fault}",
                  f"winsize {size}"]
        try:
            problems = self.check_screen(Picture(shot_path), lines, size, columns, rows, palette, report,
                                         whole_page=not fault)
            if kind == "kitty" and not fault:
                problems += self.check_links(terminal.kitty_lines_with_escapes(), server.match.group(1))
            if fault:
                report.append(f"item 1's text {first_item:.2f} s after the title")
                if first_item > FIRST_ITEM_BOUND:
                    problems.append(f"item 1's text came {first_item:.2f} s after the title "
                                    f"(at most {FIRST_ITEM_BOUND} s)")
                history = terminal.scrollback_text()
                report += ["", "scrollback and screen:"] + [f"{row:3}|{line}" for row, line in enumerate(history)]
                problems += self.check_history(history, images)
        finally:
            with open(os.path.join(shots, f"{name}.txt"), "w") as file:
                file.write("\n".join(report) + "\n\nscreen text:\n")
                file.write("\n".join(f"{row:3}|{line}" for row, line in enumerate(lines)) + "\n")
        if problems:
            self.fail(f"{name}: {len(problems)} problem(s) on screen ({shot_path}):\n  "
                      + "\n  ".join(problems) + "\nscreen text:\n"
                      + "\n".join(f"{row:3}|{line[:100]}" for row, line in enumerate(lines)))

    def check_links(self, lines, base):
        """kitty keeps each item's image line of the first page, and no other line, as a link (OSC 8)
        to its image."""
        link = re.compile(r"\x1b\]8;;([^\x1b]+)\x1b\\(?:\x1b\[[0-9;]*m)*image: ")
        linked = [match.group(1) for line in lines for match in link.finditer(line)]
        expected = [f"{base}/images/{os.path.basename(self.fixtures[number].path)}" for number in range(1, 11)]
        every_link = sum(len(re.findall(r"\x1b\]8;;[^\x1b]", line)) for line in lines)
        problems = [] if linked == expected else [f"image lines linked to {linked}, not {expected}"]
        return problems + ([] if every_link == len(expected) else [f"{every_link} links, not {len(expected)}"])

    def seconds_to_first_item(self, terminal):
        """Seconds from the title on screen to item 1's text, read from the terminal as it draws."""
        titled = None
        while True:
            lines = terminal.screen_text()
            now = time.monotonic()
            if titled is None and "My Feed" in lines:
                titled = now
            if any(line.startswith(" 1. ") for line in lines):
                return now - (titled or now)
            if titled is not None and now - titled > SETTLE_TIMEOUT:
                raise AssertionError(f"item 1's text did not show within {SETTLE_TIMEOUT} s of the title")
            time.sleep(0.05)

    def check_history(self, history, images):
        """Problems in the terminal's whole history (none when right): the first page's items in
        order, each once (a picture printed apart repeats its number), each with its image line
        and, for a picture drawn, rows under it that hold no text (kitty, sixel) or block symbols."""
        items, headers = layout(history)
        problems = [f"history row {row}: {text!r} reports an image under its number" for row, text in headers]
        numbers = [item.number for item in items]
        if numbers != list(range(1, PAGE_SIZE + 1)):
            problems.append(f"the history's items are not 1 to {PAGE_SIZE} in order, each once: {numbers}")
        for item in items:
            fixture = self.fixtures.get(item.number)
            if fixture is None or item.image_state != fixture.settled_line:
                problems.append(f"history: item {item.number}'s image line says {item.image_state!r}")
                continue
            first, end = item.picture_rows
            rows = history[first:end]
            if fixture.drawn and (not rows or (images == "blocks" and not any("\u2580" in row for row in rows))):
                problems.append(f"history: no picture rows under item {item.number}'s image line")
        return problems

    def check_screen(self, shot, lines, size, columns, rows, palette, report, whole_page=True):
        """Every problem on the screen, as sentences (none when it is right). `whole_page`: the
        window holds the first page, whose every photograph must be recognised; else only the
        items on screen are checked."""
        self.assertEqual(size[:2], (rows, columns), "the terminal's rows and columns")
        self.assertEqual(len(lines), rows, "the terminal gave one line of text a row")
        cell_width, cell_height = size[2] // columns, size[3] // rows
        self.assertEqual((cell_width * columns, cell_height * rows), size[2:], "a whole number of pixels a cell")
        window = shot.bounding_box((0, 0, shot.width, shot.height), ROOT, threshold=0)
        self.assertIsNotNone(window, "the terminal's window on the screenshot")
        left, top = window[:2]
        self.assertGreaterEqual((window[2] - left, window[3] - top), (size[2], size[3]),
                                "the window holds the terminal's cells")
        report.append(f"cell {cell_width}x{cell_height} px, text area at +{left}+{top}")

        items, headers = layout(lines)
        problems = [f"row {row}: {text!r} reports an image under its number instead of under the item"
                    for row, text in headers]
        numbers = [item.number for item in items]
        if numbers and numbers != list(range(numbers[0], numbers[0] + len(numbers))):
            problems.append(f"the items on screen are not in feed order: {numbers}")
        pictured, boxes, recognised = 0, [], set()
        for item in items:
            fixture = self.fixtures.get(item.number)
            if fixture is None:
                problems.append(f"item {item.number} is not in the fixtures' first page")
                continue
            item_problems, box = self.check_item(shot, item, fixture, left, top, cell_width, cell_height,
                                                 columns, report)
            problems += item_problems
            pictured += fixture.drawn and not item_problems
            boxes += [box] if box else []
            if box:
                recognition = self.recognise(shot, box, fixture, cell_width, cell_height, report)
                problems += recognition
                if not recognition:
                    recognised.add(item.number)
        photographs = {number for number, fixture in self.fixtures.items() if number <= PAGE_SIZE and fixture.drawn
                       and (whole_page or number in numbers)}
        if photographs - recognised:
            problems.append(f"photographs of the first page not recognised on screen: "
                            f"{sorted(photographs - recognised)} (recognised: {sorted(recognised)})")
        if pictured < (MIN_PICTURED_ITEMS if whole_page else 1):
            problems.append(f"only {pictured} item(s) on screen with their text and their picture under it "
                            f"(at least {MIN_PICTURED_ITEMS} expected; items on screen: {numbers or 'none'})")
        if palette is not None and boxes:
            share = outside_palette(shot, boxes)
            report.append(f"pictures' pixels outside the 256-colour palette: {share:.0%}")
            if palette and share > 0.01:
                problems.append(f"{share:.0%} of the pictures' pixels are not 256-colour palette colours")
            if not palette and share < 0.25:
                problems.append(f"only {share:.0%} of the pictures' pixels are outside the 256-colour palette: "
                                f"not drawn in 24-bit colour")
        return problems

    def check_item(self, shot, item, fixture, left, top, cell_width, cell_height, columns, report):
        name = f"item {item.number} (row {item.row})"
        if fixture.description and not " ".join(item.text).startswith(fixture.description[:20]):
            return [f"{name}: its text {item.text[0]!r} is not the description {fixture.description!r}"], None
        if item.image_row is None:
            return [f"{name}: no image line under its text"], None
        if item.image_state != fixture.settled_line:
            problems = [f"{name}: its image line says {item.image_state!r}, not {fixture.settled_line!r}"]
        else:
            problems = []
        first, end = item.picture_rows
        if not fixture.drawn:
            report.append(f"{name}: {fixture.settled_line}, no picture expected")
            return problems, None
        if first == end:
            return problems + [f"{name}: no picture directly under its image line (row {item.image_row}): "
                               f"the next row has text"], None
        region = (left, top + first * cell_height, left + columns * cell_width, top + end * cell_height)
        box = shot.bounding_box(region, BACKGROUND, min_run=max(2, cell_width * 3 // 4))
        if box is None:
            return problems + [f"{name}: rows {first}-{end - 1} under its image line are empty"], None
        width, height = box[2] - box[0], box[3] - box[1]
        aspect, expected_aspect = width / height, fixture.size[0] / fixture.size[1]
        measured = shot.grid(box, GRID)
        colour = sum(distance(a, b) for a, b in zip(measured, fixture.grid)) / len(measured)
        report.append(f"{name}: rows {first}-{end - 1}, picture {width}x{height} px at +{box[0]}+{box[1]} "
                      f"(aspect {aspect:.3f}, image {expected_aspect:.3f}); colour distance {colour:.1f}; "
                      f"mean {tuple(round(c) for c in shot.mean(*box))}")
        if box[1] - region[1] >= cell_height:
            problems.append(f"{name}: its picture starts {box[1] - region[1]} px below its image line")
        if abs(aspect / expected_aspect - 1) > ASPECT_TOLERANCE:
            problems.append(f"{name}: its picture is {width}x{height} px, aspect {aspect:.3f}; "
                            f"{os.path.basename(fixture.path)} is {expected_aspect:.3f}")
        inside = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)  # its edges may blend in
        holes = shot.share_of(inside, BACKGROUND) if inside[2] > inside[0] and inside[3] > inside[1] else 0
        report[-1] += f"; holes {holes:.1%} (photograph's dark share {fixture.dark:.1%})"
        if holes > HOLES_TOLERANCE + DARK_MARGIN * fixture.dark:
            problems.append(f"{name}: {holes:.1%} of its picture's pixels are the background's colour: holes")
        if colour > COLOUR_TOLERANCE:
            problems.append(f"{name}: its picture's colours are {colour:.0f} away from "
                            f"{os.path.basename(fixture.path)}'s (at most {COLOUR_TOLERANCE:.0f}): "
                            f"{[tuple(round(c) for c in rgb) for rgb in measured]} vs {fixture.grid}")
        return problems, box

    def recognise(self, shot, box, fixture, cell_width, cell_height, report):
        """Problems (none when recognised): the picture in `box`, cut into the thumbnail's cell
        grid, must be nearer to its own photograph than to any other of the first page."""
        columns = max(1, round((box[2] - box[0]) / cell_width))
        rows = max(1, round(2 * (box[3] - box[1]) / cell_height))
        measured = shot.grid(box, columns, rows)
        distances = {}
        for number, other in self.fixtures.items():
            if number <= PAGE_SIZE and other.size is not None and other.path not in distances:
                expected = fixture_grid(other.path, columns, rows)
                distances[other.path] = sum(distance(a, b) for a, b in zip(measured, expected)) / len(measured)
        own = distances[fixture.path]
        nearest_other = min((value, os.path.basename(path)) for path, value in distances.items() if path != fixture.path)
        report.append(f"item {fixture.number}: on a {columns}x{rows} grid, {own:.1f} from its photograph, "
                      f"{nearest_other[0]:.1f} from the nearest other ({nearest_other[1]})")
        if own >= nearest_other[0]:
            return [f"item {fixture.number}: its picture is nearer to {nearest_other[1]} ({nearest_other[0]:.1f}) "
                    f"than to {os.path.basename(fixture.path)} ({own:.1f}) on a {columns}x{rows} grid"]
        return []

    def keep_logs(self, work, destination):
        """The terminal's and Xvfb's logs beside the screenshot, for a person."""
        os.makedirs(destination, exist_ok=True)
        for name in os.listdir(work):
            if name.endswith((".log", ".conf", ".txt")):
                shutil.copy(os.path.join(work, name), destination)


if __name__ == "__main__":
    unittest.main()
