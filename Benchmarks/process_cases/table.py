"""The table that closes a run of Scripts/bench: a row for each `case=…` line of the in-process and
process cases, in the order they ran."""

import re

UNITS = {"ms": "ms", "us": "µs CPU", "mb": "MB", "bytes": "bytes"}
HEADER = ("case", "ours", "reference", "ratio", "run by run", "target", "met")


def spread(fields):
    """The run-by-run ratios' range, where the case reports one."""
    return f"{fields['ratio_min']}–{fields['ratio_max']}" if "ratio_min" in fields else ""


def row(fields):
    """The table's rows for one `case=` line's fields (a dict of strings)."""
    name = fields["case"]
    unit = next((unit for unit in UNITS if f"reference_{unit}" in fields), None)
    if "error" in fields:
        return [(name, "cannot run", "", "", "", "", fields["error"].strip('"'))]
    if "invalid" in fields:  # its runs did not do what the reference did: no ratio
        return [(name, f"invalid: {fields['invalid'].strip(chr(34))}", "", "", "", f"≤ {fields['target']}", "no")]
    if "rss_warm_mb" in fields:  # growth of a long-running process, against an absolute limit
        return [(name, f"{float(fields['growth_mb']):+.2f} MB ({fields['rss_warm_mb']} → {fields['rss_last_mb']} MB,"
                 f" {fields['polls']} polls)", f"limit {fields['limit_mb']} MB", fields["ratio"], "",
                 "≤ 1.00", fields["met"])]
    if unit:
        timed_out = " (timeout)" if fields.get("timed_out") == "yes" else ""
        ours_bound = "≤ " if fields.get("ours_at_most") == "yes" else ""
        reference_bound = "≤ " if fields.get("reference_at_most") == "yes" else ""
        peer = f"{fields['peer']} " if "peer" in fields else ""
        units = f"{UNITS[unit]} CPU" if fields.get("measure") == "cpu" else UNITS[unit]
        rows = [(name, f"{ours_bound}{fields['ours_' + unit]} {units}{timed_out}",
                 f"{peer}{reference_bound}{fields['reference_' + unit]} {units}", fields["ratio"],
                 spread(fields), f"≤ {fields['target']}", fields["met"])]
        if "naive_ms" in fields:  # a second reference, for information: what correctness costs
            rows.append((f"{name} vs naive", f"{fields['ours_ms']} ms", f"{fields['naive_ms']} ms",
                         fields["ratio_naive"], "", "(info)", ""))
        if "process_ms" in fields:  # the former reference, a process an image, against ours' wall-clock
            rows.append((f"{name} vs {fields['process_peer']}", f"{fields['wall_ours_ms']} ms",
                         f"{fields['process_ms']} ms", fields["ratio_process"], "", "(info; was ≤ 1.50)", ""))
        if "inprocess_ms" in fields:  # the decoder in one process, for information: no start-up in it
            rows.append((f"{name} vs tjbench", f"{fields['ours_ms']} ms", f"{fields['inprocess_ms']} ms",
                         fields["ratio_inprocess"], "", "(info)", ""))
        return rows
    if "reference_r" in fields:  # a likeness (correlation), higher is better
        lowest = f"lowest {fields['worst_ratio']}" if "worst_ratio" in fields else ""
        return [(name, fields["ours_r"], f"chafa {fields['reference_r']}", fields["ratio"], lowest,
                 f"≥ {fields['target']} (each)", fields["met"])]
    if "growth_mb" in fields:
        return [(name, f"+{fields['growth_mb']} MB (peak {fields['peak_mb']}, floor {fields['floor_mb']})",
                 f"payload {fields['payload_mb']} MB", fields["ratio"], "", f"≤ {fields['target']} × payload",
                 fields["met"])]
    if "limit_mb" in fields:  # an absolute limit, met in every run
        ours_bound = "≤ " if fields.get("ours_at_most") == "yes" else ""
        return [(name, f"{ours_bound}{fields['ours_mb']} MB (highest)", f"limit {fields['limit_mb']} MB",
                 fields["ratio"], "", "≤ 1.00 every run", fields["met"])]
    if "limit_ms" in fields:
        ours = f"> {fields['ours_ms']} ms (timeout)" if fields.get("timed_out") == "yes" else f"{fields['ours_ms']} ms"
        return [(name, ours, f"limit {fields['limit_ms']} ms", fields["ratio"], spread(fields), "≤ 1.00",
                 fields["met"])]
    return []


def table(path):
    """Prints the table of the `case=` lines in the file at `path` (other lines are skipped)."""
    rows = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("case="):
                rows += row(dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line)))
    widths = [max(len(str(row[i])) for row in rows + [HEADER]) for i in range(len(HEADER))]
    for cells in [HEADER, tuple("-" * width for width in widths)] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(cells, widths)).rstrip())
