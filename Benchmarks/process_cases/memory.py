"""The memory rows (issue 26): feed-tty's peak RSS against what a user would run instead on the
same input, in the same run; or, where no such peer applies, how much feed-tty grows over its own
floor (the same app, the same server, doing the least: its first page, then quit) against the
bytes that made it grow. A limit of "5 × the payload" taken absolutely would sit below what any
process linking Foundation occupies before doing anything, so no row is stated that way.

Each builder returns (readable, fields) for `report.report_row`; figures are medians of the runs.
"""

import statistics

from .errors import CaseError
from .report import pair_spread, spread_text

MB = 1e6


def verdict(ratio, target, ours_at_most=False, peer_at_most=False):
    """"yes", "no" or "unknown" for ratio = ours / peer against `target`, when a figure may be an
    upper bound only (hidden under the bench's own peak, see children): an upper bound of the peer
    makes the ratio a lower bound, an upper bound of ours makes it an upper bound."""
    if ours_at_most and peer_at_most:
        return "unknown"
    if peer_at_most:
        return "no" if ratio > target else "unknown"
    if ours_at_most:
        return "yes" if ratio <= target else "unknown"
    return "yes" if ratio <= target else "no"


def mb_samples(runs):
    return [round(run.peak_rss_bytes / MB, 1) for run in runs]


def peak_against_peer(name, ours, peer, peer_name, what, peer_text, target=1.0, every_run=False, **extra):
    """feed-tty's peak RSS (runs `ours`) against `peer_name`'s (runs `peer`) on the same input:
    ratio ours / peer, target ≤ `target`, met by the medians' ratio or, with `every_run`, by the
    highest ratio of runs taken in turn (a user sees one run, not a median). A run of ours stopped
    at its timeout did not do the job: not met, whatever its figure."""
    timed_out = any(run.timed_out for run in ours)
    ours_peak = statistics.median(run.peak_rss_bytes for run in ours)
    peer_peak = statistics.median(run.peak_rss_bytes for run in peer)
    ours_at_most = any(run.peak_rss_hidden for run in ours)
    peer_at_most = any(run.peak_rss_hidden for run in peer)
    ratio = ours_peak / peer_peak
    spread = pair_spread([run.peak_rss_bytes for run in ours], [run.peak_rss_bytes for run in peer])
    judged = float(spread["ratio_max"]) if every_run and spread else ratio
    met = "no" if timed_out else verdict(judged, target, ours_at_most, peer_at_most)
    at_most = "≤ " if peer_at_most else ""
    hidden = (" (at most: a figure under the bench's own peak, which every child's figure includes)"
              if ours_at_most or peer_at_most else "")
    readable = (
        f"{name}: peak RSS, ours ({what}{', stopped at the timeout' if timed_out else ''})"
        f" {'≤ ' if ours_at_most else ''}{ours_peak / MB:.1f} MB, {peer_text} {at_most}{peer_peak / MB:.1f} MB,"
        f" ratio {ratio:.2f}{spread_text(spread)}, target ≤ {target:.2f}{' in every run' if every_run else ''},"
        f" met: {met}{hidden}"
        f" (medians of {len(ours)} and {len(peer)} alternated runs)\n"
        f"  samples MB: ours {mb_samples(ours)}, {peer_name} {mb_samples(peer)}"
    )
    fields = {
        "case": name, "ours_mb": f"{ours_peak / MB:.1f}", "reference_mb": f"{peer_peak / MB:.1f}",
        "ratio": f"{ratio:.3f}", "target": f"{target:.2f}", "met": met, "peer": peer_name,
        "ours_at_most": "yes" if ours_at_most else "no", "reference_at_most": "yes" if peer_at_most else "no",
        "timed_out": "yes" if timed_out else "no", **spread, **extra,
    }
    return readable, fields


def growth_over_floor(name, ours, floor, parts, what, floor_text, target=5.0, **extra):
    """How much feed-tty grows (runs `ours`) over its own floor (runs `floor`: the same app doing
    the least), against the payload, the bytes it downloaded beyond the floor's (`parts`: by kind
    of body, each shown): ratio growth / payload, target ≤ `target`. The floor is printed beside it."""
    payload = sum(parts.values())
    if any(run.peak_rss_hidden for run in list(ours) + list(floor)):
        spawner = max(run.spawner_peak_bytes for run in list(ours) + list(floor))
        raise CaseError(f"feed-tty's peak RSS is hidden under the bench's own ({spawner / MB:.1f} MB)")
    if payload <= 0:
        raise CaseError("the app downloaded nothing beyond its floor's run")
    peak = statistics.median(run.peak_rss_bytes for run in ours)
    base = statistics.median(run.peak_rss_bytes for run in floor)
    growth = max(peak - base, 0)
    ratio = growth / payload
    met = "yes" if ratio <= target else "no"
    readable = (
        f"{name}: {what}: peak RSS {peak / MB:.1f} MB over the app's own floor {base / MB:.1f} MB ({floor_text}):"
        f" grows {growth / MB:.2f} MB for a payload of {payload / MB:.3f} MB (the bodies it downloaded beyond"
        f" the floor's run: {parts_text(parts)}), ratio {ratio:.2f} × payload, target ≤ {target:g} × payload,"
        f" met: {met}"
        f" (medians of {len(ours)} alternated runs each)\n"
        f"  samples MB: ours {mb_samples(ours)}, floor {mb_samples(floor)}"
    )
    fields = {
        "case": name, "growth_mb": f"{growth / MB:.2f}", "peak_mb": f"{peak / MB:.1f}", "floor_mb": f"{base / MB:.1f}",
        "payload_mb": f"{payload / MB:.3f}", "ratio": f"{ratio:.3f}", "target": f"{target:.2f}", "met": met,
        "payload_bytes": round(payload), **{f"payload_{kind}_bytes": round(size) for kind, size in parts.items()},
        **extra,
    }
    return readable, fields


def parts_text(parts):
    """"feed 0.130 MB, images 0.072 MB": the kinds of bodies that made a payload, the empty ones left out."""
    return ", ".join(f"{kind} {size / MB:.3f} MB" for kind, size in parts.items() if size) or "none"
