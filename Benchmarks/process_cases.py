#!/usr/bin/env python3
"""The process-level cases of Scripts/bench (Python 3 standard library only).

    process_cases.py run --feed-tty BIN --server Scripts/feed-server --feed-thumbnail BIN [--quick] [--runs N]
    process_cases.py table FILE     the final table from the `case=…` lines in FILE

Cases:
    end_to_end  feed-tty --url URL --no-cache </dev/null >/dev/null (the first page and its 10
                images) against curl + jq doing the same work (the page through `jq -r`, the 10
                images with one `curl --parallel --parallel-max 6`, the app's own limit).
    https       the same over TLS: feed-server --tls-cert/--tls-key with certificates from
                Scripts/make-test-certs in a temporary folder, trusted by feed-tty through
                SSL_CERT_FILE=ca.pem and by every curl through --cacert ca.pem.
    big_page    feed-tty rendering a page of N generated items (feed-server --fault feed-many:N)
                to /dev/null: wall time and peak RSS (os.wait4 on the child: its own rusage).

    thumbnail_jpeg, thumbnail_progressive, thumbnail_png
                a 640x480 image (FeedDemo's photo-640x480.jpg; made progressive by jpegtran, made a
                PNG by djpeg | pnmtopng, in a temporary folder) to an 8-row thumbnail, decoded and
                drawn in half blocks by feed-thumbnail (Benchmarks), against `djpeg -scale 1/8`
                (the JPEGs) and `pngtopnm` (the PNG) decoding the same file to /dev/null. Per
                image, each as it is used: ours many in one process, as the app decodes (a
                Swift process's start-up, ~5-8 ms with Foundation, is left out), the reference a
                process per image (less the cost of starting /bin/true); medians of alternated
                runs.

Prints a readable line and a `case=… key=value` line per case; exits 1 when a case cannot run.
"""

import argparse
import os
import re
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

REFERENCE_SCRIPT = r"""
set -euo pipefail
url=$1
shift  # the rest: options for every curl (--cacert FILE for https)
images=()
while IFS=$'\x1f' read -r id description location image; do
    printf '%s\n%s\n%s\n%s\n' "$id" "$description" "$location" "$image"
    images+=(-o /dev/null "$image")
done < <(curl -fsS "$@" "$url/v1/feed?limit=10" | jq -r '.items[] | [.id, (.description // ""), (.location // ""), .image] | join("\u001f")')
[[ ${#images[@]} -eq 30 ]] || { echo "expected 10 images, got $(( ${#images[@]} / 3 ))" >&2; exit 1; }
curl -fsS --no-progress-meter "$@" --parallel --parallel-max 6 "${images[@]}"
"""


class CaseError(Exception):
    pass


class Server:
    """Scripts/feed-server on a free port (with more options: --fault MODE, --tls-cert FILE …);
    the URL comes from its `listening on URL` line."""

    def __init__(self, path, *options):
        arguments = [path, "--port", "0", "--log", os.devnull, *options]
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL)
        ready, _, _ = select.select([self.process.stdout], [], [], 10)
        line = self.process.stdout.readline().decode() if ready else ""
        match = re.match(r"listening on (\S+)", line)
        if not match:
            self.stop()
            raise CaseError(f"feed-server did not start (said {line!r})")
        self.url = match.group(1)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


class Run:
    def __init__(self, seconds, status, rusage, timed_out):
        self.seconds, self.status, self.rusage, self.timed_out = seconds, status, rusage, timed_out

    @property
    def peak_rss_bytes(self):
        return self.rusage.ru_maxrss * 1024  # Linux reports kilobytes

    @property
    def cpu_seconds(self):
        return self.rusage.ru_utime + self.rusage.ru_stime


def run_child(arguments, timeout, stdout=subprocess.DEVNULL, env=None):
    """Runs a child with stdin from /dev/null; its wall time and its own rusage (os.wait4)."""
    start = time.monotonic()
    process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=stdout, env=env)
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        process.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    _, status, rusage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - start
    timer.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    return Run(seconds, process.returncode, rusage, timed_out.is_set())


def median_ms(runs):
    return statistics.median(run.seconds for run in runs) * 1000


