"""The soak's verdicts, from what the server recorded (GET /__control/requests and
/__control/feed), what feed-tty printed, its exit status and its memory: each check returns a
list of problems in words ([] when it passed). Pure functions of plain data, so they are tested
without running anything. Times are seconds since the server started, as its records have them.

The rules (Scripts/soak's --help says them to the user):
- pace: a feed request (first page) comes no sooner than allowed after the previous one's answer:
  Retry-After after a 429 or 503 that has one (seconds from the answer, or the date); after a 200
  or 304, its max-age less a second (the whole-second Date a client may count from, RFC 9111
  4.2.3) and never sooner than the watch interval less its 10 % jitter; after a failure (a hang
  the client gave up on after its timeout, another 5xx, a 4xx) the interval less 10 % from when
  the client saw it. After a dropped connection a request may come at once (a client may retry a
  GET whose connection closed unanswered, RFC 9110 9.2.2). Never two at once.
- polling: the client keeps polling: no gap between feed requests (or after the last one) longer
  than the longest wait the rules allow, with a back-off doubled once, plus slack.
- items: every item the server added and answered on a first page (200) appears in the stream
  exactly once, no feed item appears twice, and no added item scrolled off the first page
  without having been fetched.
- memory: the RSS is flat after the warm-up: the lowest sample of the last window less the
  lowest of the first window after warm-up is at most the limit.
- exit: SIGTERM ends feed-tty with status 143."""

import re

from feedserver.conditional import parse_http_date

SLACK = 0.05  # seconds: the records' rounding to the millisecond and the clock's reads
DATE_ALLOWANCE = 1.0  # seconds: a max-age counted from a whole-second Date may end a second early
JITTER = 0.9  # the watch interval less its 10 % jitter
ACTED_ON = (200, 304)
LIMIT = re.compile(r"[?&]limit=([0-9]+)")


def first_page_requests(records, in_progress=(), base=""):
    """The requests of the feed's first page ({base}/v1/feed without after_id), in order of
    arrival; those still in progress at the end (a hang, say) with status and answeredAt None."""
    pending = [dict(request, status=None, answeredAt=None, number="-") for request in in_progress]
    feed = [record for record in [*records, *pending]
            if record["path"] == f"{base}/v1/feed" and "after_id=" not in record["target"]]
    return sorted(feed, key=lambda record: record["at"])


def retry_until(record, started_at):
    """When a 429 or 503 lets the client come back (seconds since start), or None without Retry-After."""
    value = record.get("retryAfter")
    if value is None:
        return None
    if value.strip().isdigit():
        return record["answeredAt"] + int(value)
    date = parse_http_date(value)
    return None if date is None else date - started_at


def max_age(record):
    match = re.search(r"max-age=([0-9]+)", record.get("cacheControl", ""))
    return int(match.group(1)) if match else None


def is_hang(record, timeout):
    """Closed unanswered after the client's timeout: the client gave up on it first."""
    return record["status"] == 0 and record["answeredAt"] - record["at"] >= timeout


def ended(record, timeout):
    """When the client was done with a request: its answer, or its timeout for a hang (or for
    a request the server had not answered by the end)."""
    if record["status"] is None or is_hang(record, timeout):
        return record["at"] + timeout
    return record["answeredAt"]


def earliest_next(record, started_at, interval, timeout):
    """(when the next feed request may come at the earliest, why), or (None, why) when at once."""
    status = record["status"]
    if status is None:
        return None, "a request unanswered by the end"
    if status in (429, 503) and retry_until(record, started_at) is not None:
        return retry_until(record, started_at), f"{status} with Retry-After: {record['retryAfter']}"
    if status in ACTED_ON:
        age = max_age(record)
        floor = record["answeredAt"] + interval * JITTER
        if age is None or record["answeredAt"] + age - DATE_ALLOWANCE <= floor:
            return floor, f"{status}, the watch interval of {interval:g} s"
        return record["answeredAt"] + age - DATE_ALLOWANCE, f"{status} with max-age={age}"
    if status == 0 and not is_hang(record, timeout):
        return None, "a dropped connection"
    seen = ended(record, timeout)
    return seen + interval * JITTER, ("a request that hung past the timeout" if status == 0 else f"a {status}")


def check_pace(records, started_at, interval, timeout):
    problems = []
    for previous, request in zip(records, records[1:]):
        if request["at"] < ended(previous, timeout) - SLACK:
            problems.append(f"two feed requests at once: #{request['number']} at {request['at']:.3f} s while"
                            f" #{previous['number']} (from {previous['at']:.3f} s) was not done")
            continue
        earliest, why = earliest_next(previous, started_at, interval, timeout)
        if earliest is not None and request["at"] < earliest - SLACK:
            problems.append(f"feed request #{request['number']} at {request['at']:.3f} s came"
                            f" {earliest - request['at']:.3f} s sooner than allowed after {why}"
                            f" (#{previous['number']}, answered at {previous['answeredAt']:.3f} s)")
    return problems


