"""The feed requests a feed-server answered, in turn, as its GET /__control/requests records them
(status, when each came and was answered, the validators), read over one kept-alive connection
whose client ports are known, so that a wire count can leave them out."""

import http.client
import json
import time
import urllib.parse

from .errors import CaseError


def port_of(url):
    return urllib.parse.urlsplit(url).port


class FeedRequests:
    def __init__(self, url):
        self.url = url
        parts = urllib.parse.urlsplit(url)
        self.host, self.port = parts.hostname, parts.port
        self.connection = None
        self.client_ports = set()  # every port this reader's connections came from
        self.since = 0
        self.pending = []

    def records(self):
        """The records of every request answered since the last call (all routes)."""
        for attempt in (1, 2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
                self.connection.connect()
                self.client_ports.add(self.connection.sock.getsockname()[1])
            try:
                self.connection.request("GET", f"/__control/requests?since={self.since}")
                self.client_ports.add(self.connection.sock.getsockname()[1])  # a reconnection's too
                body = json.loads(self.connection.getresponse().read())
                break
            except (OSError, http.client.HTTPException, ValueError) as error:
                self.connection.close()
                self.connection = None
                if attempt == 2:
                    raise CaseError(f"feed-server's request records could not be read: {error}") from error
        records = body["requests"]
        if records:
            self.since = records[-1]["number"]
        return records

    def all_since_last(self):
        """The feed requests answered since the last call."""
        found = self.pending + [record for record in self.records() if record["path"].endswith("/v1/feed")]
        self.pending = []
        return found

    def next(self, timeout, process):
        """The next feed request answered, waiting at most `timeout` seconds for it while `process`
        (a Popen) runs: a watch that stops polling, or exits, stops the case."""
        deadline = time.monotonic() + timeout
        while not self.pending:
            self.pending += [record for record in self.records() if record["path"].endswith("/v1/feed")]
            if self.pending:
                break
            if process.poll() is not None:
                raise CaseError(f"feed-tty exited {process.returncode} while watching")
            if time.monotonic() > deadline:
                raise CaseError(f"feed-tty made no feed request for {timeout} s while watching (the watch stopped"
                                " polling)")
            time.sleep(0.05)
        return self.pending.pop(0)
