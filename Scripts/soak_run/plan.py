"""The faults of a soak, drawn from a seed: for each feed request in turn, as usual (None) or one
fault mode of feed-server, queued before feed-tty starts (POST /__control/faults/next), so the
same seed injects the same faults at the same requests whatever the timing."""

import random


def fault_plan(seed, requests, rate, retry_max, hang):
    """requests entries: the first two requests are answered as usual (the first load, the first
    poll); with a rate above 0 the third is held past the client's timeout, so that what the first
    timed-out request costs feed-tty once (about 1.9 MB of RSS: docs/performance.md, the soak) is
    paid in the warm-up, wherever the draw would have placed the first hang; and never two faults
    in a row, so a client that keeps to the rules keeps up with a feed that grows; else, with
    probability rate, one of 429 and 503 with Retry-After in seconds (1 to retry_max), 503 with
    Retry-After as a date, a hang of `hang` seconds (longer than the client's timeout) and a
    dropped connection."""
    rng = random.Random(seed)
    plan = []
    for index in range(requests):
        if index == 2 and rate > 0:
            plan.append(f"feed-hang:{hang:g}")
            continue
        if index < 2 or plan[-1] is not None or rng.random() >= rate:
            plan.append(None)
            continue
        retry = rng.randint(1, retry_max)
        plan.append(rng.choice([f"feed-429:{retry}", f"feed-503:{retry}", f"feed-503-date:{retry}",
                                f"feed-hang:{hang:g}", "feed-drop"]))
    return plan
