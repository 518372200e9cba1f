"""hostile: what hostile servers and input cost feed-tty, the figures its end-to-end tests guard only
against hangs and runaways (a test's wall-clock figure is a coin toss on a busy machine):

  hostile_text_time      the first page with 30 MB of descriptions written as escaped ESCs
                         (feed-server --fault feed-escapes:30) and its 10 images, against curl + jq
                         doing the same (end_to_end's reference script)               (target ≤ 1.0)
  hostile_text_memory    the same runs' peak RSS, against jq -r '.items[].description' reading the
                         same body                                                    (target ≤ 1.0)
  hostile_server_memory  the highest peak RSS over servers that flood an image without a length,
                         send images and the feed as gzip bombs, or trickle then flood the feed
                         (--timeout 5 each)                                   (limit 100 MB, each run)
  hostile_png_memory     a page of six PNGs that each declare a 1 GiB ancillary chunk in 49 bytes
                         (libpng's crashers), drawn in block symbols             (limit 40 MB, each run)
  long_line_memory       a 50 MB line on standard input, then `more`               (limit 100 MB, each run)

No tool a person would use instead reads a hostile server's floods or bombs (curl has no
--max-filesize for a body without a length, and no cap on what it inflates): those rows are the
app's own limits, in every run."""

import functools
import http.server
import os
import subprocess
import tempfile
import threading
import zlib

from .children import run_child
from .end_to_end import against_curl
from .errors import CaseError
from .feed_server import Server
from .memory import MB, mb_samples, peak_against_peer
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
        with StaticServer(folder) as url:
            write_png_page(folder, url)
            runs = checked_runs(options, [options.feed_tty, "--url", url, "--no-cache", "--images", "blocks"],
                                env=dict(os.environ, COLORTERM="truecolor"))
        report_limit("hostile_png_memory", runs, 40, "six PNGs declaring 1 GiB chunks, in block symbols")
        line = os.path.join(folder, "line")
        with open(line, "wb") as file:
            file.write(b"x" * (50 * 1024 * 1024) + b"\nmore\n")
        with Server(options.server) as server:
            runs = checked_runs(options, [options.feed_tty, "--url", server.url, "--no-cache"], stdin_path=line)
        report_limit("long_line_memory", runs, 100, "a 50 MB line on standard input, then `more`")


def hostile_text_memory(options, runs):
    """The text runs' peak against jq reading the same body (saved once, by curl)."""
    with tempfile.TemporaryDirectory(prefix="feed-bench-hostile-") as folder:
        page = os.path.join(folder, "page.json")
        with Server(options.server, "--fault", "feed-escapes:30") as server:
            fetched = subprocess.run(["curl", "-fsS", "-o", page, f"{server.url}/v1/feed?limit=10"],
                                     stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
        if fetched.returncode != 0:
            raise CaseError(f"curl could not fetch the page: {fetched.stderr.decode(errors='replace').strip()}")
        peer = [run_child(["jq", "-r", ".items[].description", page], timeout=120) for _ in runs]
    if any(run.status != 0 for run in peer):
        raise CaseError("jq could not read the page")
    report_row(peak_against_peer(
        "hostile_text_memory", runs, peer, "jq", "the first page with 30 MB of escaped ESCs and its images",
        f"jq -r '.items[].description' on the same {os.path.getsize(page) / MB:.1f} MB body"))


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


def write_png_page(folder, url):
    """folder/v1/feed: a page of six items, each image a PNG declaring a 1 GiB chunk of one type."""
    items = []
    for index, chunk_type in enumerate(PNG_CHUNK_TYPES):
        name = f"huge_{chunk_type}_chunk.png"
        with open(os.path.join(folder, name), "wb") as file:
            file.write(huge_chunk_png(chunk_type))
        items.append(f'{{"id": "00000000-0000-4000-8000-00000000000{index}", "description": "{index + 1}",'
                     f' "image": "{url}/{name}"}}')
    os.makedirs(os.path.join(folder, "v1"), exist_ok=True)
    with open(os.path.join(folder, "v1", "feed"), "w", encoding="utf-8") as file:
        file.write(f'{{"items": [{", ".join(items)}]}}')


def huge_chunk_png(chunk_type):
    """A 1 x 1 PNG whose second chunk, of `chunk_type`, declares 0x3FFFFFFF bytes and has 8."""
    header = bytes([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
    body = b"IHDR" + header
    ihdr = len(header).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")
    return b"\x89PNG\r\n\x1a\n" + ihdr + bytes([0x3F, 0xFF, 0xFF, 0xFF]) + chunk_type.encode() + bytes(8)


class StaticServer:
    """The files of a folder over HTTP on a free loopback port, from a thread of the bench (a few
    hundred bytes a request: nothing that raises the bench's own peak)."""

    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __exit__(self, *_):
        self.server.shutdown()
        self.server.server_close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *_):
        pass

