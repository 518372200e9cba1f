#!/usr/bin/env python3
"""The process-level cases of Scripts/bench (Python 3 standard library only).

    process_cases.py run --feed-tty BIN --server Scripts/feed-server --feed-thumbnail BIN [--quick] [--runs N]
                     [--big-items N] [--big-timeout SECONDS] [--comments N] [--mores N] [--case NAME ...]
    process_cases.py table FILE     the final table from the `case=…` lines in FILE

Cases:
    end_to_end  feed-tty --url URL --no-cache </dev/null >/dev/null (the first page and its 10
                images) against curl + jq doing the same work (the page through `jq -r`, the 10
                images with one `curl --parallel --parallel-max 6`, the app's own limit).
    https       the same over TLS: feed-server --tls-cert/--tls-key with certificates from
                Scripts/make-test-certs in a temporary folder, trusted by feed-tty through
                SSL_CERT_FILE=ca.pem and by every curl through --cacert ca.pem.
    comments_10k  `printf 'comments 1\nquit\n' | feed-tty --url URL --no-cache` against a server
                whose every comments answer is 10,000 generated comments (feed-server --fault
                comments-many:N; 200 with --quick): wall time until exit, against curl + jq doing
                the same requests (the first page, printed; its first id; the comments, printed as
                numbered lines); and peak RSS against 5 x the bytes the app downloaded (the bodies
                of the requests in the server's log), with the growth over the app's own floor
                (the same server, input `quit`) beside it.
    paging_100  100 `more`s then `quit` (5 with --quick) on a feed of generated items paged like
                the fixtures (feed-server --fault feed-pages:N, N = 10 x 101: the app asks
                limit=10, so every page is full): wall time against a bash loop of curl + jq
                fetching the same 101 pages one after another, each after_id taken by jq from the
                page before; peak RSS as for comments_10k. The app also loads the images of the
                items it prints, cancelled by `quit`: the line says how many it fetched.
    big_page    feed-tty rendering a page of N generated items (feed-server --fault feed-many:N)
                to /dev/null, and loading their N images, against curl fetching the same N image
                URLs (`curl --parallel --parallel-max 6 -K FILE`, the app's limit), in alternated
                runs: big_page_time (wall time against curl's: what the server needs for N
                images), big_page_cpu (CPU per image, each child's own rusage by os.wait4),
                big_page_first_item (time until the first item, with its image's state, is on
                stdout: items come in feed order, each once its image has settled, so the last
                one comes with the last image, which big_page_time covers) and big_page_memory
                (peak RSS against 5 x the page's bytes).
    first_page_pictures
                a first page of 10 items, each with the 640x480 photo, at a terminal of 80 x 24
                (a pseudo-terminal; --images blocks, 24-bit colour): time from the start until
                every item is on screen with its picture under it and the end of the list shown,
                against the same page fetched by curl + jq and each photo fetched by curl and
                drawn by chafa in half blocks at the same size, one image at a time, the way a
                shell script would.

    thumbnail_jpeg, thumbnail_progressive, thumbnail_png
                a 640x480 image (FeedDemo's photo-640x480.jpg; made progressive by jpegtran, made a
                PNG by djpeg | pnmtopng, in a temporary folder) to an 8-row thumbnail, decoded and
                drawn in half blocks by feed-thumbnail (Benchmarks), against `djpeg -scale 1/8`
                (the JPEGs) and `pngtopnm` (the PNG) decoding the same file to /dev/null. Per
                image, each as it is used: ours many in one process, as the app decodes (a
                Swift process's start-up, ~5-8 ms with Foundation, is left out), the reference a
                process per image (less the cost of starting /bin/true); medians of alternated
                runs.
    sixel       the same photo to an 8-row sixel thumbnail (feed-thumbnail --draw sixel: decode, a
                palette of its own by median cut, sixel; at the assumed 10 x 20 cell, 213 x 160
                pixels) against `img2sixel -w 213 -h 160` on the same file (libsixel: decode, scale,
                palette, sixel), per image as the thumbnail cases time theirs. The line adds the
                bytes both write, and the bytes of the photo's thumbnail in kitty's protocol
                (a PNG) against the same pixels as raw RGBA, as it was sent before.

Prints a readable line and a `case=… key=value` line per case; exits 1 when a case cannot run.
"""

