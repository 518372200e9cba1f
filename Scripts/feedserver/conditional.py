"""Conditional GET as RFC 9110 says an origin server answers it (section 13): entity tags and
HTTP-dates, If-None-Match (weak comparison, a list, "*") before If-Modified-Since, and the
304 Not Modified answer (section 15.4.5). The fault modes that send validators use it."""

import email.utils
import hashlib
import re

# An entity-tag: an optional weak indicator, then an opaque tag in double quotes (RFC 9110 8.8.3).
ENTITY_TAG = re.compile(r'\s*(W/)?("[^"]*")\s*(?:,|$)')
# Kept from the 200 a 304 stands for (RFC 9110 15.4.5): Date is the handler's, as on every answer.
NOT_MODIFIED_HEADERS = ("Cache-Control", "Content-Location", "ETag", "Expires", "Vary")


def entity_tag(body, weak=False):
    """A strong entity tag computed from the body (the same body, the same tag), or a weak one."""
    tag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
    return "W/" + tag if weak else tag


def http_date(seconds):
    """IMF-fixdate, e.g. Sun, 06 Nov 1994 08:49:37 GMT (seconds since the epoch, cut to whole)."""
    return email.utils.formatdate(int(seconds), usegmt=True)


def parse_http_date(text):
    """Seconds since the epoch of an HTTP-date (any of the three formats), or None."""
    try:
        parsed = email.utils.parsedate_tz(text)
    except (TypeError, ValueError):
        return None
    if parsed is None:
        return None
    return email.utils.mktime_tz(parsed)


def opaque_tags(field):
    """The opaque tags (quotes included, W/ dropped) of an If-None-Match list, "*" for "*", or
    None when the field is not a valid list (then it is ignored)."""
    if field.strip() == "*":
        return "*"
    tags, position = [], 0
    while position < len(field):
        match = ENTITY_TAG.match(field, position)
        if match is None or match.end() == position:
            return None
        tags.append(match.group(2))
        position = match.end()
    return tags


def weakly_matches(etag, field):
    """If-None-Match's test: does field name the current entity tag etag (None: there is none)?
    Weak comparison (RFC 9110 8.8.3.2): the opaque tags are equal, weak or not."""
    tags = opaque_tags(field)
    if tags == "*":
        return True  # any current representation
    if tags is None or etag is None:
        return False
    return etag.removeprefix("W/") in tags


def is_not_modified(method, headers, etag, last_modified):
    """Whether a GET or HEAD with these request headers is answered 304 (RFC 9110 13.2.2):
    If-None-Match decides when present; else If-Modified-Since, when the answer has a
    Last-Modified (whole seconds since the epoch) no later than it."""
    if method not in ("GET", "HEAD"):
        return False
    if_none_match = headers.get("If-None-Match")
    if if_none_match is not None:
        return weakly_matches(etag, if_none_match)
    if_modified_since = headers.get("If-Modified-Since")
    if if_modified_since is None or last_modified is None:
        return False
    since = parse_http_date(if_modified_since)
    return since is not None and last_modified <= since


def not_modified(response):
    """The 304 that stands for response: no body, and of its headers those RFC 9110 15.4.5 keeps
    (Last-Modified too when there is no ETag, as it says may help a cache)."""
    kept = [(key, value) for key, value in response.headers if key in NOT_MODIFIED_HEADERS]
    if not any(key == "ETag" for key, _ in kept):
        kept += [(key, value) for key, value in response.headers if key == "Last-Modified"]
    return response.but(status=304, body=b"", chunks=None, length=0, content_type=None, framing="none",
                        headers=kept)
