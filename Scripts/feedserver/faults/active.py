"""The active fault modes (FaultSet), and how they make a request's answer: the active faults of
its route, wrapping ones first, else the normal answer; and the text filters of the text modes."""

import functools
import threading

from .catalog import FAULTS, split_mode


class FaultSet:
    """The active fault modes; replaced atomically, read as snapshots."""

    def __init__(self, modes=()):
        self._lock = threading.Lock()
        self._modes = prepared(modes)

    def replace(self, modes):
        modes = prepared(modes)
        with self._lock:
            self._modes = modes

    def snapshot(self):
        with self._lock:
            return list(self._modes)


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
