#!/usr/bin/env python3
"""A stand-in for `feed-tty --url URL --watch --watch-interval S --format json --no-cache
--timeout S`, small enough to read at a glance, for the soak's own tests: it loads the first
page, prints it as an `items` line, then polls it politely (If-None-Match; the longer of the
interval and max-age after an answer, Retry-After after a 429 or 503, twice the interval after a
failure) and prints the items it had not seen as a `newItems` line; SIGTERM ends it with 143.

FAKE_CLIENT (environment) makes it misbehave for the tests that must see the soak fail:
"impolite" polls every 0.2 s whatever the server says, "repeat" prints every new item twice,
"crash" dies by SIGABRT on SIGTERM."""

import json
import os
import re
import signal
import sys
import time
import urllib.error
import urllib.request

MISBEHAVIOUR = os.environ.get("FAKE_CLIENT", "")


def option(name, default=None):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def on_sigterm(signum, frame):
    if MISBEHAVIOUR == "crash":
        os.abort()
    sys.exit(143)


def fetch(url, etag, timeout):
    """(status, headers, items or None)."""
    request = urllib.request.Request(url, headers={"If-None-Match": etag} if etag else {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.headers, json.loads(response.read())["items"]
    except urllib.error.HTTPError as error:
        return error.code, error.headers, None
    except (OSError, ValueError):
        return 0, {}, None


def wait_after(status, headers, interval):
    if MISBEHAVIOUR == "impolite":
        return 0.2
    retry = headers.get("Retry-After", "")
    if status in (429, 503) and retry.isdigit():
        return int(retry) + 0.05
    if status in (429, 503) and retry:
        return max(0.0, email_date(retry) - time.time()) + 0.05
    match = re.search(r"max-age=(\d+)", headers.get("Cache-Control", ""))
    if status in (200, 304):
        return max(interval, int(match.group(1)) if match else 0)
    return 2 * interval


def email_date(text):
    import email.utils
    return email.utils.mktime_tz(email.utils.parsedate_tz(text))


def main():
    signal.signal(signal.SIGTERM, on_sigterm)
    url = option("--url") + "/v1/feed?limit=10"
    interval, timeout = float(option("--watch-interval", "300")), float(option("--timeout", "30"))
    seen, number, etag, first = set(), 0, None, True
    while True:
        status, headers, items = fetch(url, etag, timeout)
        if items is not None:
            etag = headers.get("ETag")
            fresh = [item for item in items if item["id"] not in seen]
            seen.update(item["id"] for item in fresh)
            shown = []
            for item in (fresh if first else reversed(fresh)):
                number += 1
                shown.append({"number": number, "id": item["id"], "imageURL": item["image"]})
            if shown:
                line = json.dumps({"type": "items" if first else "newItems", "items": shown})
                print(line, flush=True)
                if MISBEHAVIOUR == "repeat" and not first:
                    print(line, flush=True)
            first = False
        time.sleep(wait_after(status, headers, interval))


if __name__ == "__main__":
    main()
