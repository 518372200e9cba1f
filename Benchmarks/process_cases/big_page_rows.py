"""The four rows of big_page, from its runs: ours (feed-tty), curl's (the same N images) and
jq's (the same page)."""

import statistics

from .children import median_ms
from .memory import peak_against_peer, MB
from .report import pair_spread, report, report_row, samples_ms, spread_text

FIRST_ITEM_PEER_TEXT = "curl | jq --stream printing the first item's image URL"


def timed_out(runs):
    return any(run.timed_out for run in runs)


def runs_text(runs):
    return "1 run, stopped at the timeout" if timed_out(runs) else f"median of {len(runs)} alternated runs each"


def report_time(items, payload, timeout, runs, curl_runs, serial_rate):
    """Wall time against what the server needs: curl's time for the same N images."""
    stopped = timed_out(runs)
    wall_ms = timeout * 1000 if stopped else median_ms(runs)
    need_ms = median_ms(curl_runs)
    ratio = wall_ms / need_ms
    spread = {} if stopped else pair_spread([run.seconds for run in runs], [run.seconds for run in curl_runs])
    met = "no" if stopped or ratio > 1.2 else "yes"
    wall_text = f"> {wall_ms:.0f} ms (timed out)" if stopped else f"{wall_ms:.1f} ms"
    report(
        f"big_page_time: {items} items and their images, payload {payload / MB:.2f} MB: wall {wall_text}; what the"
        f" server needs for {items} images (curl --parallel --parallel-max 6 fetching the same URLs, the same run)"
        f" {need_ms:.1f} ms ({items / need_ms * 1000:.0f} images/s; {serial_rate:.0f}/s over one connection),"
        f" ratio {ratio:.3f}{spread_text(spread)}, target ≤ 1.20, met: {met} ({runs_text(runs)})\n"
        f"  samples ms: ours {samples_ms(runs)}, curl {samples_ms(curl_runs)}",
        case="big_page_time", ours_ms=f"{wall_ms:.1f}", reference_ms=f"{need_ms:.1f}", ratio=f"{ratio:.3f}",
        target="1.20", met=met, **spread, timed_out="yes" if stopped else "no", items=items, payload_bytes=payload,
        server_images_per_s=f"{items / need_ms * 1000:.0f}", server_images_per_s_one_connection=f"{serial_rate:.0f}",
    )


def report_cpu(items, runs, curl_runs):
    """CPU per image: each child's own rusage. The app's includes decoding and printing the page."""
    stopped = timed_out(runs)
    cpu = statistics.median(run.cpu_seconds for run in runs)
    curl_cpu = statistics.median(run.cpu_seconds for run in curl_runs)
    ours_us, reference_us = cpu / items * 1e6, curl_cpu / items * 1e6
    ratio = ours_us / reference_us if reference_us else float("inf")
    spread = pair_spread([run.cpu_seconds for run in runs], [run.cpu_seconds for run in curl_runs])
    met = "no" if stopped or ratio > 1.5 else "yes"
    report(
        f"big_page_cpu: CPU per image, ours {ours_us:.1f} µs ({cpu:.2f} s for {items} images, the page's decoding"
        f" and printing included{', until the timeout' if stopped else ''}), curl {reference_us:.1f} µs"
        f" ({curl_cpu:.2f} s), ratio {ratio:.3f}{spread_text(spread)}, target ≤ 1.50, met: {met} (user + system, {runs_text(runs)})",
        case="big_page_cpu", ours_us=f"{ours_us:.1f}", reference_us=f"{reference_us:.1f}", ratio=f"{ratio:.3f}",
        target="1.50", met=met, **spread, items=items, ours_cpu_s=f"{cpu:.2f}", reference_cpu_s=f"{curl_cpu:.2f}",
    )


def report_first_item(items, timeout, renders, peer_renders):
    """The page starts showing: until the first item's first line is on stdout, against a peer in
    the same runs, taken in turn: curl piping the page into `jq --stream`, which prints the first
    item's image URL as soon as it has read it (FIRST_ITEM_PEER_TEXT)."""
    rendered = None if None in renders else statistics.median(renders)
    peer = statistics.median(peer_renders)
    first_ms = timeout * 1000 if rendered is None else rendered * 1000
    ratio = first_ms / (peer * 1000)
    spread = {} if rendered is None else pair_spread(renders, peer_renders)
    met = "yes" if rendered is not None and ratio <= 1 else "no"
    first_text = f"not within {timeout:.0f} s" if rendered is None else f"{first_ms:.0f} ms"
    report(
        f"big_page_first_item: the first of {items} items, with its image's state, on stdout after {first_text};"
        f" {FIRST_ITEM_PEER_TEXT} {peer * 1000:.0f} ms, ratio {ratio:.2f}{spread_text(spread)}, target ≤ 1.00,"
        f" met: {met} (median of {len(renders)} alternated runs each)\n"
        f"  samples ms: ours {[round(render * 1000) for render in renders if render is not None]},"
        f" peer {[round(render * 1000) for render in peer_renders]}",
        case="big_page_first_item", ours_ms=f"{first_ms:.1f}", reference_ms=f"{peer * 1000:.1f}", peer="curl+jq",
        ratio=f"{ratio:.3f}", target="1.00", met=met, **spread, timed_out="yes" if rendered is None else "no",
        items=items,
    )


def report_burst_memory(items, stop, payload, runs, jq_runs):
    """Peak RSS when the server stops answering at image `stop`: the images after it fail at once
    when the run's time after input runs out, and the peak must stay where it was while they loaded."""
    report_row(peak_against_peer(
        "big_page_burst_memory", runs, jq_runs, "jq",
        f"{items} items, the server silent after image {stop}, {items - stop} images failing at once",
        f"jq -r '.items[].image' on the same {payload / MB:.1f} MB body",
        target=0.85, every_run=True, items=items, payload_bytes=payload, stop=stop,
    ))


def report_memory(items, payload, runs, jq_runs):
    """Peak RSS against what a user would run instead to read the same page: jq."""
    report_row(peak_against_peer(
        "big_page_memory", runs, jq_runs, "jq",
        f"{items} items and their images", f"jq -r '.items[].image' on the same {payload / MB:.1f} MB body",
        target=0.85, every_run=True, items=items, payload_bytes=payload,
    ))
