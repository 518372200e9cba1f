"""Which route a request is for: the /__control/ routes (the active faults, the stats), never
changed by faults; else, through the faults of every answer, the API route of its path."""

import json

from .api_routes import serve_comments, serve_feed, serve_image, serve_status
from .faults.active import answer
from .faults.arguments import HOPS
from .faults.catalog import HOP_SKIPPED_FAULTS, REDIRECT_FAULTS, available_modes, validate_mode
from .fixtures import UUID_PATTERN
from .response import error_response, json_response, not_found


def route(server, method, path, query, body, raw_query="", authorization=None):
    control = control_route(path, server.base)
    if control == "faults" and method == "POST":
        return replace_faults(server.faults, body)
    if control is not None:
        if method not in ("GET", "HEAD"):
            return not_found()
        return control_faults_payload(server.faults) if control == "faults" else json_response(server.stats.snapshot())
    modes = server.faults.snapshot()
    return answer(modes, "all", {"authorization": authorization},
                  lambda: api_route(server, method, path, query, raw_query, modes))


def api_route(server, method, path, query, raw_query, modes):
    relative = strip_base(path, server.base)
    if relative is None or method not in ("GET", "HEAD"):
        return not_found()
    if relative == "/v1/feed":
        server.page_delay()
        return serve_feed(server, path, query, raw_query, modes)
    if relative == "/v1/feed-moved":
        server.page_delay()
        return serve_feed(server, path, query, raw_query, modes, skip=REDIRECT_FAULTS)
    parts = relative.split("/")
    if len(parts) == 4 and parts[:3] == ["", "v1", "feed-hop"] and HOPS.check(parts[3]):
        server.page_delay()
        return serve_feed(server, path, query, raw_query, modes, skip=HOP_SKIPPED_FAULTS, hop=int(parts[3]))
    if len(parts) == 4 and parts[:3] == ["", "__test", "status"]:
        return serve_status(parts[3])
    if len(parts) == 5 and parts[:3] == ["", "v1", "image"] and parts[4] == "comments":
        if not UUID_PATTERN.match(parts[3]):
            return not_found()
        server.page_delay()
        return serve_comments(server, parts[3], modes)
    if len(parts) == 3 and parts[1] == "images":
        return serve_image(server, parts[2], modes)
    return not_found()


def strip_base(path, base):
    """The path relative to base, or None when it is outside base."""
    if not base:
        return path
    if path == base or path.startswith(base + "/"):
        return path[len(base) :]
    return None


def control_route(path, base):
    """"faults" or "stats" for a control route's path (at the root or under base), else None."""
    for name in ("faults", "stats"):
        if path in (f"/__control/{name}", f"{base}/__control/{name}"):
            return name
    return None


def control_faults_payload(faults):
    return json_response({"faults": faults.snapshot(), "available": available_modes()})


def replace_faults(faults, body):
    try:
        modes = json.loads(body.decode("utf-8"))["faults"]
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        return error_response(400, 'body must be JSON {"faults": ["MODE", ...]}')
    if not isinstance(modes, list):
        return error_response(400, '"faults" must be a list')
    for mode in modes:
        message = validate_mode(mode)
        if message:
            return error_response(400, message)
    faults.replace(modes)
    return control_faults_payload(faults)
