"""big_page: feed-tty rendering a page of N generated items (feed-server --fault feed-many:N;
100,000, a 13.3 MB body; 200 with --quick) to /dev/null, and loading their N images, in runs
alternated with its references on the same body: curl fetching the same N image URLs (`curl
--parallel --parallel-max 6 -K FILE`, the app's limit) and `jq -r '.items[].image'` reading the
page. Four rows (see big_page_rows): big_page_time (wall time against curl's: what the server
needs for N images), big_page_cpu (CPU per image, each child's own rusage by os.wait4),
big_page_first_item (until the first item, with its image's state, is on stdout: items come in
feed order, each once its image has settled, so the last one comes with the last image, which
big_page_time covers; against curl piping the page into `jq --stream` until it prints the first
item's image URL, in turn with ours) and big_page_memory (peak RSS against jq's on the same body).

The page goes to a file and never into this process: every child's peak RSS includes the bench's
own (see children), which must stay below the figures it measures. So does feed-tty's output, read
back a line at a time: a run in which any image failed did less than curl, and the time, CPU and
memory rows say "invalid: N images failed" instead of a ratio (see outcomes)."""

import os
import re
import subprocess
import tempfile
import threading
import time

from .big_page_rows import report_burst_memory, report_cpu, report_first_item, report_memory, report_time
from .children import run_child
from .errors import CaseError
from .feed_server import Server
from .outcomes import INVALID, invalid_reason, report_invalid, unloaded_images
from .tools import ensure_tools

PEER = ["jq", "-r", ".items[].image"]
# big_page_burst_memory: the server answers the first 40% of the images, then none; the run's
# time after input (BURST_TIMEOUT with no answer) then fails the other 60% at once.
BURST_SHARE, BURST_TIMEOUT = 0.4, 5


