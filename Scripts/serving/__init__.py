"""serving: what the loopback test servers' commands share (Python 3 standard library only).

Scripts/feed-server (package feedserver) and Scripts/http-proxy (package http_proxy) are started
and stopped the same way by the tests that drive them, so the way is written once here:

    command     the port check, the single "listening on URL" line, a clean stop (exit 0) on
                SIGTERM or SIGINT, and the files closed after serving
    line_log    a log of one line per request, to a file (appended) or else stderr, whose writes
                never fail a request
    launch      the other side, for a program that runs one as a child (the bench's cases, the
                stress runs): start it, read its URL from that line, stop it
"""
