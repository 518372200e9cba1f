"""Tests of how Scripts/bench gets the tools of its references (Benchmarks/process_cases.py):
a missing tool is installed with apt-get only after a line on stderr says what and why.
apt-get is never really run: `shutil.which` and `subprocess.run` are replaced.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import contextlib
import importlib.machinery
import importlib.util
import io
import os
import unittest
from unittest import mock

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROCESS_CASES = os.path.join(REPOSITORY, "Benchmarks", "process_cases.py")


def load_process_cases():
    loader = importlib.machinery.SourceFileLoader("process_cases", PROCESS_CASES)
    spec = importlib.util.spec_from_loader("process_cases", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


process_cases = load_process_cases()


class FakeSystem:
    """The tools on PATH, and apt-get: each command it runs is recorded with what stderr had said
    by then; `apt-get install` puts its packages on PATH unless told to fail."""

    def __init__(self, tools, apt_get=True, install_fails=False):
        self.tools = set(tools) | ({"apt-get"} if apt_get else set())
        self.install_fails = install_fails
        self.commands = []
        self.stderr = io.StringIO()

    def which(self, tool):
        return f"/usr/bin/{tool}" if tool in self.tools else None

    def run(self, arguments, **_):
        self.commands.append((arguments, self.stderr.getvalue()))
        if arguments[:2] == ["apt-get", "install"] and not self.install_fails:
            self.tools.update(argument for argument in arguments[2:] if not argument.startswith("-"))
        return mock.Mock(returncode=1 if self.install_fails and arguments[1] == "install" else 0)

    @contextlib.contextmanager
    def installed(self):
        with mock.patch.object(process_cases.shutil, "which", self.which), \
                mock.patch.object(process_cases.subprocess, "run", self.run), \
                contextlib.redirect_stderr(self.stderr), contextlib.redirect_stdout(io.StringIO()):
            yield


class EnsureToolsTests(unittest.TestCase):
    def test_missingTools_areAnnouncedOnStderrWithTheReasonBeforeAptGetRuns(self):
        system = FakeSystem(tools={"openssl"})

        with system.installed():
            process_cases.ensure_tools("the case times curl and jq", "curl", "jq", "openssl")

        self.assertEqual([arguments[:2] for arguments, _ in system.commands],
                         [["apt-get", "update"], ["apt-get", "install"]])
        self.assertEqual(system.commands[1][0][-2:], ["curl", "jq"])
        said_before_apt_get = system.commands[0][1]
        self.assertEqual(said_before_apt_get.count("\n"), 1, said_before_apt_get)
        for text in ("Scripts/bench: installing curl and jq with apt-get", "the case times curl and jq",
                     "apt-get install -y curl jq", "yourself"):
            self.assertIn(text, said_before_apt_get)

    def test_toolsAlreadyThere_installAndSayNothing(self):
        system = FakeSystem(tools={"curl", "jq"})

        with system.installed():
            process_cases.ensure_tools("any reason", "curl", "jq")

        self.assertEqual(system.commands, [])
        self.assertEqual(system.stderr.getvalue(), "")

    def test_withoutAptGet_theCaseCannotRunAndSaysWhatToInstall(self):
        system = FakeSystem(tools=set(), apt_get=False)

        with system.installed(), self.assertRaises(process_cases.CaseError) as raised:
            process_cases.ensure_tools("the case times jq", "jq")

        self.assertEqual(system.commands, [])
        self.assertIn("jq missing (the case times jq); install it", str(raised.exception))

    def test_failedInstall_theCaseCannotRun(self):
        system = FakeSystem(tools=set(), install_fails=True)

        with system.installed(), self.assertRaises(process_cases.CaseError) as raised:
            process_cases.ensure_tools("any reason", "curl")

        self.assertIn("curl missing and could not be installed", str(raised.exception))
        self.assertIn("installing curl", system.stderr.getvalue())


if __name__ == "__main__":
    unittest.main()
