"""The soak's errors: it could not run (SoakError, exit 1) or was called wrongly (UsageError, 64)."""


class SoakError(Exception):
    """The soak could not start or go on (no binary, no server)."""


class UsageError(Exception):
    """A bad command line."""
