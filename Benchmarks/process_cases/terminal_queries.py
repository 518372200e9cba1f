"""terminal_no_answer: what asking the terminal costs at a terminal that answers nothing. feed-tty
(--images auto) at an 80 x 24 pseudo-terminal that never answers its query, against the same app
told the style (--images blocks), which asks nothing: until the first item's text is on screen,
from a local server. The difference of the medians is the wait for answers that never come, whose
deadline is 150 ms                                                          (target ≤ 200 ms)"""

import statistics
import tempfile

from .errors import CaseError
from .feed_server import Server
from .first_page_far import first_item
from .first_page_pictures import terminal_environment
from .pty_timing import time_at_terminal
from .report import pair_spread, report, spread_text

LIMIT_MS = 200


def terminal_queries(options):
    with Server(options.server) as server, tempfile.TemporaryDirectory(prefix="feed-bench-queries-") as folder:
        env = terminal_environment(folder)
        asking = [options.feed_tty, "--url", server.url, "--no-cache", "--images", "auto"]
        told = [options.feed_tty, "--url", server.url, "--no-cache", "--images", "blocks"]
        samples = {"asking": [], "told": []}
        for _ in range(options.runs):
            for side, arguments in (("asking", asking), ("told", told)):
                seconds = time_at_terminal(arguments, first_item, 80, 24, 30, env)
                if seconds is None:
                    raise CaseError(f"feed-tty --images {arguments[-1]} showed no item within 30 s")
                samples[side].append(seconds)
    asking_ms, told_ms = (statistics.median(samples[side]) * 1000 for side in ("asking", "told"))
    waited_ms = asking_ms - told_ms
    ratio = waited_ms / LIMIT_MS
    spread = pair_spread([a - t for a, t in zip(samples["asking"], samples["told"])],
                         [LIMIT_MS / 1000] * options.runs)
    met = "yes" if ratio <= 1 else "no"
    report(
        f"terminal_no_answer: the first item at an 80 x 24 terminal that answers nothing: asking (--images auto)"
        f" {asking_ms:.1f} ms, told the style (--images blocks, nothing asked) {told_ms:.1f} ms: the wait costs"
        f" {waited_ms:.1f} ms (its deadline 150 ms), limit {LIMIT_MS} ms, ratio {ratio:.2f}{spread_text(spread)},"
        f" met: {met} (median of {options.runs} alternated runs each)",
        case="terminal_no_answer", ours_ms=f"{waited_ms:.1f}", limit_ms=str(LIMIT_MS), ratio=f"{ratio:.3f}",
        target="1.00", met=met, **spread, asking_ms=f"{asking_ms:.1f}", told_ms=f"{told_ms:.1f}",
    )
