"""A scripted session (commands on feed-tty's stdin) against a bash script of curl + jq doing the
same requests: the helper of comments_10k and paging_100. Two rows: NAME (wall time until exit)
and NAME_growth (how much the app grows over its own floor, against what it downloaded beyond
the floor's run; see memory)."""

import os
import statistics
import subprocess
import tempfile

from .children import median_ms, run_child
from .errors import CaseError
from .feed_server import Server
from .memory import growth_over_floor
from .report import pair_spread, report, report_row, samples_ms, spread_text
from .request_log import KINDS, RequestLog, downloaded_bytes, request_counts

FLOOR_TEXT = "the same server, input `quit`: its first page and that page's images, then quit"


def write_lines(path, lines):
    with open(path, "w", encoding="utf-8") as file:
        file.write("".join(line + "\n" for line in lines))


def checked_runs(ours, reference, script, ours_done, reference_lines):
    """One run each, checked, before the timed ones (it also makes the server build and cache what it
    generates): both must do the whole job, so the timings compare like with like."""
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


def scripted_case(options, name, fault, commands, reference_arguments, ours_done, reference_lines, describe,
                  target=1.0):
    """feed-tty run with `commands` on stdin against a bash `reference_arguments` (after bash -c
    SCRIPT NAME: the script and its arguments but the server's URL, which comes first), both
    against one feed-server with `fault`, alternated with the app's floor (input `quit`).
    `ours_done(stdout)` is None when the app did the whole job, else what it missed; the reference
    must print `reference_lines` lines. `describe` is (what the app does, what the reference does);
    `target` the largest ratio ours / reference that meets it."""
    with tempfile.TemporaryDirectory(prefix="feed-bench-script-") as folder:
        script, floor_script = os.path.join(folder, "script"), os.path.join(folder, "quit")
        log_path = os.path.join(folder, "requests.log")
        write_lines(script, commands)
        write_lines(floor_script, ["quit"])
        with Server(options.server, "--fault", fault, log=log_path) as server:
            log, sizes = RequestLog(log_path), {}
            ours = [options.feed_tty, "--url", server.url, "--no-cache"]
            reference = ["bash", "-c", reference_arguments[0], name, server.url, *reference_arguments[1:]]
            checked_runs(ours, reference, script, ours_done, reference_lines)
            samples = {"ours": [], "reference": [], "floor": []}
            payloads = {"ours": [], "floor": []}
            counts = []
            for _ in range(options.runs):
                for side, arguments, stdin_path in (("ours", ours, script), ("reference", reference, None),
                                                    ("floor", ours, floor_script)):
                    log.skip()
                    run = run_child(arguments, timeout=120, stdin_path=stdin_path)
                    if run.status != 0 or run.timed_out:
                        raise CaseError(f"{side} run exited {run.status}{' (timed out)' if run.timed_out else ''}")
                    samples[side].append(run)
                    if side in payloads:
                        requests = log.read()
                        payloads[side].append(downloaded_bytes(server.url, requests, sizes))
                        if side == "ours":
                            counts.append(request_counts(requests))
    ours_ms, reference_ms = median_ms(samples["ours"]), median_ms(samples["reference"])
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= target else "no"
    spread = pair_spread([run.seconds for run in samples["ours"]], [run.seconds for run in samples["reference"]])
    requested = {kind: statistics.median(count[kind] for count in counts) for kind in counts[0]}
    asked = ", ".join(f"{requested[kind]:g} {kind}" for kind in ("feed", "comments", "images"))
    what, reference_text = describe
    report(
        f"{name}: {what}: ours {ours_ms:.1f} ms, reference ({reference_text}) {reference_ms:.1f} ms, ratio"
        f" {ratio:.3f}{spread_text(spread)}, target ≤ {target:.2f}, met: {met} (median of {options.runs} alternated runs each; the app asked"
        f" for {asked}, medians from the server's log)\n"
        f"  samples ms: ours {samples_ms(samples['ours'])}, reference {samples_ms(samples['reference'])}",
        case=name, ours_ms=f"{ours_ms:.1f}", reference_ms=f"{reference_ms:.1f}", ratio=f"{ratio:.3f}",
        target=f"{target:.2f}", met=met, runs=options.runs, **spread, feed_requests=f"{requested['feed']:g}",
        comments_requests=f"{requested['comments']:g}", image_requests=f"{requested['images']:g}",
    )
    # What the app downloaded beyond its floor's run, by kind: medians of each side's runs.
    parts = {kind: statistics.median(bodies[kind] for bodies in payloads["ours"])
             - statistics.median(bodies[kind] for bodies in payloads["floor"]) for kind in KINDS}
    report_row(growth_over_floor(f"{name}_growth", samples["ours"], samples["floor"], parts, what, FLOOR_TEXT,
                                 runs=options.runs))