import argparse
import base64
import fcntl
import json
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
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

COMMENTS_REFERENCE = r"""
set -euo pipefail
url=$1
shift  # the rest: options for every curl
feed=$(curl -fsS "$@" "$url/v1/feed?limit=10" \
    | jq -r '(.items[0].id), (.items[] | [.id, (.description // ""), (.location // ""), .image] | join("\u001f"))')
printf '%s\n' "${feed#*$'\n'}"
curl -fsS "$@" "$url/v1/image/${feed%%$'\n'*}/comments" \
    | jq -r '.items | to_entries[] | "\(.key + 1). \(.value.author.username) · \(.value.created_at)", "   \(.value.message)"'
"""

PAGES_REFERENCE = r"""
set -euo pipefail
url=$1
pages=$2
shift 2  # the rest: options for every curl
query="limit=10"
for ((page = 1; page <= pages; page++)); do
    lines=$(curl -fsS "$@" "$url/v1/feed?$query" \
        | jq -r '(.items[] | [.id, (.description // ""), (.location // ""), .image] | join("\u001f")), (.items[-1].id // "")')
    last=${lines##*$'\n'}
    [[ -n $last && $lines == *$'\n'* ]] || { echo "page $page is empty" >&2; exit 1; }
    printf '%s\n' "${lines%$'\n'*}"
    query="limit=10&after_id=$last"
done
"""


class CaseError(Exception):
    pass


class Server:
    """Scripts/feed-server on a free port (with more options: --fault MODE, --tls-cert FILE …);
    the URL comes from its `listening on URL` line."""

    def __init__(self, path, *options, log=os.devnull):
        arguments = [path, "--port", "0", "--log", log, *options]
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


def run_child(arguments, timeout, stdout=subprocess.DEVNULL, env=None, stdin_path=None):
    """Runs a child with stdin from /dev/null (or the file stdin_path); its wall time and its own
    rusage (os.wait4)."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    start = time.monotonic()
    try:
        process = subprocess.Popen(arguments, stdin=stdin, stdout=stdout, env=env)
    finally:
        if stdin_path:
            stdin.close()
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
        loaded = re.findall(rb"^ +image: (?!loading|failed)", shown.stdout, re.MULTILINE)  # under each item
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


class RequestLog:
    """feed-server's --log file ("METHOD TARGET STATUS" a line), read a run at a time."""

    def __init__(self, path):
        self.path = path
        self.offset = 0

    def skip(self):
        """Forgets what is logged so far: the next `read` has only what comes after."""
        self.offset = os.path.getsize(self.path)

    def read(self):
        """The (method, target, status) of the requests logged since the last read or skip."""
        with open(self.path, "rb") as file:
            file.seek(self.offset)
            text = file.read()
        self.offset += len(text)
        return [tuple(line.split(" ")) for line in text.decode(errors="replace").splitlines() if line.count(" ") == 2]


def request_counts(requests):
    """How many feed pages, comments and images a run asked for."""
    kinds = {"feed": 0, "comments": 0, "images": 0}
    for _, target, _ in requests:
        path = target.split("?")[0]
        kind = "feed" if path.endswith("/v1/feed") else "comments" if path.endswith("/comments") else "images"
        kinds[kind] += 1
    return kinds


def downloaded_bytes(server_url, requests, sizes):
    """The bytes of the bodies of the 200 answers to `requests` (the app's, from the server's log):
    each target fetched again once (`sizes` keeps them) and counted as many times as it was asked
    for. An image cancelled mid-way counts whole: at most 6 are in flight, 70 bytes each."""
    origin = re.match(r"https?://[^/]+", server_url).group(0)
    total = 0
    for method, target, status in requests:
        if method != "GET" or status != "200":
            continue
        if target not in sizes:
            with urllib.request.urlopen(origin + target, timeout=60) as response:
                sizes[target] = len(response.read())
        total += sizes[target]
    return total


