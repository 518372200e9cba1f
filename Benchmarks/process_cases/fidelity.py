"""fidelity: how like the photograph feed-tty's pictures in block symbols are, against chafa's at the same
cells, and what each costs.

Five photographs of the demo (Scripts/tests/picture_fidelity.PHOTOGRAPHS) drawn by feed-thumbnail
(the app's renderer) and by `chafa --format symbols` (its default symbols) in exactly the cells of
ours, at 8 rows and at the default size of an 80 x 24 terminal (16 rows, 72 columns), in 24-bit
colour and in 256 colours, printed in xterm under Xvfb (DejaVu Sans Mono 12) and photographed; each
picture's luminance correlation with the photograph scaled to its pixels. A row per colour mode and
size: the mean of the five, ours and chafa's, the ratio of the means, and met when every photograph
scores at least chafa's (target ≥ 1.00). Then the time per picture at the default size in 256
colours (the photo-640x480 JPEG), ours in one process against chafa a process a picture, as the
thumbnail cases time theirs (target ≤ 1.00)."""

import os
import sys
import tempfile

from .children import run_child
from .errors import CaseError
from .per_image import PHOTO, REPOSITORY, per_image
from .report import report
from .tools import ensure_tools

sys.path.insert(0, os.path.join(REPOSITORY, "Scripts", "tests"))
import picture_fidelity  # noqa: E402

TOOLS = {"Xvfb": "xvfb", "xterm": "xterm", "import": "imagemagick", "chafa": "chafa"}
FIXTURES = os.path.join(REPOSITORY, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures", "images")
# The default picture at 80 x 24 (the app's ThumbnailSettings.defaultRows: rows less 8; columns
# less 8 for the item's number), and the old default of 8 rows.
SIZES = (("default size at 80x24", 16, 72), ("8 rows", 8, 72))


def fidelity(options):
    ensure_tools("the fidelity case photographs feed-tty's and chafa's pictures in xterm under Xvfb", *TOOLS,
                 packages=TOOLS)
    paths = [os.path.join(FIXTURES, name) for name in picture_fidelity.PHOTOGRAPHS]
    with tempfile.TemporaryDirectory(prefix="bench-fidelity-") as folder:
        for palette in (False, True):
            for label, rows, columns in SIZES:
                mode = "256" if palette else "24bit"
                try:
                    scores = picture_fidelity.compare(options.feed_thumbnail, paths, rows, columns, palette, folder,
                                                      f"{mode}-{rows}")
                except (AssertionError, OSError, ValueError) as error:
                    raise CaseError(f"the xterm screenshots failed: {error}") from error
                ours = sum(score[0] for score in scores.values()) / len(scores)
                theirs = sum(score[1] for score in scores.values()) / len(scores)
                worst = min(score[0] / score[1] for score in scores.values())
                met = "yes" if worst >= 1.0 else "no"
                each = ", ".join(f"{os.path.basename(path).rsplit('-', 1)[0]} {score[0]:.3f}/{score[1]:.3f}"
                                 for path, score in scores.items())
                report(
                    f"fidelity {mode} {label}: luminance correlation with the photograph from xterm screenshots,"
                    f" mean of five, ours {ours:.3f}, chafa at the same cells {theirs:.3f}, ratio {ours / theirs:.3f},"
                    f" lowest photograph's ratio {worst:.3f}, target ≥ 1.00, met: {met}\n  ours/chafa: {each}",
                    case=f"fidelity_{mode}_{rows}rows", ours_r=f"{ours:.3f}", reference_r=f"{theirs:.3f}",
                    ratio=f"{ours / theirs:.3f}", worst_ratio=f"{worst:.3f}", target="1.00", met=met)
    time_per_picture(options)


def time_per_picture(options):
    _, rows, columns = SIZES[0]
    size = picture_fidelity.drawn_size(
        picture_fidelity.ours(options.feed_thumbnail, PHOTO, rows, columns, palette256=True))
    reference = picture_fidelity.chafa_command(PHOTO, size[0], size[1], palette256=True)

    def ours(count):
        return run_child([options.feed_thumbnail, "--rows", str(rows), "--columns", str(columns), "--draw", "256",
                          "--repeat", str(count), PHOTO], timeout=120)

    timing = per_image(options, ours, reference, target=1.0)
    report(
        f"fidelity_time: the photo in block symbols, 256 colours, {size[0]} x {size[1]} cells (decode + drawing, in"
        f" one process) {timing.ours_ms:.3f} ms a picture, chafa at the same cells (a process a picture, less"
        f" {timing.true_ms:.2f} ms of /bin/true) {timing.reference_ms:.3f} ms, ratio {timing.ratio:.3f}, target ≤"
        f" 1.00, met: {timing.met} (median of {timing.runs} alternated runs, ours {timing.count} pictures a run; one"
        f" by a fresh process {timing.one_ms:.2f} ms)",
        case="fidelity_time", **timing.fields())
