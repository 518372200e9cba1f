"""The one error a case raises when it cannot run."""


class CaseError(Exception):
    """A case that cannot run: a tool missing, a server that did not start, a run that failed.
    The runner prints it as the case's row and goes on with the next case."""
