"""Validators and freshness, as a publisher's server sends them: ETag (strong or weak) and
Last-Modified with 304 Not Modified to a request that holds them (feed-validators,
feed-weak-etag, feed-last-modified), a freshness lifetime (feed-max-age:N, feed-expires:N), and
images a private cache must not keep (image-no-store) or must revalidate (image-no-cache,
image-max-age:N). Each wraps the answer of the other faults and adds its headers to a 200 (or
the 304 that stands for one): an error, a redirect, a streamed body are left as they are."""

import time

from ..conditional import entity_tag, http_date, is_not_modified, not_modified


def has_body(response):
    return response.status == 200 and response.chunks is None


def with_validators(request, response, etag, last_modified):
    """response with its ETag and Last-Modified (either may be None), or the 304 that stands for
    it when the request holds a matching validator."""
    headers = [("ETag", etag)] if etag else []
    headers += [("Last-Modified", http_date(last_modified))] if last_modified is not None else []
    response = response.but(headers=response.headers + headers)
    if is_not_modified(request["method"], request["headers"], etag, last_modified):
        return not_modified(response)
    return response


def fault_feed_validators(etag_kind):
    """A feed fault that sends a "strong" or "weak" ETag of the page's body (None: no ETag) and
    the feed's Last-Modified, and answers 304 when they match."""

    def respond(name, argument, request):
        response = request["rest"]()
        if not has_body(response):
            return response
        etag = entity_tag(response.body, weak=etag_kind == "weak") if etag_kind else None
        return with_validators(request, response, etag, request["last_modified"])

    return respond


def fresh_answer(response):
    return response.status in (200, 304)


def fault_max_age(name, argument, request):
    response = request["rest"]()
    if not fresh_answer(response):
        return response
    return response.but(headers=response.headers + [("Cache-Control", f"max-age={int(argument)}")])


def fault_expires(name, argument, request):
    response = request["rest"]()
    if not fresh_answer(response):
        return response
    return response.but(headers=response.headers + [("Expires", http_date(time.time() + int(argument)))])


def fault_image_no_store(name, argument, request):
    response = request["rest"]()
    if not has_body(response):
        return response
    return response.but(headers=response.headers + [("Cache-Control", "no-store")])


def fault_image_revalidated(cache_control):
    """An image fault: cache_control(argument) as Cache-Control, a strong ETag of the image's
    bytes, Last-Modified the server's start, and 304 when they match."""

    def respond(name, argument, request):
        response = request["rest"]()
        if not has_body(response):
            return response
        response = response.but(headers=response.headers + [("Cache-Control", cache_control(argument))])
        return with_validators(request, response, entity_tag(response.body), request["last_modified"])

    return respond
