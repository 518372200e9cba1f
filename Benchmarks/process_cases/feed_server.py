"""Scripts/feed-server run for one case."""

import os
import re
import select
import subprocess

from .errors import CaseError


class Server:
    """Scripts/feed-server on a free port (with more options: --fault MODE, --tls-cert FILE …);
    the URL comes from its `listening on URL` line."""

    def __init__(self, path, *options, log=os.devnull):
        arguments = [path, "--port", "0", "--log", log, *options]
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL)
        ready, _, _ = select.select([self.process.stdout], [], [], 10)
        line = self.process.stdout.readline().decode() if ready else ""
        match = re.match(r"listening on (\S+)", line)
        if not match:
            self.stop()
            raise CaseError(f"feed-server did not start (said {line!r})")
        self.url = match.group(1)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()
