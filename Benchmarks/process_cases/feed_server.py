"""Scripts/feed-server run for one case."""

import os
import sys

from .errors import CaseError

# Scripts/serving: how the loopback servers' commands are started and stopped, written once.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir, "Scripts"))
from serving import launch  # noqa: E402


class Server:
    """Scripts/feed-server on a free port (with more options: --fault MODE, --tls-cert FILE …);
    the URL comes from its `listening on URL` line."""

    def __init__(self, path, *options, log=os.devnull):
        arguments = [path, "--port", "0", "--log", log, *options]
        self.process, self.url, line = launch.start(arguments, 10)
        if self.url is None:
            self.stop()
            raise CaseError(f"feed-server did not start (said {line!r})")

    def stop(self):
        launch.stop(self.process)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()
