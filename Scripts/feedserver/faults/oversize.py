"""Bodies and header blocks larger than a client should take: a 200 MB feed, a 20 MB image, a
header block over 64 KiB, a header line of 100 KiB."""

from ..body_stream import SPACES_CHUNK, ZEROS_CHUNK, padded_chunks
from ..response import Response

HUGE_FEED_BODY = 200 * 1024 * 1024
HUGE_IMAGE_BODY = 20 * 1024 * 1024
FILLER_HEADERS = [(f"X-Filler-{n}", "0123456789" * 10) for n in range(1000)]
LONG_HEADER = ("X-Long-Header", "l" * 102_400)


def fault_huge_body(name, argument, request):
    return Response(200, content_type="application/json", length=HUGE_FEED_BODY,
                    chunks=lambda: padded_chunks(b"", HUGE_FEED_BODY, SPACES_CHUNK))


def fault_image_huge(name, argument, request):
    data = request.get("data")
    if request.get("file") != argument or data is None:
        return None
    return Response(200, content_type=request["content_type"], length=max(HUGE_IMAGE_BODY, len(data)),
                    chunks=lambda: padded_chunks(data, HUGE_IMAGE_BODY, ZEROS_CHUNK))


def fault_extra_headers(headers):
    """A fault that adds headers to the answer it wraps."""

    def respond(name, argument, request):
        response = request["rest"]()
        return response.but(headers=response.headers + headers)

    return respond
