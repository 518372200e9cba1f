"""first_page_sixel: a first page of 10 items, each with the 640x480 photo, in sixel at an 80 x 24
pseudo-terminal that answers what feed-tty asks at start as `xterm -ti vt340` does (its device
attributes list sixel, 1,024 colour registers, pictures up to 1000 x 1000, a cell of 10 x 20):
`feed-tty --images sixel` at its default size there (16 rows, 427 x 320 pixels), from the start
until the 10th picture is written whole, against curl + jq for the page and, for each photo, curl
then `img2sixel -w W -h H` at the same pixel size, one after another as a person's shell loop
would. The loop is the reference, not a parallel one: it is what one writes to look at a feed's
pictures, and what first_page_pictures and first_page_far compare with; the app's edge is doing
what a loop does not (six downloads at a time, each picture drawn as it comes while the others
download), hence the target of half its time. The loop writes to /dev/null, the app to the
pseudo-terminal the bench reads."""

import re
import statistics
import subprocess
import tempfile

from .children import run_child
from .errors import CaseError
from .feed_server import Server
from .first_page_pictures import first_page_loop, photo_page_fixtures, terminal_environment
from .pty_timing import times_at_terminal
from .report import pair_spread, report, spread_text
from .tools import ensure_tools

TOOLS = {"img2sixel": "libsixel-bin"}
TARGET = 0.5
PICTURES = 10

SIXEL_REFERENCE = first_page_loop("url=$1 width=$2 height=$3", 'img2sixel -w "$width" -h "$height"')

# What xterm -ti vt340 answers (numColorRegisters 1024, maxGraphicSize 1000x1000, a 10 x 20 font)
# to each question feed-tty may ask: the cell size, XTSMGRAPHICS' geometry and colour registers,
# and the primary device attributes (4: sixel), which end the answers.
ANSWERS = (
    (b"\x1b[16t", b"\x1b[6;20;10t"),
    (b"\x1b[?2;1;0S", b"\x1b[?2;0;1000;1000S"),
    (b"\x1b[?1;1;0S", b"\x1b[?1;0;1024S"),
    (b"\x1b[c", b"\x1b[?63;1;2;4;6;9;15;22c"),
)

PICTURE_END = b"\x1b\\\x1b[?8452l"  # the end of a picture's line, as SixelEncoder writes it
PICTURE_SIZE = re.compile(rb'\x1bP0;1;0q"1;1;(\d+);(\d+)')


class XtermAnswers:
    """Answers each question in what the program writes, once, in the order asked; a question cut
    across two reads is found whole with the end of the read before."""

    def __init__(self):
        self.tail = b""

    def __call__(self, chunk):
        data = self.tail + chunk
        found = sorted((index, answer) for question, answer in ANSWERS
                       for index in find_all(data, question) if index + len(question) > len(self.tail))
        self.tail = data[-16:]
        return b"".join(answer for _, answer in found)


def find_all(data, needle):
    index = data.find(needle)
    while index >= 0:
        yield index
        index = data.find(needle, index + 1)


def pictures_written(output):
    return output.count(PICTURE_END)


class PicturesWritten:
    """The pictures written whole so far, counted in what came since the last call: the output is
    megabytes, read 4 kB at a time, and counting it all on every read made the bench the slow side."""

    def __init__(self):
        self.count, self.position = 0, 0

    def __call__(self, output):
        index = output.find(PICTURE_END, self.position)
        while index >= 0:
            self.count += 1
            self.position = index + len(PICTURE_END)
            index = output.find(PICTURE_END, self.position)
        self.position = max(self.position, len(output) - len(PICTURE_END) + 1)
        return self.count


def milestones():
    """The first picture written whole, and every picture: one count shared by both."""
    written = PicturesWritten()
    return [lambda output: written(output) >= 1, lambda output: written(output) >= PICTURES]


def picture_size(output):
    """(width, height) in pixels of the first sixel picture in `output`, as strings."""
    size = PICTURE_SIZE.search(output)
    if not size:
        raise CaseError("feed-tty wrote no sixel picture")
    return tuple(group.decode() for group in size.groups())


def ratio_row(ours, first, reference, runs):
    """The case's fields from the runs' seconds (lists, run i of each taken in turn)."""
    ours_ms, first_ms, reference_ms = (statistics.median(values) * 1000 for values in (ours, first, reference))
    ratio = ours_ms / reference_ms
    return {"ours_ms": f"{ours_ms:.1f}", "first_picture_ms": f"{first_ms:.1f}", "reference_ms": f"{reference_ms:.1f}",
            "ratio": f"{ratio:.3f}", **pair_spread(ours, reference), "target": f"{TARGET:.2f}",
            "met": "yes" if ratio <= TARGET else "no", "runs": runs}


def first_page_sixel(options):
    ensure_tools("the first_page_sixel case times curl, jq and img2sixel drawing the same page, as its reference",
                 "curl", "jq", *TOOLS, packages=TOOLS)
    with tempfile.TemporaryDirectory(prefix="feed-bench-sixel-page-") as folder:
        fixtures = f"{folder}/fixtures"
        photo_page_fixtures(fixtures)
        env = terminal_environment(folder)
        with Server(options.server, "--fixtures", fixtures) as server:
            ours = [options.feed_tty, "--url", server.url, "--no-cache", "--images", "sixel"]
            shown, every_picture = {}, milestones()[1]

            def kept(output):
                shown["output"] = output
                return every_picture(output)

            if times_at_terminal(ours, [kept], 80, 24, 60, env, answer=XtermAnswers())[0] is None:
                raise CaseError(f"feed-tty wrote {pictures_written(shown.get('output', b''))} of {PICTURES}"
                                " sixel pictures within 60 s")
            width, height = picture_size(bytes(shown["output"]))
            reference = ["bash", "-c", SIXEL_REFERENCE, "reference", server.url, width, height]
            checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
            if checked.returncode != 0 or checked.stdout.count(f'"1;1;{width};{height}'.encode()) != PICTURES:
                raise CaseError(f"curl + jq + img2sixel failed: {checked.stderr.decode(errors='replace').strip()}")
            samples = {"ours": [], "first": [], "reference": []}
            for _ in range(options.runs):
                first, done = times_at_terminal(ours, milestones(), 80, 24, 60, env, answer=XtermAnswers())
                if done is None:
                    raise CaseError(f"feed-tty did not write the {PICTURES} sixel pictures within 60 s")
                samples["first"].append(first)
                samples["ours"].append(done)
                samples["reference"].append(run_child(reference, timeout=60).seconds)
    fields = ratio_row(samples["ours"], samples["first"], samples["reference"], options.runs)
    report(
        f"first_page_sixel: 10 items, each with its 640x480 photo in sixel ({width} x {height} pixels) at an 80 x 24"
        f" terminal that answers as xterm: every picture written {fields['ours_ms']} ms (the first at"
        f" {fields['first_picture_ms']} ms), reference (curl + jq for the page, then curl + img2sixel for each photo,"
        f" one at a time) {fields['reference_ms']} ms, ratio {fields['ratio']}{spread_text(fields)}, target"
        f" ≤ {TARGET:.2f}, met: {fields['met']} (median of {options.runs} alternated runs)",
        case="first_page_sixel", **fields, width=width, height=height,
    )
