"""How faithful a picture drawn in text cells is to its photograph, as a person sees it in xterm.

Shared by test_picture_fidelity.py and the bench's fidelity rows. Pictures (feed-tty's, through
Benchmarks' feed-thumbnail, and chafa's) are printed in an xterm window under Xvfb in a TrueType
font (DejaVu Sans Mono, 12 points: the font of most Linux desktops, which has the block and
quadrant symbols), the window is photographed, and each picture's cells on the screenshot are
compared with the photograph scaled to the same pixels: the Pearson correlation of their
luminances (1 is perfect; 0 is no likeness).

Python 3 standard library plus Debian's xvfb, xterm, imagemagick and fonts-dejavu-core (and chafa
for the reference). Every wait is bounded.
"""

import os
import subprocess
import tempfile
import time

import real_terminal
from real_terminal import Picture, Processes

FONT = ("DejaVu Sans Mono", 12)
MAX_CELL = (12, 24)  # DejaVu Sans Mono 12 at 96 dpi is 10 × 19: Xvfb's screen is made this much larger
# Five photographs of the demo's first page (FeedDemo's fixtures), of different kinds.
PHOTOGRAPHS = ("chelsea-360x240.png", "photo-640x480.jpg", "photo-progressive-320x240.jpg",
               "cameraman-480x480.jpg", "retina-560x560.jpg")


def luminance(pixels):
    """Rec. 601 luma of each pixel of RGB bytes."""
    return [0.299 * pixels[i] + 0.587 * pixels[i + 1] + 0.114 * pixels[i + 2] for i in range(0, len(pixels), 3)]


def correlation(a, b):
    """Pearson's correlation of two equally long sequences (0 when either is flat)."""
    count = len(a)
    mean_a, mean_b = sum(a) / count, sum(b) / count
    covariance = sum((x - mean_a) * (y - mean_b) for x, y in zip(a, b))
    spread_a = sum((x - mean_a) ** 2 for x in a) ** 0.5
    spread_b = sum((y - mean_b) ** 2 for y in b) ** 0.5
    return covariance / (spread_a * spread_b) if spread_a and spread_b else 0.0


def drawn_size(text):
    """(columns, rows) of a picture printed as lines of cells (SGR sequences left out)."""
    lines = [line for line in text.split("\n") if line]
    plain = [_without_sequences(line) for line in lines]
    return max((len(line) for line in plain), default=0), len(lines)


def _without_sequences(line):
    out, index = [], 0
    while index < len(line):
        if line[index] == "\x1b":
            end = index + 1
            while end < len(line) and not line[end].isalpha():
                end += 1
            index = end + 1
            continue
        out.append(line[index])
        index += 1
    return "".join(out)


class Screen:
    """One Xvfb with an xterm that prints pictures; `shoot(pictures)` prints them one under the
    other (a blank row between) and returns the screenshot with each picture's cell box in
    pixels. Used as a context manager: everything it started is stopped at the end."""

    def __init__(self, folder, columns=100, rows=70):
        self.folder, self.columns, self.rows = folder, columns, rows

    def __enter__(self):
        self.processes = Processes()
        self.display = real_terminal.start_xvfb(self.processes, self.folder, (self.columns + 2) * MAX_CELL[0],
                                                (self.rows + 2) * MAX_CELL[1])
        return self

    def __exit__(self, *exc):
        self.processes.stop_all()

    def shoot(self, pictures, name):
        """`pictures`: texts (lines of cells). Returns (Picture of the screenshot, [(left, top,
        right, bottom)] of each picture's cells)."""
        text = "".join(picture.rstrip("\n") + "\n\n" for picture in pictures)
        source = os.path.join(self.folder, f"{name}.txt")
        with open(source, "w") as file:
            file.write("\x1b[H\x1b[2J" + text)
        ready = os.path.join(self.folder, f"{name}.ready")
        cell_file = os.path.join(self.folder, f"{name}.cell")
        # The shell prints the pictures, records the cell size, and waits to be photographed.
        script = (f"stty size > /dev/null; cat '{source}'; "
                  f"python3 -c 'import fcntl,termios,struct,sys; "
                  f"r,c,w,h=struct.unpack(\"HHHH\",fcntl.ioctl(0,termios.TIOCGWINSZ,b\"\\0\"*8)); "
                  f"print(w//c, h//r)' > '{cell_file}'; touch '{ready}'; sleep 600")
        argv = ["xterm", "-geometry", f"{self.columns}x{self.rows}+0+0", "-b", "0", "-bw", "0", "+sb", "-u8",
                "-fa", FONT[0], "-fs", str(FONT[1]), "-fg", "#d0d0d0", "-bg", "#000000",
                "-xrm", "XTerm*cursorBlink: false", "-xrm", "XTerm*scaleHeight: 1.0",
                "-tn", "xterm-256color", "-e", "sh", "-c", script]
        env = dict(os.environ, DISPLAY=self.display)
        terminal = self.processes.start(argv, os.path.join(self.folder, f"{name}.log"), env=env)
        try:
            real_terminal.wait_for(lambda: os.path.exists(ready), 60, what="xterm to print the pictures")
            with open(cell_file) as file:
                cell_width, cell_height = (int(value) for value in file.read().split())
            shot_path = os.path.join(self.folder, f"{name}.png")
            real_terminal.settled_screenshot(self.display, shot_path, timeout=60)
            shot = Picture(shot_path)
        finally:
            real_terminal._signal_group(terminal, 15)
            terminal.wait(timeout=10)
        window = shot.bounding_box((0, 0, shot.width, shot.height), (255, 255, 255), threshold=0)
        left, top = window[:2]
        boxes, row = [], 0
        for picture in pictures:
            columns, rows = drawn_size(picture)
            boxes.append((left, top + row * cell_height, left + columns * cell_width,
                          top + (row + rows) * cell_height))
            row += rows + 1
        return shot, boxes


