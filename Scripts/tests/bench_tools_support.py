"""What the tests of Scripts/bench's Python side share: Benchmarks/ on the import path (for
`process_cases`), a finished child as the bench records one, and the closing table's cells of a row."""

import os
import re
import sys
import types

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCHMARKS = os.path.join(REPOSITORY, "Benchmarks")
sys.path.insert(0, BENCHMARKS)

from process_cases import children, table  # noqa: E402

MB = 1_000_000


def fake_run(peak_mb, spawner_mb=10, seconds=1.0, timed_out=False):
    """A finished child as children.run_child returns it, peaking at `peak_mb` (ru_maxrss in KiB)."""
    rusage = types.SimpleNamespace(ru_maxrss=round(peak_mb * MB / 1024), ru_utime=seconds / 2, ru_stime=0.0)
    return children.Run(seconds, 0, rusage, timed_out, spawner_peak_bytes=spawner_mb * MB)


def table_cells_of(line):
    """The closing table's cells for one `case=` line."""
    return [str(cell) for cell in table.row(dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line)))[0] if cell != ""]
