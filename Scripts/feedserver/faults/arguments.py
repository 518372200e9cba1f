"""The arguments fault modes take after a colon (feed-many:N, slow-headers:SECONDS, ...): each
kind's label in usage texts and its check."""

import re

from .bombs import ENCODED_BOMBS
from .redirects import MAX_HOPS
from .text import MAX_MEGABYTES

DATE_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\+0000")


class Argument:
    """The kind of argument a fault mode takes: its label in usage texts and its check."""

    def __init__(self, label, check=None, requirement=""):
        self.label = label
        self.check = check or (lambda text: True)
        self.requirement = requirement


def is_count(text):
    return text.isdigit() and 0 < int(text) <= 2_000_000


def is_seconds(text):
    return re.fullmatch(r"[0-9]+(\.[0-9]+)?|\.[0-9]+", text) is not None and 0 < float(text) <= 3600


def is_integer_from(low, high):
    return lambda text: re.fullmatch(r"[0-9]{1,6}", text) is not None and low <= int(text) <= high


FILE = Argument("FILE")
COUNT = Argument("N", is_count, "a count from 1 to 2000000")
SECONDS = Argument("SECONDS", is_seconds, "a number of seconds, more than 0 and at most 3600")
CREDENTIALS = Argument("USER:PASSWORD", lambda text: ":" in text, "a user name and a password, joined by a colon")
HOPS = Argument("N", is_integer_from(1, MAX_HOPS), f"a number of redirects from 1 to {MAX_HOPS}")
ENCODING = Argument("ENC", lambda text: text in ENCODED_BOMBS, "one of " + ", ".join(ENCODED_BOMBS))
INFLATABLE = Argument("ENC", lambda text: text in ("gzip", "deflate"), "gzip or deflate")
PORT = Argument("PORT", is_integer_from(1, 65535), "a TCP port from 1 to 65535")
MEGABYTES = Argument("MB", is_integer_from(1, MAX_MEGABYTES), f"a number of megabytes from 1 to {MAX_MEGABYTES}")
AGE = Argument("S", is_integer_from(0, 86400), "whole seconds from 0 to 86400")
EVERY = Argument("N", is_integer_from(1, 86400), "whole seconds from 1 to 86400")
DATE = Argument("DATE", lambda text: DATE_PATTERN.fullmatch(text) is not None,
                "a date like 2100-01-01T00:00:00+0000")