def longest_allowed_gap(interval, timeout, retry_max, age):
    """The longest wait between two feed requests a client keeping to the rules may take: after
    a hang (its timeout, then a back-off doubled once), a Retry-After, a max-age; plus slack
    for jitter and a busy machine."""
    return max(timeout + 2 * interval * 1.1, retry_max + 1, age, 2 * interval * 1.1) + 3


def check_polling(records, end, interval, timeout, retry_max, age):
    allowed = longest_allowed_gap(interval, timeout, retry_max, age)
    if not records:
        return ["feed-tty never asked for the feed"]
    times = [record["at"] for record in records] + [end]
    gaps = [(later - earlier, earlier) for earlier, later in zip(times, times[1:])]
    gap, since = max(gaps)
    if gap > allowed:
        return [f"no feed request for {gap:.1f} s from {since:.1f} s (the rules allow {allowed:.1f} s at most)"]
    return []


def page_size(record):
    match = LIMIT.search(record["target"])
    return int(match.group(1)) if match else 10


def served_items(added, records, started_at):
    """{id: when it was first answered on a first page (answeredAt)}: an added item is on a 200's
    page when it was in the feed by the page's Last-Modified (the newest item's addedAt: the
    server's items change on whole seconds only) and fewer than the page's size came after it."""
    served = {}
    for record in records:
        last_modified = parse_http_date(record.get("lastModified", "")) if record["status"] == 200 else None
        if last_modified is None:
            continue
        present = [item for item in added if item["addedAt"] <= last_modified]
        for item in present[-page_size(record):]:
            served.setdefault(item["id"].upper(), record["answeredAt"])
    return served


def check_items(added, records, stream_ids, started_at, end, grace):
    """added: GET /__control/feed's items; stream_ids: every id announced, in order (events.py)."""
    problems = []
    counts = {}
    for item_id in stream_ids:
        counts[item_id] = counts.get(item_id, 0) + 1
    for item_id, count in counts.items():
        if count > 1:
            problems.append(f"item {item_id} appeared {count} times")
    served = served_items(added, records, started_at)
    for item in added:
        item_id = item["id"].upper()
        when = served.get(item_id)
        if when is not None and when <= end - grace and counts.get(item_id, 0) == 0:
            problems.append(f"{item['description']} ({item_id}), fetched at {when:.1f} s, never appeared")
    size = page_size(records[0]) if records else 10
    for index, item in enumerate(added):
        newer = added[index + size :]
        gone = newer[0]["addedAt"] - started_at if newer else None
        if gone is not None and gone <= end - grace and item["id"].upper() not in served:
            problems.append(f"{item['description']} ({item['id']}) left the first page at {gone:.1f} s"
                            " without being fetched")
    return problems


def rss_figures(samples, warmup):
    """(first, at warm-up, last, max) kB of [(seconds, kB)] samples; None for an empty list."""
    if not samples:
        return None
    after = [kb for seconds, kb in samples if seconds >= warmup] or [samples[-1][1]]
    return samples[0][1], after[0], samples[-1][1], max(kb for _, kb in samples)


def rss_growth(samples, warmup):
    """kB grown after warm-up: the lowest sample of the last window less the lowest of the first
    window after warm-up (windows of a tenth of what follows the warm-up, 5 s at least), so
    that a picture decoded at the moment of a sample is not taken for a leak."""
    after = [(seconds, kb) for seconds, kb in samples if seconds >= warmup]
    if len(after) < 2:
        return None
    span = after[-1][0] - after[0][0]
    window = max(5.0, span / 10)
    first = [kb for seconds, kb in after if seconds <= after[0][0] + window]
    last = [kb for seconds, kb in after if seconds >= after[-1][0] - window]
    return min(last) - min(first)


def check_memory(samples, warmup, limit_kb):
    growth = rss_growth(samples, warmup)
    if growth is None:
        return [f"too few memory samples after the warm-up of {warmup:g} s"]
    if growth > limit_kb:
        return [f"memory grew {growth} kB after the warm-up (at most {limit_kb} kB)"]
    return []


def check_exit(returncode):
    if returncode == 143:
        return []
    if returncode is None:
        return ["feed-tty did not exit within 10 s of SIGTERM (killed)"]
    if returncode < 0:
        return [f"feed-tty was killed by signal {-returncode} instead of exiting 143"]
    return [f"feed-tty exited {returncode} after SIGTERM instead of 143"]
