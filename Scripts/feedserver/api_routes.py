"""The routes of the API contract (feed, feed-moved and its hops, comments, images) and the
status route, each answering through the active fault modes of its route."""

import os
import re
import time

from .contract import DATE_FORMAT, feed_page
from .faults.active import answer, text_filter
from .response import Response, error_response, json_response, not_found

CONTENT_TYPES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
}
STATUS_WITHOUT_BODY = (204, 304)


def feed_item_json(item, image_base, text):
    result = {"id": item["id"]}
    for key in ("description", "location"):
        if item.get(key) is not None:
            result[key] = text(item[key])
    result["image"] = f"{image_base}/{item['image']}"
    return result


def comment_json(comment, now, text):
    created = time.gmtime(now - comment["minutes_ago"] * 60)
    return {
        "id": comment["id"],
        "message": text(comment["message"]),
        "created_at": time.strftime(DATE_FORMAT, created),
        "author": {"username": text(comment["username"])},
    }


def feed_payload(server, items, query, modes):
    """The normal feed page of items (the live feed's) as a dict, or None for a bad limit."""
    page = feed_page(items, query)
    if page is None:
        return None
    text = text_filter(modes)
    image_base = server.public_url + "/images"
    return {"items": [feed_item_json(item, image_base, text) for item in page]}


def serve_feed(server, request, modes, skip=(), hop=0):
    """request: the routes.Request of a feed route."""
    path, query, raw_query = request.path, request.query, request.raw_query
    modes, request.queued = server.faults.for_request("feed", modes)
    items, last_modified = server.live_feed.snapshot()  # one snapshot: the page and its date agree

    def normal():
        payload = feed_payload(server, items, query, modes)
        if payload is None:
            return error_response(400, "limit must be a positive integer")
        return json_response(payload)

    suffix = f"?{raw_query}" if raw_query else ""
    fault_request = {
        "image_base": server.public_url + "/images",
        "url": server.origin + path + suffix,
        "target": path + suffix,
        "moved_url": server.public_url + "/v1/feed-moved" + suffix,
        "base": server.base,
        "suffix": suffix,
        "hop": hop,
        "query": query,
        "payload": lambda: feed_payload(server, items, query, modes),
        "method": request.method,
        "headers": request.headers,
        "arrived": request.arrived,
        "last_modified": last_modified,
        "previous_feed_answer": server.requests.previous_feed_answer,
    }
    return answer(modes, "feed", fault_request, normal, skip)


def serve_comments(server, request, image_id, modes):
    modes, request.queued = server.faults.for_request("comments", modes)

    def comments():
        now, text = time.time(), text_filter(modes)
        return [comment_json(comment, now, text) for comment in server.fixtures.comments.get(image_id.upper(), [])]

    return answer(modes, "comments", {"image_id": image_id, "comments": comments},
                  lambda: json_response({"items": comments()}))


def serve_image(server, request, name, modes):
    modes, request.queued = server.faults.for_request("image", modes)
    data = server.fixtures.images.get(name)
    content_type = CONTENT_TYPES.get(os.path.splitext(name)[1].lower(), "application/octet-stream")

    def normal():
        return not_found() if data is None else Response(200, data, content_type)

    return answer(modes, "image", {"file": name, "data": data, "content_type": content_type, "method": request.method,
                                   "headers": request.headers, "last_modified": server.live_feed.started}, normal)


def serve_status(text):
    if not re.fullmatch(r"[0-9]{3}", text) or not 200 <= int(text) <= 599:
        return not_found()
    status = int(text)
    if status in STATUS_WITHOUT_BODY:
        return Response(status, content_type=None, framing="none")
    return Response(status, b"" if status == 205 else f"status {status}".encode(), "text/plain")
