"""end_to_end: feed-tty --url URL --no-cache </dev/null >/dev/null (the first page and its 10
images) against curl + jq doing the same work (the page through `jq -r`, the 10 images with one
`curl --parallel --parallel-max 6`, the app's own limit). `against_curl` is shared with https."""

import re
import subprocess
import tempfile

from .children import median_ms, run_child
from .errors import CaseError
from .feed_server import Server
from .report import pair_spread, report, samples_ms, spread_text
from .tools import ensure_tools

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


def against_curl(options, name, server_options=(), curl_options=(), env=None, over=""):
    """feed-tty's first page + 10 images against REFERENCE_SCRIPT, from one feed-server; the app's runs."""
    with Server(options.server, *server_options) as server:
        ours = [options.feed_tty, "--url", server.url, "--no-cache"]
        reference = ["bash", "-c", REFERENCE_SCRIPT, "reference", server.url, *curl_options]
        # One checked run each first: both must do the whole job, so the timings compare like with like.
        shown = subprocess.run(ours, stdin=subprocess.DEVNULL, capture_output=True, timeout=60, env=env)
        loaded = re.findall(rb"^ +image: (?!loading|failed)", shown.stdout, re.MULTILINE)  # under each item
        if shown.returncode != 0 or len(loaded) != 10:
            raise CaseError(f"feed-tty exited {shown.returncode} with {len(loaded)} of 10 images loaded")
        # The reference's output goes to a file, never into this process: a page of megabytes held here
        # would raise the bench's own peak, which every later child's figure includes (see children).
        with tempfile.TemporaryFile() as output:
            fetched = subprocess.run(reference, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.PIPE,
                                     timeout=60)
            output.seek(0)
            lines = sum(chunk.count(b"\n") for chunk in iter(lambda: output.read(1 << 20), b""))
        if fetched.returncode != 0 or lines != 40:
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
    spread = pair_spread([run.seconds for run in samples["ours"]], [run.seconds for run in samples["reference"]])
    report(
        f"{name}: ours {ours_ms:.1f} ms, reference (curl + jq{over}, images by one curl --parallel"
        f" --parallel-max 6) {reference_ms:.1f} ms, ratio {ratio:.3f}{spread_text(spread)}, target ≤ 1.00, met: {met}"
        f" (median of {options.runs} alternated runs each)\n"
        f"  samples ms: ours {samples_ms(samples['ours'])}, reference {samples_ms(samples['reference'])}",
        case=name, ours_ms=f"{ours_ms:.1f}", reference_ms=f"{reference_ms:.1f}", ratio=f"{ratio:.3f}",
        target="1.00", met=met, runs=options.runs, **spread, reference_images="curl-parallel-max-6",
    )
    return samples["ours"]


def end_to_end(options):
    ensure_tools("the end_to_end case times curl and jq doing feed-tty's work, as its reference", "curl", "jq")
    against_curl(options, "end_to_end")
