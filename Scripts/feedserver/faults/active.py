"""The active fault modes (FaultSet) and the queue of one-request modes, and how they make a
request's answer: the active faults of its route, wrapping ones first, else the normal answer;
and the text filters of the text modes."""

import functools
import threading
import time

from .catalog import FAULTS, split_mode

NEXT_ROUTES = ("feed", "comments", "image")  # the routes whose requests take queued modes
NOT_QUEUED = ("feed-grows",)  # of those routes, but not of one request: the feed grows by the clock


class FaultSet:
    """The active fault modes; replaced atomically, read as snapshots. Listeners hear of every
    change (the live feed starts and stops growing); the queue holds modes each meant for the
    next request of its route alone."""

    def __init__(self, modes=(), clock=time.time):
        self._lock = threading.Lock()
        self._modes = prepared(modes)
        self._listeners = []
        self._next = []
        self._clock = clock

    def listen(self, listener):
        """listener(previous, current, now) on every change, under the set's lock (so changes are
        heard in order), and now with the modes given at start."""
        with self._lock:
            self._listeners.append(listener)
            listener([], list(self._modes), self._clock())

    def replace(self, modes):
        modes = prepared(modes)
        with self._lock:
            previous, self._modes = self._modes, modes
            for listener in self._listeners:
                listener(previous, list(modes), self._clock())

    def snapshot(self):
        with self._lock:
            return list(self._modes)

    def queue_next(self, modes):
        """Appends modes (each checked, of route feed, comments or image; None: a request of
        the feed answered as usual) to the queue."""
        modes = [None if mode is None else prepared([mode])[0] for mode in modes]
        with self._lock:
            self._next += modes

    def queued(self):
        with self._lock:
            return list(self._next)

    def for_request(self, route, modes):
        """(the modes of a request of route, the queued mode it took or None): the first queued
        mode of that route, taken off the queue, goes before the active ones, so that it wins;
        a None queued ahead of the feed's is taken by the feed, as one request answered as usual."""
        with self._lock:
            index = next((index for index, mode in enumerate(self._next) if queued_route(mode) == route), None)
            if index is None:
                return modes, None
            mode = self._next.pop(index)
        return (modes, None) if mode is None else ([mode, *(other for other in modes if other != mode)], mode)


def queued_route(mode):
    """The route whose next request takes a queued mode (None, one feed request as usual: the feed's)."""
    return "feed" if mode is None else FAULTS[split_mode(mode)[0]].route


def prepared(modes):
    """The modes without repeats, each one's slow set-up done (Fault.prepare)."""
    modes = list(dict.fromkeys(modes))
    for mode in modes:
        name, argument = split_mode(mode)
        if FAULTS[name].prepare is not None:
            FAULTS[name].prepare(argument)
    return modes


def active_faults(modes, route):
    for mode in modes:
        name, argument = split_mode(mode)
        fault = FAULTS[name]
        if fault.route == route:
            yield name, argument, fault


def answer(modes, route, request, normal, skip=()):
    """The answer of the active faults of route (wrapping ones first), else normal()."""
    faults = [entry for entry in active_faults(modes, route) if entry[0] not in skip]
    faults.sort(key=lambda entry: not entry[2].wraps)

    def answer_from(index):
        for position in range(index, len(faults)):
            name, argument, fault = faults[position]
            rest = functools.partial(answer_from, position + 1)
            response = fault.respond(name, argument, dict(request, rest=rest))
            if response is not None:
                return response
        return normal()

    return answer_from(0)


def text_filter(modes):
    filters = [fault.text for _, _, fault in active_faults(modes, "text")]
    return lambda text: functools.reduce(lambda filtered, apply: apply(filtered), filters, text)
