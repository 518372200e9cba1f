"""What the server counts and keeps: /__control/stats reports the counts, /__control/requests
the records of the requests (when each came and was answered, the validators it carried and
those its answer gave), from which a test or a person sees the conditional requests and the
pace of a client. (The request log, --log FILE, else stderr, is serving.line_log's LineLog,
shared with Scripts/http-proxy; --log-details adds a record's details to its lines.)"""

import collections
import threading

MAX_RECORDS = 20_000  # the oldest are dropped beyond: under 1 kB each (~0.4 kB measured), 20 MB at most
REQUEST_HEADERS = {"If-None-Match": "ifNoneMatch", "If-Modified-Since": "ifModifiedSince"}
ANSWER_HEADERS = {"ETag": "etag", "Last-Modified": "lastModified", "Cache-Control": "cacheControl",
                  "Expires": "expires", "Retry-After": "retryAfter"}
ACTED_ON = (200, 304)  # answers a client takes the feed from (the rate limit counts from them)


class Stats:
    """Connections accepted and requests answered since start."""

    def __init__(self):
        self._lock = threading.Lock()
        self._counts = {"connections": 0, "requests": 0}

    def count(self, key):
        with self._lock:
            self._counts[key] += 1

    def snapshot(self):
        with self._lock:
            return dict(self._counts)


def is_feed_path(path, base):
    """The feed itself, {base}/v1/feed (its redirect targets are other paths)."""
    return path == f"{base}/v1/feed"


class RequestRecords:
    """A record of every answered request, in the order answered (the last MAX_RECORDS of them).
    Times are seconds since the server started (`started`, seconds since the epoch)."""

    def __init__(self, started, base):
        self.started, self.base = started, base
        self._lock = threading.Lock()
        self._records = collections.deque(maxlen=MAX_RECORDS)
        self._count = 0
        self._statuses = collections.Counter()
        self._paths = collections.Counter()
        self._feed_answered = None
        self._in_progress = {}

    def arrive(self, key, method, target, arrived):
        """A request being answered (key: its handler's, until record): listed as in progress."""
        with self._lock:
            self._in_progress[key] = {"method": method, "target": target, "path": target.split("?")[0],
                                      "at": round(arrived - self.started, 3)}

    def record(self, method, target, status, arrived, answered, request_headers, answer_headers, queued=None,
               key=None):
        """The record of an answer (also returned, for the log line), request_headers and
        answer_headers being what the request carried and the answer gave (a header name's
        case does not matter in either), queued the one-request mode that answered it."""
        path = target.split("?")[0]
        record = {"method": method, "target": target, "path": path, "status": status,
                  "at": round(arrived - self.started, 3), "answeredAt": round(answered - self.started, 3)}
        given = {key.lower(): value for key, value in answer_headers}
        record.update({field: request_headers[name] for name, field in REQUEST_HEADERS.items()
                       if request_headers.get(name) is not None})
        record.update({field: given[name.lower()] for name, field in ANSWER_HEADERS.items() if name.lower() in given})
        if queued is not None:
            record["queued"] = queued
        with self._lock:
            self._in_progress.pop(key, None)
            self._count += 1
            record["number"] = self._count
            self._records.append(record)
            self._statuses[status] += 1
            self._paths[path] += 1
            if status in ACTED_ON and is_feed_path(path, self.base):
                self._feed_answered = answered
        return record

    def previous_feed_answer(self):
        """When the feed ({base}/v1/feed) was last answered 200 or 304 (seconds since the epoch), or None."""
        with self._lock:
            return self._feed_answered

    def snapshot(self, since=0):
        """The records numbered after since, the counts of all (by status, "304": answers Not
        Modified, "0": closed unanswered; by path), and the requests still in progress."""
        with self._lock:
            records = [dict(record) for record in self._records if record["number"] > since]
            statuses = {str(status): count for status, count in sorted(self._statuses.items())}
            return {"startedAt": self.started, "count": self._count, "dropped": self._count - len(self._records),
                    "statuses": statuses, "paths": dict(sorted(self._paths.items())), "requests": records,
                    "inProgress": sorted(self._in_progress.values(), key=lambda request: request["at"])}