def report(readable, **fields):
    print(readable)
    print(" ".join(f"{key}={value}" for key, value in fields.items()), flush=True)


def ensure_tools(why, *tools, packages=None):
    """Installs the missing ones with apt-get (each tool's package has its name, unless `packages`
    names it: {tool: package}), after saying on stderr what it installs and `why` it is needed:
    nothing is installed unannounced."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if not missing:
        return
    names = sorted({(packages or {}).get(tool, tool) for tool in missing})
    tools_text = " and ".join(missing)
    them = "it" if len(names) == 1 else "them"
    if shutil.which("apt-get") is None:
        raise CaseError(f"{tools_text} missing ({why}); install {them} ({' '.join(names)}) and run again")
    print(
        f"Scripts/bench: installing {' and '.join(names)} with apt-get ({why}): apt-get update, then apt-get"
        f" install -y {' '.join(names)}. Install {them} yourself to skip this.",
        file=sys.stderr, flush=True,
    )
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    installed = (
        subprocess.run(["apt-get", "update", "-qq"], env=environment, **quiet).returncode == 0
        and subprocess.run(["apt-get", "install", "-y", "-qq", *names], env=environment, **quiet).returncode == 0
    )
    if not installed or any(shutil.which(tool) is None for tool in missing):
        raise CaseError(f"{tools_text} missing and could not be installed")


def against_curl(options, name, server_options=(), curl_options=(), env=None, over=""):
    """feed-tty's first page + 10 images against REFERENCE_SCRIPT, from one feed-server."""
    with Server(options.server, *server_options) as server:
        ours = [options.feed_tty, "--url", server.url, "--no-cache"]
        reference = ["bash", "-c", REFERENCE_SCRIPT, "reference", server.url, *curl_options]
        # One checked run each first: both must do the whole job, so the timings compare like with like.
        shown = subprocess.run(ours, stdin=subprocess.DEVNULL, capture_output=True, timeout=60, env=env)
        loaded = re.findall(rb"^ *\d+\. image: (?!loading|failed)", shown.stdout, re.MULTILINE)
        if shown.returncode != 0 or len(loaded) != 10:
            raise CaseError(f"feed-tty exited {shown.returncode} with {len(loaded)} of 10 images loaded")
        fetched = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
        if fetched.returncode != 0 or fetched.stdout.count(b"\n") != 40:
            raise CaseError(f"curl + jq reference failed: {fetched.stderr.decode(errors='replace').strip()}")
        samples = {"ours": [], "reference": []}
        for _ in range(options.runs):
            for side, arguments, environment in (("ours", ours, env), ("reference", reference, None)):
                run = run_child(arguments, timeout=60, env=environment)
                if run.status != 0 or run.timed_out:
                    raise CaseError(f"{side} run exited {run.status}{' (timed out)' if run.timed_out else ''}")
                samples[side].append(run)
    ours_ms, reference_ms = median_ms(samples["ours"]), median_ms(samples["reference"])
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= 1.0 else "no"
    report(
        f"{name}: ours {ours_ms:.1f} ms, reference (curl + jq{over}, images by one curl --parallel"
        f" --parallel-max 6) {reference_ms:.1f} ms, ratio {ratio:.3f}, target ≤ 1.00, met: {met}"
        f" (median of {options.runs} alternated runs each)\n"
        f"  samples ms: ours {[round(r.seconds * 1000, 1) for r in samples['ours']]},"
        f" reference {[round(r.seconds * 1000, 1) for r in samples['reference']]}",
        case=name, ours_ms=f"{ours_ms:.1f}", reference_ms=f"{reference_ms:.1f}", ratio=f"{ratio:.3f}",
        target="1.00", met=met, runs=options.runs, reference_images="curl-parallel-max-6",
    )


def end_to_end(options):
    ensure_tools("the end_to_end case times curl and jq doing feed-tty's work, as its reference", "curl", "jq")
    against_curl(options, "end_to_end")


