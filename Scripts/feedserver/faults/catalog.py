"""Every fault mode by name (FAULTS, in the order --help lists them), how a mode given on the
command line or to /__control/faults is checked, and the modes' lines at the end of --help."""

from . import auth, bombs, content, floods, freshness, generated, limits, oversize, redirects, text, timing, transfer
from .arguments import AGE, CREDENTIALS, COUNT, DATE, ENCODING, EVERY, FILE, HOPS, INFLATABLE, MEGABYTES, PORT, \
    SECONDS
from .fault import Fault

FAULTS = {
    "feed-500": Fault("feed", "feed answers 500", content.fault_status(500)),
    "feed-404": Fault("feed", "feed answers 404", content.fault_status(404)),
    "feed-invalid-json": Fault("feed", "feed answers 200 with invalid JSON", content.fault_invalid_json),
    "feed-empty": Fault("feed", "feed answers 200 with no items", content.fault_empty_feed),
    "comments-500": Fault("comments", "comments answer 500", content.fault_status(500)),
    "image-html": Fault("image", "image FILE answers 200 text/html", content.fault_image_html, argument=FILE),
    "image-404": Fault("image", "image FILE answers 404", content.fault_image_404, argument=FILE),
    "hostile-text": Fault("text", "escape sequences in every text field", text=text.hostile),
    "feed-many": Fault("feed", "every feed page is N generated items", generated.fault_many_items, argument=COUNT),
    "feed-page-cap": Fault("feed", "every feed page at most N items, whatever limit asks", content.fault_page_cap,
                           argument=COUNT),
    "feed-pages": Fault("feed", "the feed is N generated items, paged", generated.fault_paged_items,
                        argument=COUNT),
    "comments-many": Fault("comments", "every comments answer is N generated comments",
                           generated.fault_many_comments, argument=COUNT),
    "slow-headers": Fault("feed", "feed headers after SECONDS", timing.fault_slow_headers, argument=SECONDS,
                          wraps=True),
    "comments-slow-headers": Fault("comments", "comments headers after SECONDS", timing.fault_slow_headers,
                                   argument=SECONDS, wraps=True),
    "image-slow-headers": Fault("image", "every image's headers after SECONDS", timing.fault_slow_headers,
                                argument=SECONDS, wraps=True),
    "image-latency-spread": Fault("image", "each image's headers after 0.5-3 s, fixed by its name",
                                  timing.fault_latency_spread, wraps=True),
    "image-stop-after": Fault("image", "images after the first N never answer", timing.fault_stop_after,
                              argument=COUNT, wraps=True, prepare=timing.reset_image_count),
    "slow-body": Fault("feed", "feed body spread over SECONDS", timing.fault_slow_body, argument=SECONDS,
                       wraps=True),
    "feed-redirect-loop": Fault("feed", "feed answers 302 to itself", redirects.fault_redirect_loop),
    "feed-redirect": Fault("feed", "feed answers 301 to feed-moved", redirects.fault_redirect),
    "feed-truncated": Fault("feed", "feed body cut in half, then closed", transfer.fault_truncated, wraps=True),
    "feed-reset": Fault("feed", "feed body close-delimited, cut in half by a reset", transfer.fault_reset,
                        wraps=True),
    "feed-wrong-types": Fault("feed", "feed items with wrongly typed fields", content.fault_wrong_types),
    "feed-million": Fault("feed", "every feed page is 1,000,000 items, streamed", generated.fault_million_items),
    "feed-huge-body": Fault("feed", "feed answers 200 MB of spaces", oversize.fault_huge_body),
    "image-huge": Fault("image", "image FILE answers a 20 MB body", oversize.fault_image_huge, argument=FILE),
    "feed-invalid-utf8": Fault("feed", "feed descriptions with invalid UTF-8", text.fault_invalid_utf8),
    "feed-long-description": Fault("feed", "feed descriptions of 1 MB of words", text.fault_long_description),
    "feed-huge-description": Fault("feed", "first feed description of MB megabytes of words",
                                   text.fault_huge_description, argument=MEGABYTES),
    "feed-escapes": Fault("feed", "feed descriptions of MB megabytes of escaped ESCs", text.fault_escapes,
                          argument=MEGABYTES),
    "invisible-text": Fault("text", "invisible and bidi characters in every text field", text=text.invisible),
    "comments-dated": Fault("comments", "every comment created at DATE", content.fault_comments_dated,
                            argument=DATE),
    "image-flood": Fault("image", "every image floods NUL bytes, close-delimited", floods.fault_image_flood),
    "image-encoded": Fault("image", "every image is a 1 GiB ENC bomb", bombs.fault_image_encoded,
                           argument=ENCODING, prepare=bombs.prepare),
    "feed-encoded": Fault("feed", "the feed is a 1 GiB ENC bomb", bombs.fault_feed_encoded, argument=ENCODING,
                          prepare=bombs.prepare),
    "feed-compressed": Fault("feed", "feed pages sent compressed in ENC, unasked", transfer.fault_compressed,
                             argument=INFLATABLE, wraps=True),
    "image-compressed": Fault("image", "images sent compressed in ENC, unasked", transfer.fault_compressed,
                              argument=INFLATABLE, wraps=True),
    "feed-trickle-flood": Fault("feed", "feed trickles for SECONDS, then floods spaces", floods.fault_trickle_flood,
                                argument=SECONDS),
    "endless-1xx": Fault("feed", "feed answers 100 Continue forever", floods.fault_endless_1xx),
    "huge-headers": Fault("feed", "feed header block over 64 KiB",
                          oversize.fault_extra_headers(oversize.FILLER_HEADERS), wraps=True),
    "long-header-line": Fault("feed", "feed header line of 100 KiB",
                              oversize.fault_extra_headers([oversize.LONG_HEADER]), wraps=True),
    "endless-headers": Fault("feed", "feed header lines forever", floods.fault_endless_headers),
    "redirect-chain": Fault("feed", "feed redirects N times, then answers", redirects.fault_redirect_chain,
                            argument=HOPS),
    "redirect-ftp": Fault("feed", "feed answers 302 to an ftp URL", redirects.fault_redirect_ftp),
    "redirect-to-https": Fault("feed", "feed answers 302 to https on PORT", redirects.fault_redirect_to_https,
                               argument=PORT),
    "basic-auth": Fault("all", "every answer needs Basic USER:PASSWORD", auth.fault_basic_auth,
                        argument=CREDENTIALS, wraps=True),
    "chunked": Fault("all", "every answer chunked", transfer.fault_framing("chunked"), wraps=True),
    "close-delimited": Fault("all", "every answer close-delimited", transfer.fault_framing("close"), wraps=True),
    "interim-100": Fault("all", "every answer after a 100 and a 103", transfer.fault_interim, wraps=True),
    "feed-validators": Fault("feed", "feed pages with a strong ETag and Last-Modified; 304 when they match",
                             freshness.fault_feed_validators("strong"), wraps=True),
    "feed-weak-etag": Fault("feed", "feed pages with a weak ETag and Last-Modified; 304 when they match",
                            freshness.fault_feed_validators("weak"), wraps=True),
    "feed-last-modified": Fault("feed", "feed pages with Last-Modified only; 304 when not modified since",
                                freshness.fault_feed_validators(None), wraps=True),
    "feed-max-age": Fault("feed", "feed pages with Cache-Control: max-age=S", freshness.fault_max_age,
                          argument=AGE, wraps=True),
    "feed-expires": Fault("feed", "feed pages with Expires S seconds after Date", freshness.fault_expires,
                          argument=AGE, wraps=True),
    "feed-grows": Fault("feed", "a new item at the top of the feed every N seconds", limits.fault_grows,
                        argument=EVERY),
    "feed-429": Fault("feed", "feed answers 429 with Retry-After: S", limits.fault_retry_after(429), argument=AGE),
    "feed-503": Fault("feed", "feed answers 503 with Retry-After: S", limits.fault_retry_after(503), argument=AGE),
    "feed-429-date": Fault("feed", "feed answers 429 with Retry-After: the date S seconds on",
                           limits.fault_retry_after(429, as_date=True), argument=AGE),
    "feed-503-date": Fault("feed", "feed answers 503 with Retry-After: the date S seconds on",
                           limits.fault_retry_after(503, as_date=True), argument=AGE),
    "feed-rate-limit": Fault("feed", "429 to a feed request sooner than S seconds after the last answered",
                             limits.fault_rate_limit, argument=AGE),
    "feed-hang": Fault("feed", "feed request held SECONDS, then closed unanswered", limits.fault_hang,
                       argument=SECONDS),
    "feed-drop": Fault("feed", "feed request closed at once, unanswered", limits.fault_drop),
    "image-no-store": Fault("image", "every image with Cache-Control: no-store", freshness.fault_image_no_store,
                            wraps=True),
    "image-no-cache": Fault("image", "every image with no-cache, ETag and Last-Modified; 304 when they match",
                            freshness.fault_image_revalidated(lambda argument: "no-cache"), wraps=True),
    "image-max-age": Fault("image", "every image with max-age=S, ETag and Last-Modified; 304 when they match",
                           freshness.fault_image_revalidated(lambda argument: f"max-age={int(argument)}"),
                           argument=AGE, wraps=True),
}

