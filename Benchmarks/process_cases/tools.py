"""The references' tools (curl, jq, djpeg, chafa, …): installed with apt-get when missing, never
unannounced."""

import os
import shutil
import subprocess
import sys

from .errors import CaseError


def ensure_tools(why, *tools, packages=None):
    """Installs the missing ones with apt-get (each tool's package has its name, unless `packages`
    names it: {tool: package}), after saying on stderr what it installs and `why` it is needed:
    nothing is installed unannounced."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if not missing:
        return
    names = sorted({(packages or {}).get(tool, tool) for tool in missing})
    tools_text = " and ".join(missing)
    them = "it" if len(names) == 1 else "them"
    if shutil.which("apt-get") is None:
        raise CaseError(f"{tools_text} missing ({why}); install {them} ({' '.join(names)}) and run again")
    print(
        f"Scripts/bench: installing {' and '.join(names)} with apt-get ({why}): apt-get update, then apt-get"
        f" install -y {' '.join(names)}. Install {them} yourself to skip this.",
        file=sys.stderr, flush=True,
    )
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    installed = (
        subprocess.run(["apt-get", "update", "-qq"], env=environment, **quiet).returncode == 0
        and subprocess.run(["apt-get", "install", "-y", "-qq", *names], env=environment, **quiet).returncode == 0
    )
    if not installed or any(shutil.which(tool) is None for tool in missing):
        raise CaseError(f"{tools_text} missing and could not be installed")
