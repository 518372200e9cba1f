"""The feed-tty to soak: --binary, else $FEED_TTY_BINARY, else the one Scripts/test and
Scripts/stress build (the same swift build command and scratch path, so it is built once)."""

import os
import subprocess

from stress_runs.binary import build_command

from .errors import SoakError, UsageError


def resolve_binary(path, environment):
    path = path or environment.get("FEED_TTY_BINARY")
    if not path:
        path = os.path.join(build(build_command(environment)), "feed-tty")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise UsageError(f"not an executable file: {path}")
    return os.path.abspath(path)


def build(command):
    """Builds with command and returns its bin path (swift build --show-bin-path)."""
    print(f"soak: building: {' '.join(command)}", flush=True)
    if subprocess.run(command, stdin=subprocess.DEVNULL).returncode != 0:
        raise SoakError("the build failed")
    shown = subprocess.run(command + ["--show-bin-path"], stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if shown.returncode != 0 or not shown.stdout.strip():
        raise SoakError(f"swift build --show-bin-path failed: {shown.stderr.strip()}")
    return shown.stdout.strip().splitlines()[-1]
