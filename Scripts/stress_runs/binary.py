"""The feed-tty to run: --binary, else $FEED_TTY_BINARY, else the one Scripts/test builds."""

import os
import subprocess

from .errors import StressError, UsageError
from .options import SCRIPTS

REPO = os.path.dirname(SCRIPTS)


def scratch_path(environment):
    root = environment.get("SCRATCH_ROOT") or os.path.join(REPO, ".build", "scripts")
    return os.path.join(root, "feed-tty")


def build_command(environment):
    """The swift build command of Scripts/test for the app (same flags, same scratch path)."""
    return ["swift", "build", "--package-path", os.path.join(REPO, "Apps", "feed-tty"),
            "--scratch-path", scratch_path(environment), "-Xswiftc", "-warnings-as-errors"]


def resolve_binary(options, environment, build=None):
    """--binary, else $FEED_TTY_BINARY, else `build(command)` (which returns the bin path)."""
    path = options.binary or environment.get("FEED_TTY_BINARY")
    if not path:
        path = os.path.join((build or _build)(build_command(environment)), "feed-tty")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise UsageError(f"not an executable file: {path}")
    return os.path.abspath(path)


def _build(command):
    print(f"stress: building: {' '.join(command)}", flush=True)
    if subprocess.run(command, stdin=subprocess.DEVNULL).returncode != 0:
        raise StressError("the build failed")
    shown = subprocess.run(command + ["--show-bin-path"], stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if shown.returncode != 0 or not shown.stdout.strip():
        raise StressError(f"swift build --show-bin-path failed: {shown.stderr.strip()}")
    return shown.stdout.strip().splitlines()[-1]
