"""thumbnail_jpeg, thumbnail_progressive, thumbnail_png: a 640x480 image (FeedDemo's
photo-640x480.jpg; made progressive by jpegtran, made a PNG by djpeg | pnmtopng, in a temporary
folder) to an 8-row thumbnail, decoded and drawn in block symbols by feed-thumbnail (Benchmarks),
against `djpeg -scale 1/8` (the JPEGs) and `pngtopnm` (the PNG) decoding the same file to
/dev/null. Per image, each as it is used (see per_image): ours many in one process, as the app
decodes (a Swift process's start-up, ~5-8 ms with Foundation, is left out), the reference a
process per image (less the cost of starting /bin/true); medians of alternated runs. The JPEG
rows add, for information, libjpeg-turbo's own decoding of the file at 1/8 in one process
(tjbench): a figure no process start moves, where the reference is two process times subtracted
(at a load average of 5 the medians of 60 such pairs came out at -1.2, 3.3 and 0.6 ms)."""

import os
import re
import statistics
import subprocess
import tempfile

from .children import run_child
from .errors import CaseError
from .per_image import PHOTO, per_image
from .report import report
from .tools import ensure_tools

TOOLS = {"djpeg": "libjpeg-turbo-progs", "jpegtran": "libjpeg-turbo-progs", "tjbench": "libjpeg-turbo-progs",
         "pngtopnm": "netpbm", "pnmtopng": "netpbm"}
# tjbench's line for the decoding it timed, in its verbose output.
FRAME_RATE = re.compile(rb"Decompress\s+-->\s+Frame rate:\s+([0-9.]+)\s+fps")


def tjbench_ms(output):
    """Milliseconds an image from tjbench's verbose output (its decompression frame rate)."""
    match = FRAME_RATE.search(output)
    if not match or float(match.group(1)) <= 0:
        raise CaseError("tjbench printed no decompression frame rate")
    return 1000 / float(match.group(1))


def in_process_jpeg_ms(image, runs):
    """The JPEG decoded at 1/8 by libjpeg-turbo (what djpeg -scale 1/8 runs) many times in one
    process, by its own benchmark, tjbench: milliseconds an image, median of `runs` runs of a
    second each. No process start is in it, so unlike the reference of two process times
    subtracted, the start-up of a process on a busy machine does not move it."""
    samples = []
    for _ in range(runs):
        timed = subprocess.run(["tjbench", image, "-scale", "1/8", "-benchtime", "1", "-warmup", "0.2", "-nowrite"],
                               stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
        if timed.returncode != 0:
            raise CaseError(f"tjbench failed: {timed.stderr.decode(errors='replace').strip()[-300:]}")
        samples.append(tjbench_ms(timed.stdout))
    return statistics.median(samples)


def thumbnail_case(options, name, image, reference, reference_text, in_process=False):
    """feed-thumbnail on `image` (8 rows of block symbols) against `reference` (a command line), per
    image (`per_image`): ours in one process as the app decodes, the reference a process per image
    as it is used."""
    shown = subprocess.run([options.feed_thumbnail, image], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    rows = shown.stdout.count(b"\n")
    if shown.returncode != 0 or rows != 8:
        raise CaseError(f"feed-thumbnail exited {shown.returncode} with {rows} of 8 rows")
    checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    if checked.returncode != 0 or not checked.stdout:
        raise CaseError(f"{reference_text} failed: {checked.stderr.decode(errors='replace').strip()}")

    def ours(count):
        return run_child([options.feed_thumbnail, "--repeat", str(count), image], timeout=120)

    timing = per_image(options, ours, reference, target=1.5)
    extra, extra_text = {}, ""
    if in_process:  # for information beside the row: a reference no process start moves
        inprocess_ms = in_process_jpeg_ms(image, options.runs)
        ratio = timing.ours_ms / inprocess_ms
        extra = {"inprocess_ms": f"{inprocess_ms:.3f}", "ratio_inprocess": f"{ratio:.3f}"}
        extra_text = (f"\n  for information, libjpeg-turbo decoding it at 1/8 in one process (tjbench):"
                      f" {inprocess_ms:.3f} ms an image, ratio {ratio:.3f}")
    report(
        f"{name}: ours (decode + 8 rows of block symbols, in one process) {timing.ours_ms:.3f} ms an image, reference"
        f" ({reference_text}, a process an image, less {timing.true_ms:.2f} ms of /bin/true)"
        f" {timing.reference_ms:.3f} ms, ratio {timing.ratio:.3f}, target ≤ 1.50, met: {timing.met} (median of"
        f" {timing.runs} alternated runs, ours {timing.count} images a run)\n"
        f"  one thumbnail by a fresh feed-thumbnail process, start-up included: {timing.one_ms:.2f} ms{extra_text}",
        case=name, **timing.fields(), **extra,
    )


def thumbnail_cases(options, cases):
    """Each (name, image, reference, reference_text) of `cases` as a thumbnail_case, every one run
    even after another could not; a CaseError naming those that could not at the end."""
    failures = []
    for name, image, reference, text in cases:
        try:
            thumbnail_case(options, name, image, reference, text, in_process=reference[0] == "djpeg")
        except (CaseError, OSError, subprocess.SubprocessError) as error:
            failures.append(f"{name}: {error}")
            print(f"{name}: cannot run: {error}")
            print(f'case={name} error="{error}"', flush=True)
    if failures:
        raise CaseError("; ".join(failures))


def thumbnails(options):
    ensure_tools("the thumbnail cases time djpeg and pngtopnm decoding the same files, as their references",
                 *TOOLS, packages=TOOLS)
    with tempfile.TemporaryDirectory(prefix="feed-bench-images-") as folder:
        progressive, png = os.path.join(folder, "progressive.jpg"), os.path.join(folder, "photo.png")
        subprocess.run(["jpegtran", "-progressive", "-outfile", progressive, PHOTO], check=True)
        with open(png, "wb") as file:
            pixels = subprocess.run(["djpeg", "-pnm", PHOTO], check=True, capture_output=True).stdout
            file.write(subprocess.run(["pnmtopng"], input=pixels, check=True, capture_output=True).stdout)
        thumbnail_cases(options, (
            ("thumbnail_jpeg", PHOTO, ["djpeg", "-scale", "1/8", PHOTO], "djpeg -scale 1/8"),
            ("thumbnail_progressive", progressive, ["djpeg", "-scale", "1/8", progressive], "djpeg -scale 1/8"),
            ("thumbnail_png", png, ["pngtopnm", png], "pngtopnm"),
        ))
