"""feed-server for one case, checked to serve the feed before any run starts."""

import os
import tempfile
import urllib.error
import urllib.request

from serving import launch

from .errors import StressError
from .statuses import describe_status, excerpt


class Server:
    """feed-server on a free port; the URL comes from its `listening on URL` line, its stderr
    goes to a file under `directory`."""

    def __init__(self, path, directory, faults=()):
        arguments = [path, "--port", "0", "--log", os.devnull]
        for fault in faults:
            arguments += ["--fault", fault]
        self.stderr = tempfile.TemporaryFile(dir=directory)
        self.process, self.url, line = launch.start(arguments, 15, stderr=self.stderr)
        if self.url is None:
            self.stop()
            raise StressError(f"feed-server did not start (said {line!r}; stderr: {excerpt(self.errors())})")
        self.check()

    def check(self):
        """Raises StressError unless HEAD {url}/v1/feed?limit=10 answers 200."""
        request = urllib.request.Request(f"{self.url}/v1/feed?limit=10", method="HEAD")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status = response.status
        except urllib.error.HTTPError as error:
            status = error.code
        except (OSError, ValueError) as error:
            status = error
        if status != 200:
            self.stop()
            raise StressError(f"feed-server does not serve the feed (HEAD /v1/feed: {status}; stderr:"
                              f" {excerpt(self.errors())})")

    def errors(self):
        """What it wrote to stderr so far."""
        self.stderr.seek(0)
        return self.stderr.read()

    def died(self):
        """None while it runs, else how it ended."""
        status = self.process.poll()
        return None if status is None else describe_status(status)

    def stop(self):
        launch.stop(self.process)

    def close(self):
        self.stop()
        self.stderr.close()