def scripted_case(options, name, fault, commands, reference_arguments, ours_done, reference_lines, describe):
    """feed-tty run with `commands` on stdin against a bash `reference_arguments` (after bash -c
    SCRIPT NAME: the script and its arguments but the server's URL, which comes first), both
    against one feed-server with `fault`: wall time until exit (medians of alternated runs), and
    the app's peak RSS against 5 x the bytes it downloaded, with its growth over the app's own floor
    (input `quit`: the first page and no more) beside it. `ours_done(stdout)` is None when the app
    did the whole job, else what it missed; the reference must print `reference_lines` lines."""
    with tempfile.TemporaryDirectory(prefix="feed-bench-script-") as folder:
        script, floor_script = os.path.join(folder, "script"), os.path.join(folder, "quit")
        log_path = os.path.join(folder, "requests.log")
        with open(script, "w") as file:
            file.write("".join(command + "\n" for command in commands))
        with open(floor_script, "w") as file:
            file.write("quit\n")
        with Server(options.server, "--fault", fault, log=log_path) as server:
            log, sizes = RequestLog(log_path), {}
            ours = [options.feed_tty, "--url", server.url, "--no-cache"]
            reference = ["bash", "-c", reference_arguments[0], name, server.url, *reference_arguments[1:]]
            # One checked run each first (it also makes the server build and cache what it generates):
            # both must do the whole job, so the timings compare like with like.
            with open(script, "rb") as stdin:
                shown = subprocess.run(ours, stdin=stdin, capture_output=True, timeout=120)
            missed = ours_done(shown.stdout)
            if shown.returncode != 0 or missed:
                raise CaseError(f"feed-tty exited {shown.returncode}{': ' + missed if missed else ''}")
            fetched = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
            lines = fetched.stdout.count(b"\n")
            if fetched.returncode != 0 or lines != reference_lines:
                raise CaseError(f"curl + jq reference printed {lines} of {reference_lines} lines:"
                                f" {fetched.stderr.decode(errors='replace').strip()}")
            samples, payloads, counts = {"ours": [], "reference": [], "floor": []}, [], []
            for _ in range(options.runs):
                for side, arguments, stdin_path in (("ours", ours, script), ("reference", reference, None),
                                                    ("floor", ours, floor_script)):
                    log.skip()
                    run = run_child(arguments, timeout=120, stdin_path=stdin_path)
                    if run.status != 0 or run.timed_out:
                        raise CaseError(f"{side} run exited {run.status}{' (timed out)' if run.timed_out else ''}")
                    samples[side].append(run)
                    if side == "ours":
                        requests = log.read()
                        counts.append(request_counts(requests))
                        payloads.append(downloaded_bytes(server.url, requests, sizes))
    ours_ms, reference_ms = median_ms(samples["ours"]), median_ms(samples["reference"])
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= 1.0 else "no"
    requested = {kind: statistics.median(count[kind] for count in counts) for kind in counts[0]}
    asked = ", ".join(f"{requested[kind]:g} {kind}" for kind in ("feed", "comments", "images"))
    what, reference_text = describe
    report(
        f"{name}: {what}: ours {ours_ms:.1f} ms, reference ({reference_text}) {reference_ms:.1f} ms, ratio"
        f" {ratio:.3f}, target ≤ 1.00, met: {met} (median of {options.runs} alternated runs each; the app asked"
        f" for {asked}, medians from the server's log)\n"
        f"  samples ms: ours {[round(r.seconds * 1000, 1) for r in samples['ours']]},"
        f" reference {[round(r.seconds * 1000, 1) for r in samples['reference']]}",
        case=name, ours_ms=f"{ours_ms:.1f}", reference_ms=f"{reference_ms:.1f}", ratio=f"{ratio:.3f}",
        target="1.00", met=met, runs=options.runs, feed_requests=f"{requested['feed']:g}",
        comments_requests=f"{requested['comments']:g}", image_requests=f"{requested['images']:g}",
    )
    payload = statistics.median(payloads)
    peak = max(run.peak_rss_bytes for run in samples["ours"])
    floor = statistics.median(run.peak_rss_bytes for run in samples["floor"])
    limit = 5 * payload
    memory_ratio, growth = peak / limit, max(peak - floor, 0)
    memory_met = "yes" if memory_ratio <= 1 else "no"
    growth_met = "yes" if growth <= limit else "no"
    report(
        f"{name}_memory: peak RSS {peak / 1e6:.1f} MB, payload {payload / 1e6:.3f} MB (the bodies the app downloaded),"
        f" target 5 × payload = {limit / 1e6:.2f} MB, ratio {memory_ratio:.2f}, met: {memory_met}\n"
        f"  over the app's own floor (the same server, input `quit`: {floor / 1e6:.1f} MB) it grows"
        f" {growth / 1e6:.1f} MB = {growth / payload:.1f} × payload (growth ≤ 5 × payload, met: {growth_met})",
        case=f"{name}_memory", ours_mb=f"{peak / 1e6:.1f}", limit_mb=f"{limit / 1e6:.2f}",
        ratio=f"{memory_ratio:.3f}", target="1.00", met=memory_met, payload_bytes=round(payload),
        floor_mb=f"{floor / 1e6:.1f}", growth_mb=f"{growth / 1e6:.1f}", growth_ratio=f"{growth / limit:.3f}",
        growth_met=growth_met,
    )


