"""The answers of the proxy itself: 400, 403, 407 and 502, raised where the reason is found."""

REASONS = {
    400: "Bad Request",
    403: "Forbidden",
    407: "Proxy Authentication Required",
    502: "Bad Gateway",
}


class Reject(Exception):
    """An answer of the proxy itself: status and a one-line explanation."""

    def __init__(self, status, message=""):
        super().__init__(message)
        self.status = status
        self.message = message


class RejectWithRequest(Reject):
    """A Reject of a request whose request line could be read: the log names its method and target."""

    def __init__(self, request, status, message=""):
        super().__init__(status, message)
        self.request = request
