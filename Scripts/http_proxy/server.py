"""The listening socket on 127.0.0.1: a daemon thread a client connection."""

import socketserver
import sys

from .handler import Handler


class ProxyServer(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True
    block_on_close = False

    def __init__(self, port, credentials, log):
        super().__init__(("127.0.0.1", port), Handler)
        self.credentials = credentials
        self.log = log

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], OSError):
            return  # a client that went away: not an error of this proxy
        super().handle_error(request, client_address)  # a bug here: traceback on stderr