def comments_10k(options):
    ensure_tools("the comments_10k case times curl and jq doing feed-tty's requests, as its reference", "curl", "jq")
    count = options.comments

    def done(stdout):
        shown = len(re.findall(rb"^ *\d+\. user \d+ \xc2\xb7 ", stdout, re.MULTILINE))
        return None if shown == count else f"{shown} of {count} comments shown"

    scripted_case(
        options, "comments_10k", f"comments-many:{count}", ["comments 1", "quit"], [COMMENTS_REFERENCE], done,
        10 + 2 * count,
        (f"`comments 1` on {count} comments, then quit",
         "curl + jq: the first page, its first id, the comments as numbered lines"),
    )


def paging_100(options):
    ensure_tools("the paging_100 case times curl and jq fetching the same pages, as its reference", "curl", "jq")
    mores, page = options.mores, 10  # the app's page size: FeedEndpoint asks limit=10
    items = page * (mores + 1)

    def done(stdout):
        shown = len(re.findall(rb"^ *\d+\. Generated item \d+$", stdout, re.MULTILINE))
        return None if shown == items else f"{shown} of {items} items shown"

    scripted_case(
        options, "paging_100", f"feed-pages:{items}", ["more"] * mores + ["quit"],
        [PAGES_REFERENCE, str(mores + 1)], done, items,
        (f"{mores} × `more` of {page} items (the app's page size), then quit",
         f"a bash loop of curl + jq over the same {mores + 1} pages, each after_id from the page before"),
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


def time_to_first_item(arguments, timeout):
    """Seconds until the first item's first line is on stdout (a pipe), then the child is stopped."""
    last = re.compile(rb"^ *1\. ")
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
    ensure_tools("the big_page case times curl fetching the page's images, as its reference", "curl")
    items, timeout = options.big_items, options.big_timeout
    with tempfile.TemporaryDirectory(prefix="feed-bench-big-page-") as folder, \
            Server(options.server, "--fault", f"feed-many:{items}") as server:
        with urllib.request.urlopen(f"{server.url}/v1/feed?limit=10", timeout=60) as response:
            page = response.read()
        payload = len(page)
        # The reference: curl fetching the page's N image URLs, 6 at a time like the app, from a
        # config file (N URLs are too many for a command line).
        config = os.path.join(folder, "images.curl")
        with open(config, "w") as file:
            for item in json.loads(page)["items"]:
                file.write(f'url = "{item["image"]}"\noutput = "{os.devnull}"\n')
        del page
        ours = [options.feed_tty, "--url", server.url, "--no-cache"]
        reference = ["curl", "-fsS", "--no-progress-meter", "--parallel", "--parallel-max", "6", "-K", config]
        runs, curl_runs = [], []
        for _ in range(options.runs):
            run = run_child(ours, timeout)
            if not run.timed_out and run.status != 0:
                raise CaseError(f"feed-tty exited {run.status}")
            runs.append(run)
            fetched = run_child(reference, timeout)
            if fetched.status != 0 or fetched.timed_out:
                raise CaseError(f"curl fetching {items} images exited {fetched.status}"
                                f"{' (timed out)' if fetched.timed_out else ''}")
            curl_runs.append(fetched)
            if run.timed_out:
                break  # every run would hit the same wall: one is the figure
        renders = []
        for _ in range(options.runs):
            renders.append(time_to_first_item(ours, timeout))
            if renders[-1] is None:
                break
        serial_rate = image_rate(server.url, 10, 1)
    timed_out = any(run.timed_out for run in runs)
    runs_text = "1 run, stopped at the timeout" if timed_out else f"median of {len(runs)} alternated runs each"

    # Wall time against what the server needs: curl's time for the same N images.
    wall_ms = timeout * 1000 if timed_out else median_ms(runs)
    need_ms = median_ms(curl_runs)
    time_ratio = wall_ms / need_ms
    time_met = "no" if timed_out or time_ratio > 1.2 else "yes"
    wall_text = f"> {wall_ms:.0f} ms (timed out)" if timed_out else f"{wall_ms:.1f} ms"
    report(
        f"big_page_time: {items} items and their images, payload {payload / 1e6:.2f} MB: wall {wall_text}; what the"
        f" server needs for {items} images (curl --parallel --parallel-max 6 fetching the same URLs, the same run)"
        f" {need_ms:.1f} ms ({items / need_ms * 1000:.0f} images/s; {serial_rate:.0f}/s over one connection),"
        f" ratio {time_ratio:.3f}, target ≤ 1.20, met: {time_met} ({runs_text})\n"
        f"  samples ms: ours {[round(r.seconds * 1000, 1) for r in runs]},"
        f" curl {[round(r.seconds * 1000, 1) for r in curl_runs]}",
        case="big_page_time", ours_ms=f"{wall_ms:.1f}", reference_ms=f"{need_ms:.1f}", ratio=f"{time_ratio:.3f}",
        target="1.20", met=time_met, timed_out="yes" if timed_out else "no", items=items, payload_bytes=payload,
        server_images_per_s=f"{items / need_ms * 1000:.0f}", server_images_per_s_one_connection=f"{serial_rate:.0f}",
    )

    # CPU per image: each child's own rusage. The app's includes decoding and printing the page.
    cpu = statistics.median(run.cpu_seconds for run in runs)
    curl_cpu = statistics.median(run.cpu_seconds for run in curl_runs)
    ours_us, reference_us = cpu / items * 1e6, curl_cpu / items * 1e6
    cpu_ratio = ours_us / reference_us if reference_us else float("inf")
    cpu_met = "no" if timed_out or cpu_ratio > 1.5 else "yes"
    report(
        f"big_page_cpu: CPU per image, ours {ours_us:.1f} µs ({cpu:.2f} s for {items} images, the page's decoding"
        f" and printing included{', until the timeout' if timed_out else ''}), curl {reference_us:.1f} µs"
        f" ({curl_cpu:.2f} s), ratio {cpu_ratio:.3f}, target ≤ 1.50, met: {cpu_met} (user + system, {runs_text})",
        case="big_page_cpu", ours_us=f"{ours_us:.1f}", reference_us=f"{reference_us:.1f}", ratio=f"{cpu_ratio:.3f}",
        target="1.50", met=cpu_met, items=items, ours_cpu_s=f"{cpu:.2f}", reference_cpu_s=f"{curl_cpu:.2f}",
    )

    # The page starts showing: until the first item's first line is on stdout.
    rendered = None if None in renders else statistics.median(renders)
    first_ms = timeout * 1000 if rendered is None else rendered * 1000
    first_ratio = first_ms / 300
    first_met = "yes" if rendered is not None and first_ratio <= 1 else "no"
    first_text = f"not within {timeout:.0f} s" if rendered is None else f"{first_ms:.0f} ms"
    report(
        f"big_page_first_item: the first of {items} items, with its image's state, on stdout after {first_text},"
        f" target 0.3 s, ratio {first_ratio:.2f}, met: {first_met} (median of {len(renders)} runs)",
        case="big_page_first_item", ours_ms=f"{first_ms:.1f}", limit_ms="300", ratio=f"{first_ratio:.3f}",
        target="1.00", met=first_met, timed_out="yes" if rendered is None else "no", items=items,
    )

    peak = max(run.peak_rss_bytes for run in runs)
    memory_limit = 5 * payload
    memory_ratio = peak / memory_limit
    memory_met = "yes" if memory_ratio <= 1 else "no"
    report(
        f"big_page_memory: peak RSS {peak / 1e6:.1f} MB ({peak / payload:.1f} × payload), target 5 × payload ="
        f" {memory_limit / 1e6:.1f} MB, ratio {memory_ratio:.2f}, met: {memory_met}",
        case="big_page_memory", ours_mb=f"{peak / 1e6:.1f}", limit_mb=f"{memory_limit / 1e6:.1f}",
        ratio=f"{memory_ratio:.3f}", target="1.00", met=memory_met, items=items, payload_bytes=payload,
    )


THUMBNAIL_TOOLS = {"djpeg": "libjpeg-turbo-progs", "jpegtran": "libjpeg-turbo-progs", "pngtopnm": "netpbm",
                   "pnmtopng": "netpbm"}
THUMBNAIL_PHOTO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Packages", "FeedDemo", "Sources",
                               "FeedDemo", "Fixtures", "images", "photo-640x480.jpg")


