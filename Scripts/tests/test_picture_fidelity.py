"""feed-tty's pictures in text cells as a person sees them: how like the photograph, measured from
xterm screenshots, beside chafa at the same cells.

The built binary (FEED_TTY_BINARY; skipped without it) reads a one-item feed from
`Scripts/feed-server` for each of five of the demo's photographs (picture_fidelity.PHOTOGRAPHS)
in xterm at 80 x 24 under Xvfb, in DejaVu Sans Mono 12 (the font of most Linux desktops), with no
`--images` and no `--image-rows`: the picture is drawn in block symbols at the size the app
chooses from the terminal. Once the screen has settled (the prompt back, the picture drawn), the
picture's cells on the screenshot (found from the screen's text, which xterm prints when asked)
are compared with the photograph scaled to their pixels: the luminance correlation must reach
0.85 (recognisable), in 256 colours and in 24-bit colour. chafa (its default symbols) then draws
the same photograph in exactly those cells, in another xterm with the same font, and ours must be
at least as like the photograph (within MARGIN, a rounding of the screen's font rendering).

Screenshots go to REAL_TERMINAL_SHOTS (default: a temporary folder, kept and named when a test
fails) with what was measured. Missing tools skip the tests, or fail them when CI is set
(`Scripts/install-test-peers` installs xvfb, xterm, imagemagick, chafa and fonts-dejavu-core).
Run: FEED_TTY_BINARY=path/to/feed-tty python3 Scripts/tests/test_picture_fidelity.py
"""

import json
import os
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import picture_fidelity  # noqa: E402
import real_terminal  # noqa: E402
from real_terminal import Picture, Processes, Terminal  # noqa: E402
from script_process import ScriptProcess  # noqa: E402
from test_real_terminals import BINARY, FEED_SERVER, FIXTURES, LISTENING  # noqa: E402

COLUMNS, ROWS = 80, 24
RECOGNISABLE = 0.85
MARGIN = 0.005
SETTLE_TIMEOUT = 60.0  # generous: the machine may be busy
BLOCK_SYMBOL = re.compile("[\u2580-\u259f]")


class PictureFidelityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not BINARY:
            raise unittest.SkipTest("FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")
        missing = real_terminal.missing_tools() + ([] if shutil.which("chafa") else ["chafa"])
        if missing:
            message = f"missing Debian packages: {' '.join(missing)} (Scripts/install-test-peers installs them)"
            if os.environ.get("CI"):
                raise AssertionError(message)
            raise unittest.SkipTest(message)
        given = os.environ.get("REAL_TERMINAL_SHOTS")
        cls.shots = given or tempfile.mkdtemp(prefix="feed-tty-fidelity-")
        os.makedirs(cls.shots, exist_ok=True)
        cls.keep = bool(given)

    @classmethod
    def tearDownClass(cls):
        if cls.keep:
            print(f"\npicture fidelity: screenshots in {cls.shots}", file=sys.stderr)
        else:
            shutil.rmtree(cls.shots, ignore_errors=True)

    def test_xterm_in256Colours_drawsEachPhotographRecognisably_atTheDefaultSize(self):
        self.check_photographs(palette256=True)

    def test_xterm_in24BitColour_drawsEachPhotographRecognisably_atTheDefaultSize(self):
        self.check_photographs(palette256=False)

    def check_photographs(self, palette256):
        mode = "256" if palette256 else "24bit"
        report, problems = [], []
        for name in picture_fidelity.PHOTOGRAPHS:
            path = os.path.join(FIXTURES, "images", name)
            ours, box, cells = self.draw_in_xterm(path, palette256, f"{mode}-{name}")
            theirs = self.draw_chafa(path, cells, palette256, f"{mode}-{name}")
            report.append(f"{name}: {cells[0]}x{cells[1]} cells ({box[2] - box[0]}x{box[3] - box[1]} px), "
                          f"ours {ours:.3f}, chafa {theirs:.3f}")
            if ours < RECOGNISABLE:
                problems.append(f"{name}: luminance correlation {ours:.3f}, below {RECOGNISABLE}")
            if ours < theirs - MARGIN:
                problems.append(f"{name}: ours {ours:.3f}, less like the photograph than chafa's {theirs:.3f}")
        with open(os.path.join(self.shots, f"fidelity-{mode}.txt"), "w") as file:
            file.write("\n".join(report) + "\n")
        if problems:
            type(self).keep = True
            self.fail(f"{mode}: " + "; ".join(problems) + "\n" + "\n".join(report))

    def draw_in_xterm(self, path, palette256, name):
        """(correlation, pixel box, (columns, rows)) of the picture feed-tty draws of a one-item feed
        of `path` at 80 x 24."""
        work = tempfile.mkdtemp(prefix="ftpf-")
        self.addCleanup(shutil.rmtree, work, True)
        fixtures = one_item_feed(work, path)
        server = ScriptProcess(self, [FEED_SERVER, "--fixtures", fixtures], LISTENING)
        processes = Processes()
        self.addCleanup(processes.stop_all)
        display = real_terminal.start_xvfb(processes, work, (COLUMNS + 4) * 12, (ROWS + 4) * 24)
        home = os.path.join(work, "home")
        os.makedirs(home)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
               "XDG_CONFIG_HOME": os.path.join(home, ".config"), "XDG_CACHE_HOME": os.path.join(home, ".cache"),
               "XDG_STATE_HOME": os.path.join(home, ".local", "state")}
        argv = [os.path.abspath(BINARY), "--url", server.match.group(1), "--no-cache", "--lang", "en"]
        terminal = Terminal(processes, work, display, "xterm", COLUMNS, ROWS, argv, env,
                            {} if palette256 else {"COLORTERM": "truecolor"}, face=picture_fidelity.FONT)
        shot_path = os.path.join(self.shots, f"{name}.png")
        screen = {}

        def settled():
            if not terminal.running():
                raise AssertionError(f"{os.path.basename(BINARY)} exited before its screen settled")
            screen["lines"] = terminal.screen_text()
            written = [line for line in screen["lines"] if line.strip()]
            return bool(written) and written[-1].startswith("feed> ") and \
                any(BLOCK_SYMBOL.search(line) for line in written)

        real_terminal.settled_screenshot(display, shot_path, SETTLE_TIMEOUT, ready=settled)
        lines = screen["lines"]
        with open(os.path.join(self.shots, f"{name}.txt"), "w") as file:
            file.write("\n".join(f"{row:3}|{line}" for row, line in enumerate(lines)) + "\n")
        rows = [row for row, line in enumerate(lines) if BLOCK_SYMBOL.search(line)]
        self.assertEqual(rows, list(range(rows[0], rows[-1] + 1)), f"{name}: the picture's rows are not together")
        left = min(BLOCK_SYMBOL.search(lines[row]).start() for row in rows)
        right = max(len(lines[row].rstrip()) for row in rows)
        _, _, width, height = terminal.size()
        cell = (width // COLUMNS, height // ROWS)
        shot = Picture(shot_path)
        window = shot.bounding_box((0, 0, shot.width, shot.height), (255, 255, 255), threshold=0)
        box = (window[0] + left * cell[0], window[1] + rows[0] * cell[1], window[0] + right * cell[0],
               window[1] + (rows[-1] + 1) * cell[1])
        return picture_fidelity.score(shot, box, path), box, (right - left, len(rows))

    def draw_chafa(self, path, cells, palette256, name):
        """chafa's correlation for `path` drawn in the cells `cells` (columns, rows)."""
        work = tempfile.mkdtemp(prefix="ftpf-")
        self.addCleanup(shutil.rmtree, work, True)
        picture = picture_fidelity.chafa(path, cells[0], cells[1], palette256)
        with picture_fidelity.Screen(work, cells[0] + 2, cells[1] + 3) as screen:
            shot, boxes = screen.shoot([picture], "chafa")
        shutil.copy(os.path.join(work, "chafa.png"), os.path.join(self.shots, f"{name}-chafa.png"))
        return picture_fidelity.score(shot, boxes[0], path)


def one_item_feed(folder, path):
    """A fixtures folder for feed-server whose feed is the demo's first item with `path` as its image."""
    fixtures = os.path.join(folder, "fixtures")
    os.makedirs(os.path.join(fixtures, "images"))
    with open(os.path.join(FIXTURES, "feed.json"), encoding="utf-8") as file:
        item = json.load(file)["items"][0]
    item["image"] = os.path.basename(path)
    shutil.copy(path, os.path.join(fixtures, "images"))
    shutil.copy(os.path.join(FIXTURES, "comments.json"), fixtures)
    with open(os.path.join(fixtures, "feed.json"), "w", encoding="utf-8") as file:
        json.dump({"items": [item]}, file)
    return fixtures


if __name__ == "__main__":
    unittest.main()
