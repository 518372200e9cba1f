"""thumbnail_jpeg, thumbnail_progressive, thumbnail_png: a 640x480 image (FeedDemo's
photo-640x480.jpg; made progressive by jpegtran, made a PNG by djpeg | pnmtopng, in a temporary
folder) to an 8-row thumbnail, decoded and drawn in block symbols by feed-thumbnail (Benchmarks),
ours many in one process, as the app decodes (a Swift process's start-up, ~5-8 ms with Foundation,
is left out).

thumbnail_jpeg is judged against libjpeg-turbo decoding the same file in one process as ours asks
it to (Benchmarks' jpeg-decode-loop: from memory, at the scale ours decodes at, to RGBA, row by
row), timed as ours is and in the same alternated runs, both by CPU time (user + system), so that
no process start, nor waiting for a processor on a busy machine, is in either side: what ours
does beyond that decoding (resampling to the cells' samples, fitting a symbol to each cell,
writing the lines) may take at most 1.5 times the decoding (target ≤ 2.5). Its former
reference, `djpeg -scale 1/8` a process an image less the cost of starting /bin/true, is kept
beside it for information: about 1 ms of work between two process times that each move by
milliseconds on a busy machine (at a load average of 5 the medians of 60 such pairs came out at
-1.2, 3.3 and 0.6 ms). thumbnail_progressive and thumbnail_png are judged against `djpeg -scale 1/8`
and `pngtopnm` decoding the same file to /dev/null, a process per image (less /bin/true); the
progressive row adds, for information, libjpeg-turbo's own decoding of it at 1/8 in one process
(tjbench)."""

import os
import re
import statistics
import subprocess
import tempfile

from .children import run_child
from .errors import CaseError
from .per_image import PHOTO, per_image, per_image_against
from .report import report
from .tools import ensure_tools

TOOLS = {"djpeg": "libjpeg-turbo-progs", "jpegtran": "libjpeg-turbo-progs", "tjbench": "libjpeg-turbo-progs",
         "pngtopnm": "netpbm", "pnmtopng": "netpbm"}
# The scale ours decodes the 640x480 photo at for 8 rows of block symbols, in eighths: 160x120, the
# largest power-of-two fraction that leaves three quarters of its 168 x 64 samples
# (ThumbnailRenderer.blockSymbolSamples; JPEGDecoder picks the smallest n/8 that covers it).
OURS_SCALE_EIGHTHS = 2
OURS_DECODED_SIZE = b"160x120"
# What the in-process reference may take beside ours: ours decodes as it does, then resamples,
# fits and writes; those may take 1.5 times the decoding.
IN_PROCESS_TARGET = 2.5
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
    check_thumbnail(options, image, reference, reference_text)
    timing = per_image(options, ours_loop(options, image), reference, target=1.5)
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


def jpeg_thumbnail_case(options, name, image, reference, reference_text):
    """feed-thumbnail on the baseline JPEG against jpeg-decode-loop decoding it as ours does, both
    many images in one process and timed alike, in the same alternated runs as `reference` (djpeg, a
    process an image), which is reported beside it for information."""
    check_thumbnail(options, image, reference, reference_text)
    loop = os.path.join(os.path.dirname(options.feed_thumbnail), "jpeg-decode-loop")
    checked = subprocess.run([loop, image, str(OURS_SCALE_EIGHTHS), "1"], stdin=subprocess.DEVNULL,
                             capture_output=True, timeout=60)
    if checked.returncode != 0 or checked.stdout.strip() != OURS_DECODED_SIZE:
        raise CaseError(f"jpeg-decode-loop exited {checked.returncode} with {checked.stdout.strip()!r},"
                        f" not {OURS_DECODED_SIZE.decode()}: {checked.stderr.decode(errors='replace').strip()}")

    def decoded(count):
        return run_child([loop, image, str(OURS_SCALE_EIGHTHS), str(count)], timeout=120)

    process, decoding = per_image_against(options, ours_loop(options, image), reference, decoded, target=1.5)
    ratio = decoding.ours_cpu_ms / decoding.reference_cpu_ms
    met = "yes" if ratio <= IN_PROCESS_TARGET else "no"
    scale = f"{OURS_SCALE_EIGHTHS}/8"
    report(
        f"{name}: ours (decode + 8 rows of block symbols, in one process) {decoding.ours_cpu_ms:.3f} ms of CPU"
        f" an image,"
        f" reference (libjpeg-turbo decoding it at {scale} to {OURS_DECODED_SIZE.decode()} RGBA as ours does, in one"
        f" process: jpeg-decode-loop) {decoding.reference_cpu_ms:.3f} ms, ratio {ratio:.3f}, target"
        f" ≤ {IN_PROCESS_TARGET:.2f}, met: {met} (median of {process.runs} alternated runs, ours {process.count}"
        f" images a run, the reference {decoding.reference_count}; neither side's process start counted)\n"
        f"  wall-clock, the same runs: ours {process.ours_ms:.3f} ms an image, the reference"
        f" {decoding.reference_ms:.3f} ms, ratio {process.ours_ms / decoding.reference_ms:.3f}\n"
        f"  for information, the former reference ({reference_text}, a process an image, less"
        f" {process.true_ms:.2f} ms of /bin/true): {process.reference_ms:.3f} ms against ours' wall-clock,"
        f" ratio {process.ratio:.3f} (its target was ≤ 1.50)\n"
        f"  one thumbnail by a fresh feed-thumbnail process, start-up included: {process.one_ms:.2f} ms",
        case=name, ours_ms=f"{decoding.ours_cpu_ms:.3f}", reference_ms=f"{decoding.reference_cpu_ms:.3f}",
        ratio=f"{ratio:.3f}", target=f"{IN_PROCESS_TARGET:.2f}", met=met, peer="libjpeg-turbo", measure="cpu",
        runs=process.runs, images_per_run=process.count, reference_images_per_run=decoding.reference_count,
        wall_ours_ms=f"{process.ours_ms:.3f}", wall_reference_ms=f"{decoding.reference_ms:.3f}",
        one_process_ms=f"{process.one_ms:.2f}", process_peer=reference[0], process_ms=f"{process.reference_ms:.3f}",
        ratio_process=f"{process.ratio:.3f}", true_ms=f"{process.true_ms:.2f}",
    )


def check_thumbnail(options, image, reference, reference_text):
    """feed-thumbnail draws `image` in 8 rows, and `reference` decodes it: or a CaseError."""
    shown = subprocess.run([options.feed_thumbnail, image], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    rows = shown.stdout.count(b"\n")
    if shown.returncode != 0 or rows != 8:
        raise CaseError(f"feed-thumbnail exited {shown.returncode} with {rows} of 8 rows")
    checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    if checked.returncode != 0 or not checked.stdout:
        raise CaseError(f"{reference_text} failed: {checked.stderr.decode(errors='replace').strip()}")


def ours_loop(options, image):
    """feed-thumbnail drawing `image` N times in one process, as a callable of N."""
    def ours(count):
        return run_child([options.feed_thumbnail, "--repeat", str(count), image], timeout=120)
    return ours


def thumbnail_cases(options, cases):
    """Each (name, image, reference, reference_text) of `cases` as a thumbnail_case, every one run
    even after another could not; a CaseError naming those that could not at the end."""
    failures = []
    for name, image, reference, text in cases:
        try:
            if name == "thumbnail_jpeg":
                jpeg_thumbnail_case(options, name, image, reference, text)
            else:
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
