"""Which route a request is for: the /__control/ routes (the active and queued faults, the stats,
the request records, the live feed's added items), never changed by faults; else, through the
faults of every answer, the API route of its path."""

import json
import time

from .api_routes import serve_comments, serve_feed, serve_image, serve_status
from .conditional import http_date
from .faults.active import NEXT_ROUTES, NOT_QUEUED, answer
from .faults.arguments import HOPS
from .faults.catalog import FAULTS, HOP_SKIPPED_FAULTS, REDIRECT_FAULTS, available_modes, split_mode, validate_mode
from .fixtures import UUID_PATTERN
from .response import error_response, json_response, not_found


class Request:
    """A request as the routes see it: method, path, the parsed query and the raw one, body,
    headers (case-insensitive get), when it arrived (time.time()), and the queued one-request
    mode it took (set by its route; recorded)."""

    def __init__(self, method, path, query, raw_query="", body=b"", headers=None, arrived=None):
        self.method, self.path, self.query, self.raw_query, self.body = method, path, query, raw_query, body
        self.headers = headers if headers is not None else {}
        self.arrived = arrived if arrived is not None else time.time()
        self.queued = None


def route(server, request):
    control = control_route(request.path, server.base)
    if control is not None:
        return serve_control(server, control, request)
    modes = server.faults.snapshot()
    return answer(modes, "all", {"authorization": request.headers.get("Authorization")},
                  lambda: api_route(server, request, modes))


def api_route(server, request, modes):
    relative = strip_base(request.path, server.base)
    if relative is None or request.method not in ("GET", "HEAD"):
        return not_found()
    if relative == "/v1/feed":
        server.page_delay()
        return serve_feed(server, request, modes)
    if relative == "/v1/feed-moved":
        server.page_delay()
        return serve_feed(server, request, modes, skip=REDIRECT_FAULTS)
    parts = relative.split("/")
    if len(parts) == 4 and parts[:3] == ["", "v1", "feed-hop"] and HOPS.check(parts[3]):
        server.page_delay()
        return serve_feed(server, request, modes, skip=HOP_SKIPPED_FAULTS, hop=int(parts[3]))
    if len(parts) == 4 and parts[:3] == ["", "__test", "status"]:
        return serve_status(parts[3])
    if len(parts) == 5 and parts[:3] == ["", "v1", "image"] and parts[4] == "comments":
        if not UUID_PATTERN.match(parts[3]):
            return not_found()
        server.page_delay()
        return serve_comments(server, request, parts[3], modes)
    if len(parts) == 3 and parts[1] == "images":
        return serve_image(server, request, parts[2], modes)
    return not_found()


def strip_base(path, base):
    """The path relative to base, or None when it is outside base."""
    if not base:
        return path
    if path == base or path.startswith(base + "/"):
        return path[len(base) :]
    return None


CONTROL_ROUTES = ("faults", "faults/next", "stats", "requests", "feed", "feed/add", "feed/remove")
CONTROL_POSTS = ("faults", "faults/next", "feed/add", "feed/remove")
MAX_ADDED_AT_ONCE = 100


def control_route(path, base):
    """The name of a control route's path (at the root or under base; CONTROL_ROUTES), else None."""
    for name in CONTROL_ROUTES:
        if path in (f"/__control/{name}", f"{base}/__control/{name}"):
            return name
    return None


def serve_control(server, control, request):
    method = request.method
    if method == "POST" and control in CONTROL_POSTS:
        if control == "faults":
            return replace_faults(server.faults, request.body)
        if control == "faults/next":
            return queue_next_faults(server.faults, request.body)
        if control == "feed/remove":
            return remove_item(server, request.body)
        return add_items(server, request.body)
    if method not in ("GET", "HEAD") or control in ("feed/add", "feed/remove"):
        return not_found()
    if control in ("faults", "faults/next"):
        return control_faults_payload(server.faults)
    if control == "stats":
        return json_response(server.stats.snapshot())
    if control == "requests":
        since = request.query.get("since", ["0"])[0]
        return json_response(server.requests.snapshot(int(since) if since.isdigit() else 0))
    return live_feed_payload(server)


def live_feed_payload(server, items=None):
    """GET /__control/feed's answer: the items added (or those given), the ids taken out, Last-Modified."""
    added, removed, last_modified = server.live_feed.added()
    return json_response({"items": [added_item_json(server, item) for item in (added if items is None else items)],
                          "removed": removed, "lastModified": http_date(last_modified),
                          "lastModifiedAt": last_modified})


def added_item_json(server, item):
    return dict(item, image=f"{server.public_url}/images/{item['image']}")


def control_faults_payload(faults):
    return json_response({"faults": faults.snapshot(), "next": faults.queued(), "available": available_modes()})


def modes_in(body, usage):
    """The list under "faults" in a JSON body, or an error Response."""
    try:
        modes = json.loads(body.decode("utf-8"))["faults"]
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        return error_response(400, f"body must be JSON {usage}")
    if not isinstance(modes, list):
        return error_response(400, '"faults" must be a list')
    return modes


def replace_faults(faults, body):
    modes = modes_in(body, '{"faults": ["MODE", ...]}')
    if not isinstance(modes, list):
        return modes
    for mode in modes:
        message = validate_mode(mode)
        if message:
            return error_response(400, message)
    faults.replace(modes)
    return control_faults_payload(faults)


def queue_next_faults(faults, body):
    modes = modes_in(body, '{"faults": ["MODE" or null, ...]}')
    if not isinstance(modes, list):
        return modes
    for mode in modes:
        if mode is None:
            continue
        message = validate_mode(mode)
        if message:
            return error_response(400, message)
        if FAULTS[split_mode(mode)[0]].route not in NEXT_ROUTES or split_mode(mode)[0] in NOT_QUEUED:
            return error_response(400, f"fault mode {mode} is not of one request (of the feed, comments or an"
                                       " image): it cannot be queued")
    faults.queue_next(modes)
    return control_faults_payload(faults)


def add_items(server, body):
    """POST /__control/feed/add: {"count": K} (default 1) items on the next whole second."""
    try:
        count = json.loads(body.decode("utf-8") or "{}").get("count", 1)
    except (ValueError, AttributeError, UnicodeDecodeError):
        return error_response(400, 'body must be empty or JSON {"count": K}')
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_ADDED_AT_ONCE:
        return error_response(400, f"count must be a whole number from 1 to {MAX_ADDED_AT_ONCE}")
    return live_feed_payload(server, server.live_feed.add(count))


def remove_item(server, body):
    """POST /__control/feed/remove: {"id": UUID}, taken out of the feed on the next whole second."""
    try:
        item_id = json.loads(body.decode("utf-8"))["id"]
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        return error_response(400, 'body must be JSON {"id": UUID}')
    if not isinstance(item_id, str) or not server.live_feed.remove(item_id):
        return error_response(404, "no such item in the feed")
    return live_feed_payload(server)