REDIRECT_FAULTS = ("feed-redirect", "feed-redirect-loop", "redirect-chain", "redirect-ftp", "redirect-to-https")
HOP_SKIPPED_FAULTS = tuple(name for name in REDIRECT_FAULTS if name != "redirect-chain")


def split_mode(mode):
    name, _, argument = mode.partition(":")
    return name, argument


def validate_mode(mode):
    """Returns an error message for an invalid mode, or None."""
    if not isinstance(mode, str):
        return f"fault mode must be a string: {mode!r}"
    name, argument = split_mode(mode)
    fault = FAULTS.get(name)
    if fault is None:
        return f"unknown fault mode: {mode!r} (available: {', '.join(available_modes())})"
    if fault.argument is None:
        return f"fault mode {name} takes no argument" if ":" in mode else None
    if not argument:
        return f"fault mode {name} needs an argument: {name}:{fault.argument.label}"
    if not fault.argument.check(argument):
        return f"fault mode {name} needs {fault.argument.requirement}: {name}:{fault.argument.label}"
    return None


def available_modes():
    return [name + (f":{fault.argument.label}" if fault.argument else "") for name, fault in FAULTS.items()]


def fault_modes_help():
    """The end of --help: each fault mode on a line of its own, with what it does."""
    modes = available_modes()
    width = max(len(mode) for mode in modes) + 2
    lines = [f"  {mode.ljust(width)}{fault.summary}" for mode, fault in zip(modes, FAULTS.values())]
    return "fault modes (--fault MODE; each is described in full above):\n" + "\n".join(lines)
