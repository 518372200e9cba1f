"""Why a stress run ends early."""


class UsageError(Exception):
    """A bad option: exit status 64."""


class StressError(Exception):
    """The runs could not start or go on (no binary, no server)."""


class Interrupted(Exception):
    """SIGINT or SIGTERM: the runs so far are reported, exit status 130."""
