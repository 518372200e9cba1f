"""The two lines a case prints per row: one for people, one of `key=value` fields for the table."""


def report(readable, **fields):
    print(readable)
    print(" ".join(f"{key}={value}" for key, value in fields.items()), flush=True)


def report_row(row):
    """Prints a (readable, fields) pair, as the row builders of `memory` return them."""
    readable, fields = row
    report(readable, **fields)


def pair_spread(ours, reference):
    """The lowest and highest ratio ours / reference of runs taken in turn (run i of each met the
    same load): fields ratio_min and ratio_max, the spread beside the median's ratio."""
    ratios = [mine / theirs for mine, theirs in zip(ours, reference) if theirs]
    if not ratios:
        return {}
    return {"ratio_min": f"{min(ratios):.3f}", "ratio_max": f"{max(ratios):.3f}"}


def spread_text(fields):
    """", run by run 0.71–0.84" for a readable line, or nothing."""
    return f", run by run {fields['ratio_min']}–{fields['ratio_max']}" if "ratio_min" in fields else ""


def samples_ms(runs):
    """The runs' wall times in milliseconds, rounded, for a readable line."""
    return [round(run.seconds * 1000, 1) for run in runs]