def https(options):
    ensure_tools("the https case times curl and jq over TLS, as its reference, with certificates made by openssl",
                 "curl", "jq", "openssl")
    make_test_certs = os.path.join(os.path.dirname(options.server), "make-test-certs")
    with tempfile.TemporaryDirectory(prefix="feed-bench-certs-") as certs:
        made = subprocess.run([make_test_certs, certs], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
        if made.returncode != 0:
            raise CaseError(f"make-test-certs failed: {made.stderr.decode(errors='replace').strip()}")
        ca, server_pem, server_key = (os.path.join(certs, file) for file in ("ca.pem", "server.pem", "server.key"))
        against_curl(
            options, "https", server_options=("--tls-cert", server_pem, "--tls-key", server_key),
            curl_options=("--cacert", ca), env=dict(os.environ, SSL_CERT_FILE=ca), over=" over TLS",
        )


def image_rate(server_url, count, parallel):
    """Images a second feed-server answers to curl over `parallel` keep-alive connections."""
    image = f"{server_url}/images/pixel.png"
    arguments = ["curl", "-fsS", "--no-progress-meter"] + (["--parallel", "--parallel-max", str(parallel)] if parallel > 1 else [])
    for _ in range(count):
        arguments += ["-o", os.devnull, image]
    start = time.monotonic()
    subprocess.run(arguments, check=True, stdin=subprocess.DEVNULL)
    return count / (time.monotonic() - start)


def time_to_render(arguments, items, timeout):
    """Seconds until the last item's first line is on stdout (a pipe), then the child is stopped."""
    last = re.compile(rb"^ *%d\. " % items)
    start = time.monotonic()
    process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
    timer = threading.Timer(timeout, process.kill)
    timer.start()
    rendered = None
    for line in process.stdout:
        if last.match(line):
            rendered = time.monotonic() - start
            break
    timer.cancel()
    process.kill()
    process.stdout.close()
    process.wait()
    return rendered


def big_page(options):
    ensure_tools("the big_page case measures how fast feed-server answers images with curl", "curl")
    items, timeout = options.big_items, options.big_timeout
    with Server(options.server, "--fault", f"feed-many:{items}") as server:
        with urllib.request.urlopen(f"{server.url}/v1/feed?limit=10", timeout=60) as response:
            payload = len(response.read())
        arguments = [options.feed_tty, "--url", server.url, "--no-cache"]
        runs = []
        for _ in range(options.runs):
            run = run_child(arguments, timeout)
            if not run.timed_out and run.status != 0:
                raise CaseError(f"feed-tty exited {run.status}")
            runs.append(run)
            if run.timed_out:
                break  # every run would hit the same wall: one is the figure
        # Where the time goes: the page on screen, and how fast the server can answer images.
        rendered = time_to_render(arguments, items, timeout)
        parallel_rate = image_rate(server.url, min(items, 120), 6)
        serial_rate = image_rate(server.url, 10, 1)
    timed_out = any(run.timed_out for run in runs)
    wall_ms = timeout * 1000 if timed_out else median_ms(runs)
    peak = max(run.peak_rss_bytes for run in runs)
    cpu = statistics.median(run.cpu_seconds for run in runs)
    memory_limit = 5 * payload
    time_ratio, memory_ratio = wall_ms / 2000, peak / memory_limit
    time_met = "no" if timed_out or time_ratio > 1 else "yes"
    memory_met = "yes" if memory_ratio <= 1 else "no"
    wall_text = f"timed out after {timeout:.0f} s" if timed_out else f"{wall_ms:.1f} ms"
    runs_text = "1 run, stopped at the timeout" if timed_out else f"median of {len(runs)} runs"
    rendered_text = f"{rendered * 1000:.0f} ms" if rendered is not None else "not within the timeout"
    report(
        f"big_page: {items} items, payload {payload / 1e6:.2f} MB; wall {wall_text} ({runs_text}), target 2 s,"
        f" ratio {time_ratio:.2f}, met: {time_met}; peak RSS {peak / 1e6:.1f} MB ({peak / payload:.1f} × payload), target 5 × payload ="
        f" {memory_limit / 1e6:.1f} MB, ratio {memory_ratio:.2f}, met: {memory_met}\n"
        f"  where the time goes: page on screen after {rendered_text}; app CPU {cpu:.1f} s;"
        f" feed-server answers {parallel_rate:.0f} images/s over 6 keep-alive connections"
        f" ({serial_rate:.0f}/s over one), so {items} images need ≥ {items / parallel_rate:.0f} s",
        case="big_page_time", ours_ms=f"{wall_ms:.1f}", limit_ms="2000", ratio=f"{time_ratio:.3f}",
        target="1.00", met=time_met, timed_out="yes" if timed_out else "no", items=items, payload_bytes=payload,
        render_ms=f"{rendered * 1000:.0f}" if rendered is not None else "none", cpu_s=f"{cpu:.2f}",
        server_images_per_s=f"{parallel_rate:.0f}", server_images_per_s_one_connection=f"{serial_rate:.0f}",
    )
    print(
        f"case=big_page_memory ours_mb={peak / 1e6:.1f} limit_mb={memory_limit / 1e6:.1f} ratio={memory_ratio:.3f}"
        f" target=1.00 met={memory_met} items={items} payload_bytes={payload}",
        flush=True,
    )


THUMBNAIL_TOOLS = {"djpeg": "libjpeg-turbo-progs", "jpegtran": "libjpeg-turbo-progs", "pngtopnm": "netpbm",
                   "pnmtopng": "netpbm"}
THUMBNAIL_PHOTO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Packages", "FeedDemo", "Sources",
                               "FeedDemo", "Fixtures", "images", "photo-640x480.jpg")


