"""A publisher's server that pushes back: 429 and 503 with Retry-After (seconds or an HTTP-date),
a rate limit that only an impolite client meets, and requests that hang or are dropped unanswered."""

import math
import time

from ..conditional import http_date
from ..response import Response, error_response

REASONS = {429: "too many requests", 503: "service unavailable"}


def retry_answer(status, retry_after):
    return error_response(status, REASONS[status]).but(headers=[("Retry-After", retry_after)])


def fault_retry_after(status, as_date=False):
    """status with Retry-After: the argument's whole seconds, or (as_date) the HTTP-date that many
    seconds after now, rounded up to the next whole second so a client that waits until it waits
    at least that long."""

    def respond(name, argument, request):
        seconds = int(argument)
        return retry_answer(status, http_date(math.ceil(time.time() + seconds)) if as_date else str(seconds))

    return respond


def fault_rate_limit(name, argument, request):
    """429 to a feed request that arrives sooner than the argument's seconds after the previous feed
    request answered otherwise (its answer's time, as the request log has it), with Retry-After
    the seconds left, rounded up; else the usual answer."""
    previous = request["previous_feed_answer"]()
    if previous is None:
        return None
    left = previous + int(argument) - request["arrived"]
    if left <= 0:
        return None
    return retry_answer(429, str(math.ceil(left)))


def unanswered():
    """No status line at all: the connection is closed as soon as the request is read (logged as 000)."""
    return Response(0, framing="raw", chunks=lambda: ())


def fault_hang(name, argument, request):
    time.sleep(float(argument))
    return unanswered()


def fault_drop(name, argument, request):
    return unanswered()


def fault_grows(name, argument, request):
    return None  # the feed grows by itself (live_feed); its answers are the usual ones
