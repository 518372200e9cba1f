"""The live children of the runs, so an interrupt can kill them all."""

import subprocess
import threading


class Children:
    """The live children of the runs, so an interrupt can kill them all."""

    def __init__(self):
        self.lock = threading.Lock()
        self.processes = set()
        self.stopping = threading.Event()

    def start(self, *arguments, **keywords):
        process = subprocess.Popen(*arguments, **keywords)
        with self.lock:
            self.processes.add(process)
        if self.stopping.is_set():
            _kill(process)
        return process

    def forget(self, process):
        with self.lock:
            self.processes.discard(process)

    def stop_all(self):
        self.stopping.set()
        with self.lock:
            processes = list(self.processes)
        for process in processes:
            _kill(process)


def _kill(process):
    try:
        process.kill()
    except OSError:
        pass
