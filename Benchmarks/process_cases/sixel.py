"""sixel: the photo to an 8-row sixel thumbnail (feed-thumbnail --draw sixel: decode, a palette of
its own by median cut, sixel; at the assumed 10 x 20 cell, 213 x 160 pixels) against `img2sixel
-w 213 -h 160` on the same file (libsixel: decode, scale, palette, sixel), per image as the
thumbnail cases time theirs (see per_image). The line adds the bytes both write, and the bytes of
the photo's thumbnail in kitty's protocol (a PNG) against the same pixels as raw RGBA, as it was
sent before."""

import base64
import re
import struct
import subprocess

from .children import run_child
from .errors import CaseError
from .per_image import PHOTO, per_image
from .report import report
from .tools import ensure_tools

TOOLS = {"img2sixel": "libsixel-bin"}


def drawn(options, *arguments):
    return subprocess.run([options.feed_thumbnail, *arguments, PHOTO], stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=60)


def kitty_bytes(options):
    """(bytes written, width, height, raw RGBA bytes in base64) of the photo's kitty picture: what
    is sent now (a PNG, f=100) against the same pixels as raw RGBA, as before (f=32)."""
    kitty = drawn(options, "--draw", "kitty")
    command = re.search(rb"\x1b_Ga=T,f=100,[^;]*;([A-Za-z0-9+/]{32})", kitty.stdout)
    if kitty.returncode != 0 or not command:
        raise CaseError(f"feed-thumbnail --draw kitty exited {kitty.returncode} without a kitty command")
    # The PNG's size, from its header: the signature, then IHDR's length and type, then width and height.
    width, height = struct.unpack(">II", base64.b64decode(command.group(1))[16:24])
    return len(kitty.stdout), width, height, (width * height * 4 + 2) // 3 * 4


def sixel(options):
    """feed-thumbnail --draw sixel on the photo against img2sixel at the same pixel size, per image:
    ours in one process as the app encodes (N thumbnails less one, over N - 1), img2sixel a process
    an image (less /bin/true), as thumbnail_case times its references."""
    ensure_tools("the sixel case times img2sixel encoding the same photo, as its reference", *TOOLS, packages=TOOLS)
    shown = drawn(options, "--draw", "sixel")
    size = re.search(rb'\x1bP0;1;0q"1;1;(\d+);(\d+)', shown.stdout)
    if shown.returncode != 0 or shown.stdout.count(b"\n") != 1 or not size:
        raise CaseError(f"feed-thumbnail --draw sixel exited {shown.returncode} without one sixel line")
    width, height = (group.decode() for group in size.groups())
    reference = ["img2sixel", "-w", width, "-h", height, PHOTO]
    checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    if checked.returncode != 0 or f'"1;1;{width};{height}'.encode() not in checked.stdout:
        raise CaseError(f"img2sixel failed: {checked.stderr.decode(errors='replace').strip()}")

    def ours(count):
        return run_child([options.feed_thumbnail, "--draw", "sixel", "--repeat", str(count), PHOTO], timeout=120)

    timing = per_image(options, ours, reference, target=1.0)
    kitty, kitty_width, kitty_height, raw_bytes = kitty_bytes(options)
    kitty_ratio = kitty / raw_bytes
    report(
        f"sixel: ours (decode + palette + sixel, {width} x {height} pixels, in one process) {timing.ours_ms:.3f} ms an"
        f" image, reference (img2sixel -w {width} -h {height}, a process an image, less {timing.true_ms:.2f} ms of"
        f" /bin/true) {timing.reference_ms:.3f} ms, ratio {timing.ratio:.3f}, target ≤ 1.00, met: {timing.met}"
        f" (median of {timing.runs} alternated runs, ours {timing.count} images a run)\n"
        f"  bytes: ours {len(shown.stdout)}, img2sixel {len(checked.stdout)}; one thumbnail by a fresh feed-thumbnail"
        f" process, start-up included: {timing.one_ms:.2f} ms\n"
        f"  kitty: {kitty} bytes for the same photo's thumbnail ({kitty_width} x {kitty_height}, a PNG), against"
        f" {raw_bytes} bytes of its pixels as raw RGBA in base64 alone: {kitty_ratio:.2f} x",
        case="sixel", **timing.fields(), width=width, height=height, ours_bytes=len(shown.stdout),
        reference_bytes=len(checked.stdout), kitty_bytes=kitty, kitty_raw_rgba_bytes=raw_bytes,
        kitty_ratio=f"{kitty_ratio:.3f}",
    )
