"""Fault: one fault mode, as listed in catalog.FAULTS."""


class Fault:
    """A fault mode.

    route: "feed", "comments" or "image" (the route it applies to), "text", or "all" (every
        answer but the control routes'; its request has only "rest" and "authorization", the
        request's Authorization header or None).
    respond(name, argument, request) -> Response or None: replaces the normal answer
        (None means "not for this request", e.g. an image fault naming another file).
        request["rest"]() is the answer without this fault (the other faults', or the
        normal one); feed requests also have request["payload"]() (the normal page, a
        dict, or None for a bad limit), "query" (the parsed query), "image_base", "url" (the absolute URL asked
        for), "target" (its path and query), "moved_url", "base", "suffix" (the query with
        its "?", or "") and "hop" (K on {base}/v1/feed-hop/K, else 0); comments requests
        have "image_id" and "comments"() (the normal comments, a list of dicts); image
        requests have "file", "data" (None for an unknown file), "content_type".
    argument: None, or the Argument the mode takes after a colon (FILE, COUNT, SECONDS, ...).
    wraps: the fault changes the answer of request["rest"](), so it is tried first.
    text: for route "text", a function every text field of feed and comments payloads is
        passed through (hostile, invisible); the active ones apply in the order given.
    prepare(argument): called when the mode is switched on, for work too slow to do while a
        client waits for its answer (building a compression bomb takes over a second).
    """

    def __init__(self, route, summary, respond=None, argument=None, wraps=False, text=None, prepare=None):
        self.route = route
        self.summary = summary
        self.respond = respond
        self.argument = argument
        self.wraps = wraps
        self.text = text
        self.prepare = prepare
