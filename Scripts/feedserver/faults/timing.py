"""Answers slow to start (headers after SECONDS) or to arrive (a body spread over SECONDS)."""

import time


def fault_slow_headers(name, argument, request):
    time.sleep(float(argument))
    return request["rest"]()


def fault_slow_body(name, argument, request):
    response = request["rest"]()
    return response.but(pace=float(argument)) if response.has_length else response