def save_page(server_url, path):
    """The page the app gets, to `path` (by curl: see children); its size in bytes."""
    fetched = subprocess.run(["curl", "-fsS", "-o", path, f"{server_url}/v1/feed?limit=10"],
                             stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    if fetched.returncode != 0:
        raise CaseError(f"curl could not fetch the page: {fetched.stderr.decode(errors='replace').strip()}")
    return os.path.getsize(path)


def image_config(page, folder, items):
    """A curl config (-K) fetching the page's image URLs, as listed by the peer itself: N URLs are
    too many for a command line."""
    urls, config = os.path.join(folder, "images.txt"), os.path.join(folder, "images.curl")
    with open(urls, "wb") as output:
        listed = subprocess.run([*PEER, page], stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.PIPE,
                                timeout=120)
    if listed.returncode != 0:
        raise CaseError(f"jq could not read the page: {listed.stderr.decode(errors='replace').strip()}")
    count = 0
    with open(urls, encoding="utf-8") as lines, open(config, "w", encoding="utf-8") as file:
        for url in lines:
            file.write(f'url = "{url.rstrip()}"\noutput = "{os.devnull}"\n')
            count += 1
    if count != items:
        raise CaseError(f"jq listed {count} of {items} image URLs")
    return config


def image_rate(server_url, count, parallel):
    """Images a second feed-server answers to curl over `parallel` keep-alive connections."""
    image = f"{server_url}/images/pixel.png"
    arguments = ["curl", "-fsS", "--no-progress-meter"]
    if parallel > 1:
        arguments += ["--parallel", "--parallel-max", str(parallel)]
    for _ in range(count):
        arguments += ["-o", os.devnull, image]
    start = time.monotonic()
    subprocess.run(arguments, check=True, stdin=subprocess.DEVNULL)
    return count / (time.monotonic() - start)


def time_to_first_item(arguments, timeout):
    """Seconds until the first item's first line is on stdout (a pipe), then the child is stopped."""
    first = re.compile(rb"^ *1\. ")
    start = time.monotonic()
    process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
    timer = threading.Timer(timeout, process.kill)
    timer.start()
    rendered = None
    for line in process.stdout:
        if first.match(line):
            rendered = time.monotonic() - start
            break
    timer.cancel()
    process.kill()
    process.stdout.close()
    process.wait()
    return rendered


# The peer of big_page_first_item: the first item's image URL, printed by jq as soon as it has read
# it from the page streaming in from curl.
FIRST_IMAGE_URL = ("curl -fsS \"$1/v1/feed?limit=10\" | jq -rn --stream"
                   " 'first(inputs | select(length == 2 and .[0][2] == \"image\")) | .[1]'")


def time_to_first_image_url(server_url, timeout):
    """Seconds until the peer has printed the first item's image URL (a whole run: it exits then)."""
    start = time.monotonic()
    printed = subprocess.run(["sh", "-c", FIRST_IMAGE_URL, "sh", server_url], stdin=subprocess.DEVNULL,
                             capture_output=True, timeout=timeout)
    seconds = time.monotonic() - start
    if printed.returncode != 0 or not printed.stdout.startswith(b"http"):
        raise CaseError(f"curl | jq --stream did not print the first image URL: {printed.stderr[-300:]!r}")
    return seconds


def checked(run, what):
    if run.status != 0 or run.timed_out:
        raise CaseError(f"{what} exited {run.status}{' (timed out)' if run.timed_out else ''}")
    return run


def burst_run(options, items, stop):
    """One run against the same page from a server that answers `stop` images and then none: the
    run and how many of its images did not load (all after `stop`, when it does what it should)."""
    with tempfile.TemporaryDirectory(prefix="feed-bench-big-page-burst-") as folder, \
            Server(options.server, "--fault", f"feed-many:{items}", "--fault", f"image-stop-after:{stop}") as server:
        output = os.path.join(folder, "output.txt")
        with open(output, "wb") as stdout:
            run = run_child([options.feed_tty, "--url", server.url, "--no-cache", "--timeout", str(BURST_TIMEOUT)],
                            options.big_timeout, stdout=stdout)
        if not run.timed_out and run.status != 0:
            raise CaseError(f"feed-tty exited {run.status} against a server that stops answering")
        return run, 0 if run.timed_out else unloaded_images(output)


def big_page(options):
    ensure_tools("the big_page case times curl fetching the page's images and measures jq reading the page,"
                 " as its references", "curl", "jq")
    items, timeout = options.big_items, options.big_timeout
    with tempfile.TemporaryDirectory(prefix="feed-bench-big-page-") as folder, \
            Server(options.server, "--fault", f"feed-many:{items}") as server:
        page = os.path.join(folder, "page.json")
        payload = save_page(server.url, page)
        config = image_config(page, folder, items)
        ours = [options.feed_tty, "--url", server.url, "--no-cache"]
        reference = ["curl", "-fsS", "--no-progress-meter", "--parallel", "--parallel-max", "6", "-K", config]
        output = os.path.join(folder, "output.txt")
        runs, curl_runs, jq_runs, unloaded = [], [], [], []
        for _ in range(options.runs):
            with open(output, "wb") as stdout:
                run = run_child(ours, timeout, stdout=stdout)
            if not run.timed_out and run.status != 0:
                raise CaseError(f"feed-tty exited {run.status}")
            runs.append(run)
            unloaded.append(0 if run.timed_out else unloaded_images(output))
            curl_runs.append(checked(run_child(reference, timeout), f"curl fetching {items} images"))
            jq_runs.append(checked(run_child([*PEER, page], timeout), "jq reading the page"))
            if run.timed_out:
                break  # every run would hit the same wall: one is the figure
        renders, peer_renders = [], []
        for _ in range(options.runs):
            renders.append(time_to_first_item(ours, timeout))
            peer_renders.append(time_to_first_image_url(server.url, timeout))
            if renders[-1] is None:
                break
        serial_rate = image_rate(server.url, 10, 1)
    stop = int(items * BURST_SHARE)
    burst, burst_unloaded = burst_run(options, items, stop)
    invalid = invalid_reason(unloaded, items)
    if invalid:
        report_invalid("big_page_time", invalid, "1.20")
        report_invalid("big_page_cpu", invalid, "1.50")
    else:
        report_time(items, payload, timeout, runs, curl_runs, serial_rate)
        report_cpu(items, runs, curl_runs)
    report_first_item(items, timeout, renders, peer_renders)
    expected = items - stop
    burst_invalid = None if burst_unloaded == expected else f"{burst_unloaded} images not loaded, not {expected}"
    if burst_invalid:
        report_invalid("big_page_burst_memory", burst_invalid, "0.85")
    else:
        report_burst_memory(items, stop, payload, [burst], jq_runs)
    if invalid:
        report_invalid("big_page_memory", invalid, "0.85")
        return INVALID
    report_memory(items, payload, runs, jq_runs)
    return INVALID if burst_invalid else None
