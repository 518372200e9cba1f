"""What a real terminal's screen shows of the fixtures' first page (test_real_terminals and the
tests beside it): the fixtures as the screen should show them, the items read from the terminal's
own text, and the colours measured in its screenshot."""

import functools
import os
import re

import real_terminal
from real_terminal import Picture

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(REPO, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
BACKGROUND = (0, 0, 0)  # both terminals' background (and #d0d0d0 text)
GRID = 3  # colours compared over GRID × GRID parts of the picture

NUMBERED = re.compile(r"^\s{0,2}(\d+)\. (.*?)\s*$")  # " 1. …", "10. …"; continuations are indented more
IMAGE_LINE = re.compile(r"^\s+image: (.*?)\s*$")
FORMATS = {".jpg": "JPEG", ".jpeg": "JPEG", ".png": "PNG", ".gif": "GIF", ".webp": "WebP", ".avif": "AVIF"}
PICTURE_CHARACTERS = set(" \u00a0") | {chr(code) for code in range(0x2580, 0x25A0)}  # blank, or block symbols


def has_text(line):
    return any(character not in PICTURE_CHARACTERS for character in line)


image_size = functools.lru_cache(real_terminal.image_size)
fixture_grid = functools.lru_cache(real_terminal.fixture_grid)


class Fixture:
    """Item `number` of the fixtures' feed: its image file and what the screen should show."""

    def __init__(self, number, item):
        self.number = number
        self.description = item.get("description")
        self.path = os.path.join(FIXTURES, "images", item["image"])
        self.format = FORMATS.get(os.path.splitext(item["image"])[1])
        self.size = self.grid = None
        if item["image"] != "broken.png":
            self.size = image_size(self.path)
        # Drawn at a terminal: JPEG, PNG and GIF are decoded, WebP and AVIF too (libwebp, libavif).
        self.drawn = self.size is not None and self.format in ("JPEG", "PNG", "GIF", "WebP", "AVIF")
        self.dark = 0.0
        if self.drawn:
            self.grid = fixture_grid(self.path, GRID)
            self.dark = dark_share(self.path)

    @property
    def settled_line(self):
        if not self.size:
            return None
        line = f"{self.format} {self.size[0]}x{self.size[1]}"
        # A picture that is not drawn says why on its line.
        return line if self.drawn else f"{line} (pictures in this format aren't drawn)"


class ScreenItem:
    """An item whose number row is on screen: its rows of text, its image line, and the rows
    under that line that hold no text (where its picture must be)."""

    def __init__(self, lines, row):
        match = NUMBERED.match(lines[row])
        self.number, self.row = int(match.group(1)), row
        self.text = [match.group(2)]
        self.image_row = self.image_state = None
        self.picture_rows = (row + 1, row + 1)
        for index in range(row + 1, len(lines)):
            image = IMAGE_LINE.match(lines[index])
            if image:
                self.image_row, self.image_state = index, image.group(1)
                end = index + 1
                while end < len(lines) and not has_text(lines[end]):
                    end += 1
                self.picture_rows = (index + 1, end)
                return
            if not lines[index].startswith(" ") or NUMBERED.match(lines[index]):
                return  # the next item, the prompt, …: no image line
            self.text.append(lines[index].strip())


def layout(lines):
    """(items, headers): the items whose number rows are on screen, and the rows that report an
    image under an item's number instead (` 2. image: PNG 1x1`)."""
    items, headers = [], []
    for row, line in enumerate(lines):
        match = NUMBERED.match(line)
        if not match:
            continue
        if match.group(2).startswith("image: "):
            headers.append((row, line.strip()))
        else:
            items.append(ScreenItem(lines, row))
    return items, headers


@functools.lru_cache
def dark_share(path):
    """The share of an image's pixels (scaled to 64 x 64) that look like the background: dark
    parts of a photograph, which are not holes."""
    return Picture(f"{path}[0]", "-scale", "64x64!").share_of((0, 0, 64, 64), BACKGROUND)


def distance(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


LEVELS = (0, 95, 135, 175, 215, 255)
PALETTE_256 = {(r, g, b) for r in LEVELS for g in LEVELS for b in LEVELS} | \
    {(8 + 10 * i,) * 3 for i in range(24)}  # xterm's colours 16 to 255


def outside_palette(shot, boxes):
    """The share of the boxes' pixels whose colours are none of the 256-colour palette's."""
    outside = total = 0
    for left, top, right, bottom in boxes:
        for y in range(top, bottom):
            for x in range(left, right):
                outside += shot.pixel(x, y) not in PALETTE_256
            total += right - left
    return outside / max(total, 1)