def photograph_luminance(path, width, height):
    """The photograph's luminance scaled (stretched) to width × height pixels, over black where
    it is transparent."""
    picture = Picture(f"{path}[0]", "-background", "black", "-alpha", "remove", "-alpha", "off",
                      "-resize", f"{width}x{height}!")
    return luminance(picture.pixels)


def box_luminance(shot, box):
    left, top, right, bottom = box
    pixels = b"".join(shot.pixels[3 * (y * shot.width + left):3 * (y * shot.width + right)]
                      for y in range(top, bottom))
    return luminance(pixels)


def score(shot, box, path):
    """Luminance correlation of the picture in `box` with the photograph at `path`."""
    width, height = box[2] - box[0], box[3] - box[1]
    return correlation(box_luminance(shot, box), photograph_luminance(path, width, height))


def ours(thumbnail_binary, path, rows, columns, palette256):
    """feed-tty's block-symbol picture of `path` at most `rows` × `columns` cells (feed-thumbnail)."""
    result = subprocess.run([thumbnail_binary, "--rows", str(rows), "--columns", str(columns), "--draw",
                             "256" if palette256 else "truecolor", path], capture_output=True, check=True,
                            timeout=60)
    return result.stdout.decode()


def chafa_command(path, columns, rows, palette256):
    """chafa's command for `path` in exactly the cell box `columns` × `rows` (its default symbols)."""
    return ["chafa", "--format", "symbols", "--colors", "256" if palette256 else "full", "--size",
            f"{columns}x{rows}", "--animate", "off", "--polite", "on", path]


def chafa(path, columns, rows, palette256):
    result = subprocess.run(chafa_command(path, columns, rows, palette256), capture_output=True, check=True,
                            timeout=60)
    return result.stdout.decode()


def compare(thumbnail_binary, paths, rows, columns, palette256, folder, name):
    """{path: (ours, chafa's, our cells, chafa's cells)}: scores of both at the cells of ours."""
    pictures, sizes = [], []
    for path in paths:
        mine = ours(thumbnail_binary, path, rows, columns, palette256)
        size = drawn_size(mine)
        pictures += [mine, chafa(path, size[0], size[1], palette256)]
        sizes += [size, drawn_size(pictures[-1])]
    screen_rows = sum(size[1] + 1 for size in sizes) + 1
    screen_columns = max(size[0] for size in sizes) + 1
    with Screen(folder, max(screen_columns, 20), screen_rows) as screen:
        shot, boxes = screen.shoot(pictures, name)
    results = {}
    for index, path in enumerate(paths):
        mine, theirs = boxes[2 * index], boxes[2 * index + 1]
        results[path] = (score(shot, mine, path), score(shot, theirs, path), sizes[2 * index], sizes[2 * index + 1])
    return results


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="fidelity of feed-tty's block symbols against chafa's in xterm")
    parser.add_argument("--thumbnail", required=True, help="Benchmarks' feed-thumbnail binary")
    parser.add_argument("--rows", type=int, default=8)
    parser.add_argument("--columns", type=int, default=72)
    parser.add_argument("--palette256", action="store_true")
    parser.add_argument("--keep", help="folder for the screenshots")
    parser.add_argument("paths", nargs="*")
    arguments = parser.parse_args()
    fixtures = os.path.join(os.path.dirname(__file__), "..", "..", "Packages", "FeedDemo", "Sources", "FeedDemo",
                            "Fixtures", "images")
    paths = arguments.paths or [os.path.join(fixtures, name) for name in PHOTOGRAPHS]
    folder = arguments.keep or tempfile.mkdtemp(prefix="fidelity-")
    os.makedirs(folder, exist_ok=True)
    start = time.monotonic()
    for path, (mine, theirs, size, their_size) in compare(arguments.thumbnail, paths, arguments.rows,
                                                          arguments.columns, arguments.palette256, folder,
                                                          "fidelity").items():
        print(f"{os.path.basename(path):32} ours {mine:.3f} ({size[0]}x{size[1]})  "
              f"chafa {theirs:.3f} ({their_size[0]}x{their_size[1]})  ratio {mine / theirs:.3f}")
    print(f"screenshots in {folder} ({time.monotonic() - start:.1f} s)")
