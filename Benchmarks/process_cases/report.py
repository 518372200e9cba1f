"""The two lines a case prints per row: one for people, one of `key=value` fields for the table."""


def report(readable, **fields):
    print(readable)
    print(" ".join(f"{key}={value}" for key, value in fields.items()), flush=True)


def report_row(row):
    """Prints a (readable, fields) pair, as the row builders of `memory` return them."""
    readable, fields = row
    report(readable, **fields)


def samples_ms(runs):
    """The runs' wall times in milliseconds, rounded, for a readable line."""
    return [round(run.seconds * 1000, 1) for run in runs]
