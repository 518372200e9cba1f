"""Big pages of generated items and comments (feed-many, feed-pages, feed-million,
comments-many): every item's image is the fixtures' pixel.png."""

import functools
import re
import time

from ..contract import DATE_FORMAT, parse_limit
from ..response import Response, json_response

GENERATED_ITEM = '{"id":"%08X-0000-4000-8000-%012X","description":"Generated item %d","image":"%s"}'
GENERATED_ID = re.compile(r"^([0-9A-Fa-f]{8})-0000-4000-8000-([0-9A-Fa-f]{12})$")
GENERATED_COMMENT = ('{"id":"%08X-0000-4000-8000-%012X","message":"Generated comment %d","created_at":"%s",'
                     '"author":{"username":"user %d"}}')
GENERATED_IMAGE = "pixel.png"
MILLION = 1_000_000


def generated_items_chunks(count, image_url, block=500):
    """The JSON page of `count` generated items, in chunks of `block` items (~64 KB)."""
    yield b'{"items":['
    for start in range(0, count, block):
        items = ",".join(GENERATED_ITEM % (i, i, i + 1, image_url) for i in range(start, min(count, start + block)))
        yield (("," if start else "") + items).encode()
    yield b"]}"


@functools.lru_cache(maxsize=8)
def generated_items_length(count, image_url):
    """len(b"".join(generated_items_chunks(count, image_url))), computed without generating."""
    fixed = len(GENERATED_ITEM % (0, 0, 0, image_url)) - 1  # all but the digits of "Generated item %d"
    digits, width, low = 0, 1, 1
    while low <= count:
        high = min(count, low * 10 - 1)
        digits += (high - low + 1) * width
        width, low = width + 1, low * 10
    return len('{"items":[') + count * fixed + digits + (count - 1) + len("]}")


@functools.lru_cache(maxsize=4)
def many_items_body(count, image_url):
    """A page of `count` generated items, built once per size: big pages are asked for again."""
    return b"".join(generated_items_chunks(count, image_url))


def generated_image_url(request):
    return request["image_base"] + "/" + GENERATED_IMAGE


def fault_many_items(name, argument, request):
    return Response(200, many_items_body(int(argument), generated_image_url(request)), "application/json")


def generated_index_after(item_id, count):
    """The index of the generated item after the one with id item_id (as GENERATED_ITEM makes
    them: the index twice, in hex), or None when it is not one of count generated items."""
    match = GENERATED_ID.match(item_id)
    if not match or int(match.group(1), 16) != int(match.group(2), 16) or int(match.group(1), 16) >= count:
        return None
    return int(match.group(1), 16) + 1


def fault_paged_items(name, argument, request):
    count, query = int(argument), request["query"]
    limit = parse_limit(query)
    if limit is None:
        return None  # a bad limit: answered as usual (400)
    after_ids = query.get("after_id")
    start = generated_index_after(after_ids[0], count) if after_ids else 0
    if start is None:
        return json_response({"items": []})
    image_url = generated_image_url(request)
    items = ",".join(GENERATED_ITEM % (i, i, i + 1, image_url) for i in range(start, min(count, start + limit)))
    return Response(200, ('{"items":[' + items + "]}").encode(), "application/json")


@functools.lru_cache(maxsize=4)
def many_comments_body(count):
    """A page of `count` generated comments, dated now: built once per size, then kept."""
    now = time.time()
    chunks = [b'{"items":[']
    for start in range(0, count, 500):
        comments = ",".join(
            GENERATED_COMMENT % (i, i, i + 1, time.strftime(DATE_FORMAT, time.gmtime(now - (i + 1) * 60)), i + 1)
            for i in range(start, min(count, start + 500)))
        chunks.append((("," if start else "") + comments).encode())
    chunks.append(b"]}")
    return b"".join(chunks)


def fault_many_comments(name, argument, request):
    return Response(200, many_comments_body(int(argument)), "application/json")


def fault_million_items(name, argument, request):
    image_url = generated_image_url(request)
    return Response(200, content_type="application/json", length=generated_items_length(MILLION, image_url),
                    chunks=lambda: generated_items_chunks(MILLION, image_url))
