"""The fault modes of feed-server (--fault MODE, POST /__control/faults), a module per kind.

    fault        Fault: what a mode is (its route, summary, answer, argument)
    arguments    the arguments modes take after a colon, and their checks
    catalog      every mode by name (FAULTS), their validation and their --help lines
    active       the active set and the queue of one-request modes, and how they make a
                 request's answer
    content      answers that are not what the contract promises (statuses, bad JSON, wrong types)
    text         text fields made hostile, invisible, invalid or huge
    generated    big pages of generated items and comments
    oversize     bodies and header blocks larger than a client should take
    floods       answers that never end
    timing       answers that are slow to start or to arrive
    transfer     answers framed otherwise (chunked, close-delimited, interim 1xx) or cut short
    redirects    redirects: loops, chains, to other schemes and servers
    bombs        compression bombs (gzip, deflate, br, zstd)
    auth         Basic authentication required
    freshness    validators (ETag, Last-Modified, 304) and freshness (max-age, Expires, no-store)
    limits       a server that pushes back: 429/503 with Retry-After, a rate limit, requests
                 held or dropped unanswered; the feed that grows

Adding a fault: write its function in the module of its kind and add one Fault(...) line to
FAULTS in catalog.py (with argument= one of arguments.py's when it takes one: that validates it).
"""
