"""Redirects of the feed: to itself forever, once to feed-moved, along a chain of hops, to an
ftp URL, to a TLS server."""

from ..response import redirect

MAX_HOPS = 20


def fault_redirect_loop(name, argument, request):
    return redirect(302, request["url"], "redirect loop")


def fault_redirect(name, argument, request):
    return redirect(301, request["moved_url"], "moved")


def fault_redirect_chain(name, argument, request):
    hop = request["hop"]
    if hop >= int(argument):
        return None  # the last hop: the feed, as the other faults answer it
    return redirect(302, f"{request['base']}/v1/feed-hop/{hop + 1}{request['suffix']}")


def fault_redirect_ftp(name, argument, request):
    return redirect(302, "ftp://127.0.0.1/feed")


def fault_redirect_to_https(name, argument, request):
    return redirect(302, f"https://127.0.0.1:{argument}{request['target']}")
