"""The listening server: a thread per connection, TLS wrapping (the handshake is the
handler's), the public URL the API's image URLs are built from, and what every request shares
(fixtures and the live feed over them, active faults, request log, stats and records, page
delay)."""

import socket
import ssl
import sys
import time
from http.server import ThreadingHTTPServer

from .bookkeeping import RequestRecords, Stats
from .handler import DISCONNECT_ERRORS, Handler
from .live_feed import LiveFeed
from .tls import send_close_notify


class FeedServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, host, port, base, fixtures, faults, request_log, delay, tls=None, log_details=False):
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__((host, port), Handler)
        self.base = base
        self.fixtures = fixtures
        self.faults = faults
        self.request_log = request_log
        self.delay = delay
        self.tls = tls  # an ssl.SSLContext, or None for plain HTTP
        self.stats = Stats()
        self.log_details = log_details
        started = time.time()
        self.requests = RequestRecords(started, base)
        self.live_feed = LiveFeed(fixtures, started)
        faults.listen(self.live_feed.modes_changed)
        bound_host, bound_port = self.server_address[:2]
        display_host = f"[{bound_host}]" if ":" in bound_host else bound_host
        self.origin = f"{'https' if tls else 'http'}://{display_host}:{bound_port}"
        self.public_url = self.origin + base

    def get_request(self):
        connection, address = super().get_request()
        self.stats.count("connections")
        if self.tls is not None:  # the handshake is the handler's, in its own thread
            connection = self.tls.wrap_socket(connection, server_side=True, do_handshake_on_connect=False)
        return connection, address

    def shutdown_request(self, request):
        if isinstance(request, ssl.SSLSocket):
            send_close_notify(request)
        super().shutdown_request(request)

    def page_delay(self):
        if self.delay > 0:
            time.sleep(self.delay)

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], DISCONNECT_ERRORS):
            return  # the client went away: not an error of this server
        super().handle_error(request, client_address)  # a bug here: traceback on stderr