def thumbnail_case(options, name, image, reference, reference_text):
    """feed-thumbnail on `image` (8 rows of half blocks) against `reference` (a command line), per
    image: ours in one process as the app decodes (the time of N thumbnails less the time of one,
    over N - 1, so its start-up does not count), the reference a process per image as it is used
    (less the time of starting /bin/true, the process creation both sides share)."""
    shown = subprocess.run([options.feed_thumbnail, image], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    rows = shown.stdout.count(b"\n")
    if shown.returncode != 0 or rows != 8:
        raise CaseError(f"feed-thumbnail exited {shown.returncode} with {rows} of 8 rows")
    checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    if checked.returncode != 0 or not checked.stdout:
        raise CaseError(f"{reference_text} failed: {checked.stderr.decode(errors='replace').strip()}")

    def ours(count):
        return run_child([options.feed_thumbnail, "--repeat", str(count), image], timeout=120)

    # About 50 ms of decoding per timed run, whatever the format costs.
    estimate_ms = max((ours(11).seconds - ours(1).seconds) * 100, 0.01)
    count = max(5, min(500, round(50 / estimate_ms)))
    runs = options.runs * 4
    samples = {"ours": [], "one": [], "reference": [], "true": []}
    for _ in range(runs):
        for side, arguments in (("ours", None), ("one", None), ("reference", reference), ("true", ["true"])):
            run = ours(count if side == "ours" else 1) if arguments is None else run_child(arguments, timeout=60)
            if run.status != 0 or run.timed_out:
                raise CaseError(f"{side} run exited {run.status}{' (timed out)' if run.timed_out else ''}")
            samples[side].append(run)
    one_ms = median_ms(samples["one"])
    ours_ms = (median_ms(samples["ours"]) - one_ms) / (count - 1)
    true_ms = median_ms(samples["true"])
    reference_ms = median_ms(samples["reference"]) - true_ms
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= 1.5 else "no"
    report(
        f"{name}: ours (decode + 8-row half blocks, in one process) {ours_ms:.3f} ms an image, reference"
        f" ({reference_text}, a process an image, less {true_ms:.2f} ms of /bin/true) {reference_ms:.3f} ms,"
        f" ratio {ratio:.3f}, target ≤ 1.50, met: {met} (median of {runs} alternated runs, ours {count} images a run)\n"
        f"  one thumbnail by a fresh feed-thumbnail process, start-up included: {one_ms:.2f} ms",
        case=name, ours_ms=f"{ours_ms:.3f}", reference_ms=f"{reference_ms:.3f}", ratio=f"{ratio:.3f}",
        target="1.50", met=met, runs=runs, images_per_run=count, one_process_ms=f"{one_ms:.2f}",
    )


def thumbnails(options):
    ensure_tools("the thumbnail cases time djpeg and pngtopnm decoding the same files, as their references",
                 *THUMBNAIL_TOOLS, packages=THUMBNAIL_TOOLS)
    with tempfile.TemporaryDirectory(prefix="feed-bench-images-") as folder:
        progressive, png = os.path.join(folder, "progressive.jpg"), os.path.join(folder, "photo.png")
        subprocess.run(["jpegtran", "-progressive", "-outfile", progressive, THUMBNAIL_PHOTO], check=True)
        with open(png, "wb") as file:
            pixels = subprocess.run(["djpeg", "-pnm", THUMBNAIL_PHOTO], check=True, capture_output=True).stdout
            file.write(subprocess.run(["pnmtopng"], input=pixels, check=True, capture_output=True).stdout)
        failures = []
        for name, image, reference, text in (
            ("thumbnail_jpeg", THUMBNAIL_PHOTO, ["djpeg", "-scale", "1/8", THUMBNAIL_PHOTO], "djpeg -scale 1/8"),
            ("thumbnail_progressive", progressive, ["djpeg", "-scale", "1/8", progressive], "djpeg -scale 1/8"),
            ("thumbnail_png", png, ["pngtopnm", png], "pngtopnm"),
        ):
            try:
                thumbnail_case(options, name, image, reference, text)
            except (CaseError, OSError, subprocess.SubprocessError) as error:
                failures.append(f"{name}: {error}")
                print(f"{name}: cannot run: {error}")
                print(f'case={name} error="{error}"', flush=True)
        if failures:
            raise CaseError("; ".join(failures))


def run(options):
    failed = False
    for name, case in (("end_to_end", end_to_end), ("https", https), ("big_page", big_page),
                       ("thumbnails", thumbnails)):
        try:
            case(options)
        except (CaseError, OSError, subprocess.SubprocessError) as error:
            failed = True
            print(f"{name}: cannot run: {error}")
            print(f'case={name} error="{error}"', flush=True)
    return 1 if failed else 0


def table(path):
    rows = []
    with open(path) as lines:
        for line in lines:
            if not line.startswith("case="):
                continue
            fields = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line))
            name = fields["case"]
            if "error" in fields:
                rows.append((name, "cannot run", "", "", "", fields["error"].strip('"')))
            elif "reference_ms" in fields:
                rows.append((name, f"{fields['ours_ms']} ms", f"{fields['reference_ms']} ms", fields["ratio"],
                             f"≤ {fields['target']}", fields["met"]))
            elif "limit_ms" in fields:
                ours = f"> {fields['ours_ms']} ms (timeout)" if fields.get("timed_out") == "yes" else f"{fields['ours_ms']} ms"
                rows.append((name, ours, f"limit {fields['limit_ms']} ms", fields["ratio"], "≤ 1.00", fields["met"]))
            elif "limit_mb" in fields:
                rows.append((name, f"{fields['ours_mb']} MB", f"limit {fields['limit_mb']} MB", fields["ratio"],
                             "≤ 1.00", fields["met"]))
    header = ("case", "ours", "reference", "ratio", "target", "met")
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    for row in [header, tuple("-" * width for width in widths)] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())


def main():
    parser = argparse.ArgumentParser(description="process-level cases of Scripts/bench")
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run")
    run_parser.add_argument("--feed-tty", required=True)
    run_parser.add_argument("--server", required=True)
    run_parser.add_argument("--feed-thumbnail", required=True)
    run_parser.add_argument("--quick", action="store_true")
    run_parser.add_argument("--runs", type=int)
    run_parser.add_argument("--big-items", type=int)
    run_parser.add_argument("--big-timeout", type=float, default=120)
    table_parser = commands.add_parser("table")
    table_parser.add_argument("file")
    options = parser.parse_args()
    if options.command == "table":
        table(options.file)
        return 0
    options.runs = options.runs or (3 if options.quick else 5)
    options.big_items = options.big_items or (200 if options.quick else 100_000)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the servers' `with` blocks stop them
    return run(options)


if __name__ == "__main__":
    sys.exit(main())
