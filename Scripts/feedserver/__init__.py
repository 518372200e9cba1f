"""feedserver: the modules behind Scripts/feed-server (Python 3 standard library only).

Scripts/feed-server is the command and its manual (--help); it hands over to cli.main. An
answer is made in three steps: routes picks the route of a request, api_routes makes its
normal answer (a Response), and the active fault modes (faults/) may replace or wrap it;
handler then writes it, cut, paced and framed by body_stream.

    cli            the options and their checks (start and stop: serving.command, shared
                   with Scripts/http-proxy)
    server         the listening socket: threads, TLS wrapping, the public URL
    handler        one connection: reads requests, writes Responses
    tls            the TLS context, per-connection handshakes, close_notify
    bookkeeping    the counts /__control/stats reports and the records /__control/requests
                   gives (the request log is serving.line_log's)
    routes         which route a request is for; the /__control/ routes
    api_routes     the API contract's routes: feed, comments, images; the status route
    contract       the contract's paging (limit, after_id) and date format
    fixtures       feed.json, comments.json and images/, read and checked at start
    live_feed      the feed as it changes: items added over the fixtures', its Last-Modified
    conditional    RFC 9110's conditional GET: entity tags, HTTP-dates, 304 Not Modified
    response       Response, the answer every route and fault returns
    body_stream    how a body is sent: cut at its length, paced, chunk-framed, or a flood
    faults/        the fault modes, a module per kind, listed in faults/catalog.py
"""