def per_image(options, ours, reference):
    """Milliseconds an image, ours and the reference's, in alternated runs: `ours(N)` draws N images
    in one process, timed as the time of N less the time of one, over N - 1, so its start-up does
    not count; the reference is a process an image, less the time of starting /bin/true (the process
    creation both sides share). About 50 ms of ours a timed run, whatever the image costs. Returns
    (ours_ms, reference_ms, one_process_ms, true_ms, runs, images_a_run)."""
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
    true_ms = median_ms(samples["true"])
    ours_ms = (median_ms(samples["ours"]) - one_ms) / (count - 1)
    return ours_ms, median_ms(samples["reference"]) - true_ms, one_ms, true_ms, runs, count


def thumbnail_case(options, name, image, reference, reference_text):
    """feed-thumbnail on `image` (8 rows of half blocks) against `reference` (a command line), per
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

    ours_ms, reference_ms, one_ms, true_ms, runs, count = per_image(options, ours, reference)
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


PICTURES_REFERENCE = r"""
set -euo pipefail
url=$1 size=$2
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
curl -fsS "$url/v1/feed?limit=10" | jq -r '.items[] | (.description // ""), (.location // ""), .image' \
    > "$folder/page"
while IFS= read -r description && IFS= read -r location && IFS= read -r image; do
    printf '%s\n%s\n' "$description" "$location"
    curl -fsS -o "$folder/image" "$image"
    chafa --size "$size" --format symbols --symbols vhalf --colors full --animate off "$folder/image"
