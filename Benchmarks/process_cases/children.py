"""Timed child processes and what the kernel says they used (os.wait4's rusage).

A child's peak RSS (ru_maxrss) is never below the peak of the process that spawned it: Python
spawns with vfork (or posix_spawn), so the child execs from the bench's own address space and
Linux keeps that address space's high-water mark as the child's starting figure. So before each
spawn the bench's high-water mark is brought down to what it holds now (`reset_own_peak`): what an
earlier case held for a while (a captured page of output) does not hide a child that needs less.
Each Run keeps the bench's own peak at the spawn, so a figure that may be the bench's and not the
child's is known as such (`peak_rss_hidden`); the cases keep the bench itself small (a big page
goes to a file, never into this process) so that feed-tty's figures are its own.
"""

import os
import statistics
import subprocess
import threading
import time

# How far a child's figure may stray from the bench's peak as /proc showed it before the spawn:
# what the kernel has not yet counted. Linux keeps a process's resident pages in per-CPU counters
# (file, anonymous and shared, each batched by max(32, 2 x CPUs) pages a CPU) and reads them
# approximately, so each figure may be off by up to CPUs x batch pages a counter; at least 1 MiB
# for what the bench allocates until the exec. On 2 CPUs that is 1 MiB: `true`'s figure came 84-340
# KiB under the bench's in 300 spawns. (A fixed 4 MiB hid the paging floor of the static build,
# 22.7 MB, under a bench of 18.3 MB in two full runs of seven.)
_CPUS = os.cpu_count() or 1
SPAWN_SLACK_BYTES = max(1 << 20, 3 * _CPUS * max(32, 2 * _CPUS) * os.sysconf("SC_PAGE_SIZE"))


def own_peak_bytes():
    """This process's peak RSS (VmHWM), 0 where /proc says nothing."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def reset_own_peak():
    """Brings this process's peak RSS (VmHWM) down to its current RSS: Linux since 4.0, by writing 5
    to /proc/self/clear_refs; elsewhere the peak stays, and a child's figure may be hidden."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as clear_refs:
            clear_refs.write("5")
    except OSError:
        pass


class Run:
    def __init__(self, seconds, status, rusage, timed_out, spawner_peak_bytes=0):
        self.seconds, self.status, self.rusage, self.timed_out = seconds, status, rusage, timed_out
        self.spawner_peak_bytes = spawner_peak_bytes

    @property
    def peak_rss_bytes(self):
        return self.rusage.ru_maxrss * 1024  # Linux reports kilobytes

    @property
    def peak_rss_hidden(self):
        """Whether the figure may be the bench's own peak: then the child's is at most that."""
        return self.peak_rss_bytes <= self.spawner_peak_bytes + SPAWN_SLACK_BYTES

    @property
    def cpu_seconds(self):
        return self.rusage.ru_utime + self.rusage.ru_stime


def run_child(arguments, timeout, stdout=subprocess.DEVNULL, env=None, stdin_path=None):
    """Runs a child with stdin from /dev/null (or the file stdin_path); its wall time and its own
    rusage (os.wait4). Killed at `timeout` seconds (then `timed_out`)."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    reset_own_peak()
    spawner_peak = own_peak_bytes()
    start = time.monotonic()
    try:
        process = subprocess.Popen(arguments, stdin=stdin, stdout=stdout, env=env)
    finally:
        if stdin_path:
            stdin.close()
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        process.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    _, status, rusage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - start
    timer.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    return Run(seconds, process.returncode, rusage, timed_out.is_set(), spawner_peak)


def median_ms(runs):
    return statistics.median(run.seconds for run in runs) * 1000
