"""What the app asked feed-server for in a run, and how many bytes of bodies that was."""

import os
import re
import subprocess

from .errors import CaseError


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


KINDS = ("feed", "comments", "images")


def kind_of(target):
    """"feed", "comments" or "images": what a request target asks for."""
    path = target.split("?")[0]
    return "feed" if path.endswith("/v1/feed") else "comments" if path.endswith("/comments") else "images"


def request_counts(requests):
    """How many feed pages, comments and images a run asked for."""
    kinds = dict.fromkeys(KINDS, 0)
    for _, target, _ in requests:
        kinds[kind_of(target)] += 1
    return kinds


def body_sizes(urls):
    """The bytes of each URL's body, by one curl (not urllib, whose TLS modules would grow this
    process by 7 MB: see children)."""
    if not urls:
        return []
    arguments = ["curl", "-fsS", "--no-progress-meter", "-w", "%{size_download}\\n"]
    for url in urls:
        arguments += ["-o", os.devnull, url]
    fetched = subprocess.run(arguments, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    sizes = [int(line) for line in fetched.stdout.split()]
    if fetched.returncode != 0 or len(sizes) != len(urls):
        raise CaseError(f"curl could not fetch the bodies the app fetched: {fetched.stderr.strip()}")
    return sizes


def downloaded_bytes(server_url, requests, sizes):
    """The bytes of the bodies of the 200 answers to `requests` (the app's, from the server's log),
    by kind (feed, comments, images): each target fetched again once (`sizes` keeps them) and
    counted as many times as it was asked for. An image cancelled mid-way counts whole: at most 6
    are in flight, 70 bytes each."""
    origin = re.match(r"https?://[^/]+", server_url).group(0)
    answered = [target for method, target, status in requests if method == "GET" and status == "200"]
    unknown = sorted(set(answered) - set(sizes))
    sizes.update(zip(unknown, body_sizes([origin + target for target in unknown])))
    kinds = dict.fromkeys(KINDS, 0)
    for target in answered:
        kinds[kind_of(target)] += sizes[target]
    return kinds