done < "$folder/page"
"""


def photo_page_fixtures(folder):
    """The fixtures' first 10 items, each with the 640x480 photo: a page whose every picture is drawn."""
    source = os.path.dirname(THUMBNAIL_PHOTO)
    with open(os.path.join(source, "..", "feed.json"), encoding="utf-8") as file:
        items = json.load(file)["items"][:10]
    for item in items:
        item["image"] = os.path.basename(THUMBNAIL_PHOTO)
    os.makedirs(os.path.join(folder, "images"))
    shutil.copy(THUMBNAIL_PHOTO, os.path.join(folder, "images"))
    shutil.copy(os.path.join(source, "..", "comments.json"), folder)
    with open(os.path.join(folder, "feed.json"), "w", encoding="utf-8") as file:
        json.dump({"items": items}, file)


SGR_OR_PROMPT = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\r")


def pictures_on_screen(output):
    """Whether the app's pseudo-terminal shows all 10 items with their pictures and the list's end."""
    text = SGR_OR_PROMPT.sub(b"", output)
    pictures = re.findall(rb"\n +image: JPEG 640x480\n +\xe2\x96\x80", text)  # ▀ right under the line
    return "Type “more”".encode() in text and len(pictures) == 10


def time_at_terminal(arguments, done, columns, rows, timeout, env):
    """Seconds until `done(output)` holds for what `arguments` wrote to a pseudo-terminal of `columns`
    x `rows` (its input too, so it edits lines as at a terminal); then it is stopped. None on timeout."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    start = time.monotonic()
    process = subprocess.Popen(arguments, stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=env,
                               start_new_session=True)
    os.close(slave)
    output, finished = b"", None
    try:
        while finished is None and time.monotonic() - start < timeout:
            if not select.select([master], [], [], 0.05)[0]:
                continue
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            output += chunk
            if done(output):
                finished = time.monotonic() - start
    finally:
        process.kill()
        process.wait()
        os.close(master)
    return finished


def first_page_pictures(options):
    ensure_tools("the first_page_pictures case times curl, jq and chafa drawing the same page, as its reference",
                 "curl", "jq", "chafa")
    with tempfile.TemporaryDirectory(prefix="feed-bench-pictures-") as folder:
        fixtures = os.path.join(folder, "fixtures")
        photo_page_fixtures(fixtures)
        env = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "TMUX", "COLUMNS")}
        env.update({"TERM": "xterm-256color", "COLORTERM": "truecolor", "XDG_STATE_HOME": folder,
                    "XDG_CACHE_HOME": folder})
        with Server(options.server, "--fixtures", fixtures) as server:
            ours = [options.feed_tty, "--url", server.url, "--no-cache", "--images", "blocks"]
            # The same size as ours: the photo at 8 rows is 21 columns of half blocks.
            reference = ["bash", "-c", PICTURES_REFERENCE, "reference", server.url, "21x8"]
            checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
            if checked.returncode != 0 or checked.stdout.count(b"\n") < 10 * 3:  # 2 text lines and a picture
                raise CaseError(f"curl + jq + chafa failed: {checked.stderr.decode(errors='replace').strip()}")
            samples = {"ours": [], "reference": []}
            for _ in range(options.runs):
                seconds = time_at_terminal(ours, pictures_on_screen, 80, 24, 60, env)
                if seconds is None:
                    raise CaseError("feed-tty did not show the 10 items with their pictures within 60 s")
                samples["ours"].append(seconds)
                samples["reference"].append(run_child(reference, timeout=60).seconds)
    ours_ms = statistics.median(samples["ours"]) * 1000
    reference_ms = statistics.median(samples["reference"]) * 1000
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= 1.0 else "no"
    report(
        f"first_page_pictures: 10 items, each with its 640x480 photo drawn under it, at an 80 x 24 terminal:"
        f" ours {ours_ms:.1f} ms, reference (curl + jq for the page, curl + chafa for each photo, one at a"
        f" time) {reference_ms:.1f} ms, ratio {ratio:.3f}, target ≤ 1.00, met: {met}"
        f" (median of {options.runs} alternated runs)",
        case="first_page_pictures", ours_ms=f"{ours_ms:.1f}", reference_ms=f"{reference_ms:.1f}",
        ratio=f"{ratio:.3f}", target="1.00", met=met, runs=options.runs,
    )


SIXEL_TOOLS = {"img2sixel": "libsixel-bin"}


def sixel(options):
    """feed-thumbnail --draw sixel on the photo against img2sixel at the same pixel size, per image:
    ours in one process as the app encodes (N thumbnails less one, over N - 1), img2sixel a process
    an image (less /bin/true), as thumbnail_case times its references."""
    ensure_tools("the sixel case times img2sixel encoding the same photo, as its reference", *SIXEL_TOOLS,
                 packages=SIXEL_TOOLS)
    shown = subprocess.run([options.feed_thumbnail, "--draw", "sixel", THUMBNAIL_PHOTO], stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=60)
    size = re.search(rb'\x1bP0;1;0q"1;1;(\d+);(\d+)', shown.stdout)
    if shown.returncode != 0 or shown.stdout.count(b"\n") != 1 or not size:
        raise CaseError(f"feed-thumbnail --draw sixel exited {shown.returncode} without one sixel line")
    width, height = (group.decode() for group in size.groups())
    reference = ["img2sixel", "-w", width, "-h", height, THUMBNAIL_PHOTO]
    checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    if checked.returncode != 0 or f'"1;1;{width};{height}'.encode() not in checked.stdout:
        raise CaseError(f"img2sixel failed: {checked.stderr.decode(errors='replace').strip()}")

    def ours(count):
        return run_child([options.feed_thumbnail, "--draw", "sixel", "--repeat", str(count), THUMBNAIL_PHOTO],
                         timeout=120)

    ours_ms, reference_ms, one_ms, true_ms, runs, count = per_image(options, ours, reference)
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= 1.0 else "no"

    # kitty: what is sent now (a PNG, f=100) against the same pixels as raw RGBA in base64, as before (f=32).
    kitty = subprocess.run([options.feed_thumbnail, "--draw", "kitty", THUMBNAIL_PHOTO], stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=60)
    command = re.search(rb"\x1b_Ga=T,f=100,[^;]*;([A-Za-z0-9+/]{32})", kitty.stdout)
    if kitty.returncode != 0 or not command:
        raise CaseError(f"feed-thumbnail --draw kitty exited {kitty.returncode} without a kitty command")
    # The PNG's size, from its header: the signature, then IHDR's length and type, then width and height.
    kitty_width, kitty_height = struct.unpack(">II", base64.b64decode(command.group(1))[16:24])
    kitty_pixels = kitty_width * kitty_height
    raw_bytes = (kitty_pixels * 4 + 2) // 3 * 4
    kitty_ratio = len(kitty.stdout) / raw_bytes
    report(
        f"sixel: ours (decode + palette + sixel, {width} x {height} pixels, in one process) {ours_ms:.3f} ms an image,"
        f" reference (img2sixel -w {width} -h {height}, a process an image, less {true_ms:.2f} ms of /bin/true)"
        f" {reference_ms:.3f} ms, ratio {ratio:.3f}, target ≤ 1.00, met: {met} (median of {runs} alternated runs,"
        f" ours {count} images a run)\n"
        f"  bytes: ours {len(shown.stdout)}, img2sixel {len(checked.stdout)}; one thumbnail by a fresh feed-thumbnail"
        f" process, start-up included: {one_ms:.2f} ms\n"
        f"  kitty: {len(kitty.stdout)} bytes for the same photo's thumbnail ({kitty_width} x"
        f" {kitty_height}, a PNG), against {raw_bytes} bytes of its pixels as raw RGBA in"
        f" base64 alone: {kitty_ratio:.2f} x",
        case="sixel", ours_ms=f"{ours_ms:.3f}", reference_ms=f"{reference_ms:.3f}", ratio=f"{ratio:.3f}",
        target="1.00", met=met, runs=runs, images_per_run=count, one_process_ms=f"{one_ms:.2f}", width=width,
        height=height, ours_bytes=len(shown.stdout), reference_bytes=len(checked.stdout),
        kitty_bytes=len(kitty.stdout), kitty_raw_rgba_bytes=raw_bytes, kitty_ratio=f"{kitty_ratio:.3f}",
    )


CASES = (("end_to_end", end_to_end), ("https", https), ("comments_10k", comments_10k), ("paging_100", paging_100),
         ("big_page", big_page), ("first_page_pictures", first_page_pictures), ("thumbnails", thumbnails),
         ("sixel", sixel))


def run(options):
    failed = False
    for name, case in CASES:
        if options.case and name not in options.case:
            continue
        try:
            case(options)
        except (CaseError, OSError, subprocess.SubprocessError) as error:
            failed = True
            print(f"{name}: cannot run: {error}")
            print(f'case={name} error="{error}"', flush=True)
    return 1 if failed else 0


UNITS = {"ms": "ms", "us": "µs CPU"}


def table(path):
    rows = []
    with open(path) as lines:
        for line in lines:
            if not line.startswith("case="):
                continue
            fields = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line))
            name = fields["case"]
            unit = next((unit for unit in UNITS if f"reference_{unit}" in fields), None)
            if "error" in fields:
                rows.append((name, "cannot run", "", "", "", fields["error"].strip('"')))
            elif unit:
                timed_out = " (timeout)" if fields.get("timed_out") == "yes" else ""
                rows.append((name, f"{fields['ours_' + unit]} {UNITS[unit]}{timed_out}",
                             f"{fields['reference_' + unit]} {UNITS[unit]}", fields["ratio"], f"≤ {fields['target']}",
                             fields["met"]))
                if "naive_ms" in fields:  # a second reference, for information: what correctness costs
                    rows.append((f"{name} vs naive", f"{fields['ours_ms']} ms", f"{fields['naive_ms']} ms",
                                 fields["ratio_naive"], "(info)", ""))
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
    run_parser.add_argument("--comments", type=int)
    run_parser.add_argument("--mores", type=int)
    run_parser.add_argument("--case", action="append", choices=[name for name, _ in CASES],
                            help="run only this case (repeatable; default: all)")
    table_parser = commands.add_parser("table")
    table_parser.add_argument("file")
    options = parser.parse_args()
    if options.command == "table":
        table(options.file)
        return 0
    options.runs = options.runs or (3 if options.quick else 5)
    options.big_items = options.big_items or (200 if options.quick else 100_000)
    options.comments = options.comments or (200 if options.quick else 10_000)
    options.mores = options.mores or (5 if options.quick else 100)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the servers' `with` blocks stop them
    return run(options)


if __name__ == "__main__":
    sys.exit(main())
