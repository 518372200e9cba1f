"""hostile: what hostile servers and input cost feed-tty, the figures its end-to-end tests guard only
against hangs and runaways (a test's wall-clock figure is a coin toss on a busy machine):

  hostile_text_time      the first page with 30 MB of descriptions written as escaped ESCs
                         (feed-server --fault feed-escapes:30) and its 10 images, against curl + jq
                         doing the same (end_to_end's reference script)               (target ≤ 1.0)
  hostile_text_memory    the same runs' peak RSS as growth over the app's own floor (the same app on
                         the normal first page and its images), against the bytes the page has more
                         than the normal one                                   (target ≤ 1 × payload)
  hostile_server_memory  the highest peak RSS over servers that flood an image without a length,
                         send images and the feed as gzip bombs, or trickle then flood the feed
                         (--timeout 5 each)                                   (limit 100 MB, each run)
  hostile_png_memory     a page of six PNGs that each declare a 1 GiB ancillary chunk in 49 bytes
                         (libpng's crashers), drawn in block symbols             (limit 40 MB, each run)
  long_line_memory       a 50 MB line on standard input, then `more`               (limit 100 MB, each run)

No tool a person would use instead reads a hostile server's floods or bombs as the app must (to
the end of a page, within its caps, every image of it): those rows are the app's own limits, met in
every run."""

import json
import os
import subprocess
import tempfile
import zlib

from .children import run_child
from .end_to_end import against_curl
from .errors import CaseError
from .feed_server import Server
from .memory import MB, growth_over_floor, mb_samples
from .report import report, report_row
from .tools import ensure_tools

SERVER_FAULTS = ("image-flood", "image-encoded:gzip", "feed-encoded:gzip", "feed-trickle-flood:30")
PNG_CHUNK_TYPES = ("iTXt", "tEXt", "zTXt", "sPLT", "pCAL", "sCAL")


def hostile(options):
    ensure_tools("the hostile case times curl and jq doing feed-tty's work on a hostile page, as its reference",
                 "curl", "jq")
    text_runs = against_curl(options, "hostile_text_time", server_options=("--fault", "feed-escapes:30"),
                             over=" on 30 MB of escaped ESCs")
    hostile_text_memory(options, text_runs)
    runs, timeout = [], "2" if options.quick else "5"  # the trickle lasts until the timeout
    for fault in SERVER_FAULTS:
        with Server(options.server, "--fault", fault) as server:
            runs += checked_runs(options, [options.feed_tty, "--url", server.url, "--no-cache", "--timeout", timeout],
                                 expected_status=1 if fault.startswith("feed-") else 0)
    report_limit("hostile_server_memory", runs, 100, f"{', '.join(SERVER_FAULTS)} (--timeout {timeout})")
    with tempfile.TemporaryDirectory(prefix="feed-bench-hostile-") as folder:
        fixtures = os.path.join(folder, "fixtures")
        png_page_fixtures(fixtures)
        with Server(options.server, "--fixtures", fixtures) as server:
            runs = checked_runs(options, [options.feed_tty, "--url", server.url, "--no-cache", "--images", "blocks"],
                                env=dict(os.environ, COLORTERM="truecolor"))
        report_limit("hostile_png_memory", runs, 40, "six PNGs declaring 1 GiB chunks, in block symbols")
        line = os.path.join(folder, "line")
        with open(line, "wb") as file:  # a mebibyte at a time: the bench's own peak stays small (see children)
            for _ in range(50):
                file.write(b"x" * (1024 * 1024))
            file.write(b"\nmore\n")
        with Server(options.server) as server:
            runs = checked_runs(options, [options.feed_tty, "--url", server.url, "--no-cache"], stdin_path=line)
        report_limit("long_line_memory", runs, 100, "a 50 MB line on standard input, then `more`")


