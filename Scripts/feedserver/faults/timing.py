"""Answers slow to start (headers after SECONDS) or to arrive (a body spread over SECONDS)."""

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
