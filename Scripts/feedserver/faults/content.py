"""Answers that are not what the API contract promises: error statuses, invalid JSON, an empty
feed, wrongly typed fields, an HTML page for an image, a missing image, comments of one date."""

from ..response import Response, error_response, json_response, not_found

HTML_PAGE = b"<!DOCTYPE html>\n<html><head><title>Not an image</title></head><body><h1>Hello</h1></body></html>\n"


def fault_status(status):
    def respond(name, argument, request):
        return error_response(status, f"injected fault {name}")

    return respond


def fault_invalid_json(name, argument, request):
    return Response(200, b'{"items": [{"id": "not json at all \x00 ]]', "application/json")


def fault_empty_feed(name, argument, request):
    return json_response({"items": []})


def fault_page_cap(name, argument, request):
    """The fixtures' page with at most N items, whatever its limit asks for: a server that caps its
    pages, as many real APIs do; the next page starts after its last item, so nothing is skipped."""
    payload = request["payload"]()
    if payload is None:
        return None  # a bad limit: answered as usual (400)
    return json_response({"items": payload["items"][: int(argument)]})


def fault_wrong_types(name, argument, request):
    items = [{"id": 42 + i, "description": {"a": 1}, "location": 7, "image": ["x"]} for i in range(3)]
    return json_response({"items": items})


def fault_image_html(name, argument, request):
    if request.get("file") != argument:
        return None
    return Response(200, HTML_PAGE, "text/html; charset=utf-8")


def fault_image_404(name, argument, request):
    if request.get("file") != argument:
        return None
    return not_found()


def fault_comments_dated(name, argument, request):
    return json_response({"items": [dict(comment, created_at=argument) for comment in request["comments"]()]})
