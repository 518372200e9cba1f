"""The feed as it changes: the fixtures' items under the items added since the server started
(by feed-grows:N on its schedule, or by POST /__control/feed/add), newest first, less the items
taken out (POST /__control/feed/remove), and the time it last changed (its Last-Modified).

Every change happens on a whole second of the clock, and what a request sees is exactly the
items due by the time it is answered. So Last-Modified, an HTTP-date of whole seconds, is exact:
a page answered with Last-Modified T has every item due by T and none due later, and an
If-Modified-Since T is never answered 304 after an item came in the same second (the trap of a
server whose changes fall between the ticks of its dates)."""

import math
import threading
import time
import uuid

from .faults.catalog import split_mode

GROWS = "feed-grows"
NEW_POST_NAMESPACE = uuid.UUID("6f1c3e42-7b0a-4c52-9d8e-3a5b2f4e9c01")
LOCATIONS = ("Pikolo Espresso Bar, Montréal", "Cape Canaveral Air Force Station, Florida", "Fornax, the southern sky")


def new_post_id(number):
    """The id of the number-th item added (1, 2, ...): the same on every run, so tests can
    predict it (uuid5 of "new post N" in NEW_POST_NAMESPACE, upper-cased as the fixtures')."""
    return str(uuid.uuid5(NEW_POST_NAMESPACE, f"new post {number}")).upper()


class Growth:
    """One feed-grows:N while it was on: an item every `every` seconds from `start` (a whole
    second) until `end` (None while it is on)."""

    def __init__(self, start, every):
        self.start, self.every, self.end, self.made = start, every, None, 0

    def next_due(self):
        due = self.start + (self.made + 1) * self.every
        return None if self.end is not None and due > self.end else due


class Pending:
    """A change asked for by a control route, due on a whole second: count items to add (POST
    /__control/feed/add; `items` is filled with them once they are in the feed), or the item
    with id `remove` to take out (POST /__control/feed/remove)."""

    def __init__(self, due, count=0, remove=None):
        self.due, self.count, self.remove, self.items = due, count, remove, []


class LiveFeed:
    """The items added to the fixtures' feed, oldest first, and when each came (`addedAt`)."""

    def __init__(self, fixtures, started, clock=time.time):
        self.fixtures = fixtures
        self.clock = clock
        self.started = math.floor(started)  # the fixtures' own Last-Modified: the server's start
        self._lock = threading.Lock()
        self._added = []
        self._growths = {}  # active feed-grows mode -> Growth
        self._ended = []  # Growths switched off with items still to make
        self._pending = []
        self._removed = set()  # ids (upper-case) taken out
        self._changed = self.started

    def modes_changed(self, previous, current, now):
        """FaultSet's listener: a feed-grows:N switched on starts its schedule at this second; one
        switched off makes no item due after now."""
        with self._lock:
            self._catch_up(now)
            for mode in list(self._growths):
                if mode not in current:
                    growth = self._growths.pop(mode)
                    growth.end = now
                    self._ended.append(growth)
            for mode in current:
                name, argument = split_mode(mode)
                if name == GROWS and mode not in self._growths:
                    self._growths[mode] = Growth(math.floor(now), int(argument))

    def snapshot(self):
        """(items newest first, fixtures last; Last-Modified as whole seconds since the epoch), as
        they are now."""
        with self._lock:
            self._catch_up(self.clock())
            items = [self._item_json(item) for item in reversed(self._added)] + self.fixtures.items
            return [item for item in items if item["id"].upper() not in self._removed], self._changed

    def added(self):
        """(every item added so far, oldest first, with its number and addedAt; the ids taken
        out, sorted; Last-Modified)."""
        with self._lock:
            self._catch_up(self.clock())
            return [dict(item) for item in self._added], sorted(self._removed), self._changed

    def add(self, count):
        """Adds count items on the next whole second; returns them once they are in (it waits
        for that second, at most one)."""
        return self._change(Pending(math.floor(self.clock()) + 1, count=count)).items

    def remove(self, item_id):
        """Takes the item with item_id (any case; an added one or a fixture) out of the feed on
        the next whole second, once it is there; False when no such item is in the feed."""
        with self._lock:
            self._catch_up(self.clock())
            known = [item["id"].upper() for item in [*self._added, *self.fixtures.items]]
            if item_id.upper() not in known or item_id.upper() in self._removed:
                return False
        self._change(Pending(math.floor(self.clock()) + 1, remove=item_id.upper()))
        return True

    def _change(self, pending):
        """Queues pending and returns it once it is made (it waits for its second, at most one)."""
        with self._lock:
            self._pending.append(pending)
        while self.clock() < pending.due:
            time.sleep(max(0.001, pending.due - self.clock()))
        with self._lock:
            self._catch_up(self.clock())
        return pending

    def _catch_up(self, now):
        """Makes every item due by now, in the order they fell due."""
        while True:
            sources = [(growth.next_due(), growth) for growth in [*self._growths.values(), *self._ended]]
            sources += [(pending.due, pending) for pending in self._pending]
            due = [(when, source) for when, source in sources if when is not None and when <= now]
            if not due:
                self._ended = [growth for growth in self._ended if growth.next_due() is not None]
                return
            when, source = min(due, key=lambda entry: entry[0])
            self._changed = when
            if isinstance(source, Growth):
                source.made += 1
                self._make(when)
            else:
                self._pending.remove(source)
                source.items = [self._make(when) for _ in range(source.count)]
                if source.remove is not None:
                    self._removed.add(source.remove)

    def _make(self, when):
        number = len(self._added) + 1
        fixture = self.fixtures.items[(number - 1) % len(self.fixtures.items)]
        item = {"number": number, "id": new_post_id(number), "description": f"New post {number}",
                "location": LOCATIONS[(number - 1) % len(LOCATIONS)], "image": fixture["image"], "addedAt": when}
        self._added.append(item)
        return item

    @staticmethod
    def _item_json(item):
        """An added item as the fixtures' items are: id, description, location, image (a file)."""
        return {key: item[key] for key in ("id", "description", "location", "image")}
