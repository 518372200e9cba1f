"""Answers slow to start (headers after SECONDS) or to arrive (a body spread over SECONDS)."""

import threading
import time
import zlib


def fault_slow_headers(name, argument, request):
    time.sleep(float(argument))
    return request["rest"]()


def fault_slow_body(name, argument, request):
    response = request["rest"]()
    return response.but(pace=float(argument)) if response.has_length else response


def spread_latency(name):
    """The seconds image FILE waits under image-latency-spread: 0.5 * 6 ** u with u in [0, 1)
    from the CRC-32 of its name, so between 0.5 and 3 s, about half of them under 1.2 s, the same
    for the same file on every run (a far server that tests can reproduce)."""
    return 0.5 * 6 ** (zlib.crc32(name.encode()) / 2 ** 32)


def fault_latency_spread(name, argument, request):
    time.sleep(spread_latency(request["file"]))
    return request["rest"]()


class _ImageCount:
    """Image requests since image-stop-after was switched on; counted under a lock, since each
    connection has its own thread."""

    def __init__(self):
        self.lock, self.count = threading.Lock(), 0

    def reset(self, _argument=None):
        with self.lock:
            self.count = 0

    def next(self):
        with self.lock:
            self.count += 1
            return self.count


_image_requests = _ImageCount()
_never = threading.Event()


def fault_stop_after(name, argument, request):
    """The first N image requests are answered; every later one is held open, unanswered, until the
    server stops: a server that goes away in the middle of a long page."""
    if _image_requests.next() > int(argument):
        _never.wait()
    return request["rest"]()


reset_image_count = _image_requests.reset