def hostile_text_memory(options, runs):
    """The text runs' growth over the app's floor, the normal first page, against the bytes the
    hostile page has more: no peer reads 30 MB of escapes as a person would (jq's floor is a tenth of
    a Foundation program's, so a ratio against it would measure the runtime, not the page)."""
    with Server(options.server) as server:
        floor = checked_runs(options, [options.feed_tty, "--url", server.url, "--no-cache"])
        normal = page_size(server.url)
    with Server(options.server, "--fault", "feed-escapes:30") as server:
        hostile_page = page_size(server.url)
    report_row(growth_over_floor(
        "hostile_text_memory", runs, floor, {"feed": hostile_page - normal},
        "the first page with 30 MB of escaped ESCs and its images", "the same app on the normal first page",
        target=1.0))


def page_size(url):
    """The first page's size in bytes, as curl counts what it downloaded."""
    fetched = subprocess.run(["curl", "-fsS", "-o", os.devnull, "-w", "%{size_download}", f"{url}/v1/feed?limit=10"],
                             stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    if fetched.returncode != 0:
        raise CaseError(f"curl could not fetch the page: {fetched.stderr.decode(errors='replace').strip()}")
    return int(fetched.stdout)


def checked_runs(options, arguments, expected_status=0, env=None, stdin_path=None):
    """options.runs runs of feed-tty, output to /dev/null; each must end by itself, with its status."""
    runs = []
    for _ in range(options.runs):
        run = run_child(arguments, timeout=120, env=env, stdin_path=stdin_path)
        if run.timed_out or run.status != expected_status:
            raise CaseError(f"{' '.join(arguments[3:])}: exited {run.status}"
                            f"{' (timed out)' if run.timed_out else ''}, expected {expected_status}")
        runs.append(run)
    return runs


def report_limit(name, runs, limit_mb, what):
    """The highest peak RSS of `runs` against an absolute limit, met only in every run."""
    highest = max(run.peak_rss_bytes for run in runs) / MB
    met = "yes" if highest <= limit_mb else "no"
    hidden = any(run.peak_rss_hidden for run in runs)
    report(
        f"{name}: peak RSS of feed-tty ({what}): highest {'≤ ' if hidden else ''}{highest:.1f} MB of {len(runs)}"
        f" runs, limit {limit_mb} MB in every run, ratio {highest / limit_mb:.2f}, met: {met}\n"
        f"  samples MB: {mb_samples(runs)}",
        case=name, ours_mb=f"{highest:.1f}", limit_mb=str(limit_mb), ratio=f"{highest / limit_mb:.3f}",
        target="1.00", met=met, runs=len(runs), ours_at_most="yes" if hidden else "no",
    )


def png_page_fixtures(folder):
    """feed-server fixtures (--fixtures): a page of six items, each image a PNG declaring a 1 GiB
    chunk of one type."""
    os.makedirs(os.path.join(folder, "images"))
    items = []
    for index, chunk_type in enumerate(PNG_CHUNK_TYPES):
        name = f"huge_{chunk_type}_chunk.png"
        with open(os.path.join(folder, "images", name), "wb") as file:
            file.write(huge_chunk_png(chunk_type))
        items.append({"id": f"00000000-0000-4000-8000-00000000000{index}", "description": str(index + 1),
                      "image": name})
    with open(os.path.join(folder, "feed.json"), "w", encoding="utf-8") as file:
        json.dump({"items": items}, file)
    with open(os.path.join(folder, "comments.json"), "w", encoding="utf-8") as file:
        json.dump({"items": []}, file)


def huge_chunk_png(chunk_type):
    """A 1 x 1 PNG whose second chunk, of `chunk_type`, declares 0x3FFFFFFF bytes and has 8."""
    header = bytes([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
    body = b"IHDR" + header
    ihdr = len(header).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")
    return b"\x89PNG\r\n\x1a\n" + ihdr + bytes([0x3F, 0xFF, 0xFF, 0xFF]) + chunk_type.encode() + bytes(8)
