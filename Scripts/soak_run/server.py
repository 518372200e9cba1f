"""feed-server for the soak: a feed that grows, with validators and a max-age, the fault plan
queued, its log with details kept; and the control routes the soak reads."""

import json
import os
import urllib.request

from serving import launch

from .errors import SoakError


class FeedServer:
    def __init__(self, path, folder, grow_every, age):
        self.log = os.path.join(folder, "feed-server.log")
        self.stderr = open(os.path.join(folder, "feed-server.stderr"), "wb")
        arguments = [path, "--port", "0", "--log", self.log, "--log-details", "--fault", "feed-validators",
                     "--fault", f"feed-max-age:{age}", "--fault", f"feed-grows:{grow_every}"]
        self.process, self.url, line = launch.start(arguments, 15, stderr=self.stderr)
        if self.url is None:
            self.stop()
            raise SoakError(f"feed-server did not start (said {line!r}; see {self.stderr.name})")

    def call(self, path, payload=None):
        """The JSON answer of a control route (a POST when payload is given)."""
        data = None if payload is None else json.dumps(payload).encode()
        request = urllib.request.Request(self.url + path, data=data, method="POST" if data else "GET")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return json.loads(response.read().decode("utf-8"))
        except (OSError, ValueError) as error:
            raise SoakError(f"feed-server's {path} failed: {error}") from error

    def queue(self, plan):
        self.call("/__control/faults/next", {"faults": plan})

    def records(self):
        return self.call("/__control/requests")

    def added(self):
        return self.call("/__control/feed")["items"]

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        launch.stop(self.process)
        self.stderr.close()
