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
import subprocess
import tempfile
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


class TableTests(unittest.TestCase):
    """The closing table of Scripts/bench: a row a `case=` line, and one more for a naive reference."""

    def table(self, lines):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write("a readable line, not a row\n" + "\n".join(lines) + "\n")
        self.addCleanup(os.remove, file.name)
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            process_cases.table(file.name)
        return [line.split("  ") for line in output.getvalue().splitlines()[2:]]

    def cells(self, row):
        return [cell.strip() for cell in row if cell.strip()]

    def test_aNaiveReference_addsAnInformationalRowAfterItsCase(self):
        rows = self.table([
            "case=decorator_hop ours_ms=50.7 reference_ms=33.9 ratio=1.494 target=1.50 met=yes runs=3 n=100000"
            " naive_ms=75.1 ratio_naive=0.675",
        ])
        self.assertEqual([self.cells(row) for row in rows], [
            ["decorator_hop", "50.7 ms", "33.9 ms", "1.494", "≤ 1.50", "yes"],
            ["decorator_hop vs naive", "50.7 ms", "75.1 ms", "0.675", "(info)"],
        ])

    def test_cpuLimitMemoryAndErrorRows_eachShowTheirUnits(self):
        rows = self.table([
            "case=big_page_cpu ours_us=371.2 reference_us=129.4 ratio=2.869 target=1.50 met=no items=200",
            "case=big_page_render ours_ms=36.9 limit_ms=1000 ratio=0.037 target=1.00 met=yes timed_out=no",
            "case=paging_100_memory ours_mb=37.0 limit_mb=0.05 ratio=722.372 target=1.00 met=no",
            'case=comments_10k error="feed-tty exited 1"',
        ])
        self.assertEqual([self.cells(row) for row in rows], [
            ["big_page_cpu", "371.2 µs CPU", "129.4 µs CPU", "2.869", "≤ 1.50", "no"],
            ["big_page_render", "36.9 ms", "limit 1000 ms", "0.037", "≤ 1.00", "yes"],
            ["paging_100_memory", "37.0 MB", "limit 0.05 MB", "722.372", "≤ 1.00", "no"],
            ["comments_10k", "cannot run", "feed-tty exited 1"],
        ])


class BenchOptionsTests(unittest.TestCase):
    """Scripts/bench's options are checked before anything is built."""

    BENCH = os.path.join(REPOSITORY, "Scripts", "bench")

    def run_bench(self, *arguments):
        return subprocess.run([self.BENCH, *arguments], capture_output=True, text=True, timeout=30)

    def test_unknownCase_isAUsageErrorThatNamesIt(self):
        result = self.run_bench("--case", "no_such_case")
        self.assertEqual(result.returncode, 64, result.stderr)
        self.assertIn("unknown case 'no_such_case'", result.stderr)
        self.assertIn("--case NAME", result.stderr)

    def test_caseWithoutAName_isAUsageError(self):
        result = self.run_bench("--case")
        self.assertEqual(result.returncode, 64, result.stderr)
        self.assertIn("unknown case ''", result.stderr)

    def test_help_namesEveryCaseThatCanBeChosen(self):
        result = self.run_bench("--help")
        self.assertEqual(result.returncode, 0, result.stderr)
        for name in ("decorator_hop", "mapping", "comments_10k", "paging_100", "big_page", "thumbnails"):
            self.assertIn(name, result.stdout)
