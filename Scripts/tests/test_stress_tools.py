"""Tests of Scripts/peak-rss and Scripts/stress (its arguments, its verdicts, and whole runs
against a fake feed-tty, so no Swift build is needed; the command's parts are the modules of
Scripts/stress_runs).

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import os
import signal
import stat
import subprocess
import sys
import tempfile
import textwrap
import types
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEAK_RSS = os.path.join(SCRIPTS, "peak-rss")
STRESS = os.path.join(SCRIPTS, "stress")
TIMEOUT = 20


sys.path.insert(0, SCRIPTS)

from stress_runs.binary import REPO, resolve_binary, scratch_path  # noqa: E402
from stress_runs.errors import UsageError  # noqa: E402
from stress_runs.options import parse_args  # noqa: E402
from stress_runs.session import classify_session  # noqa: E402
from stress_runs.sigterm import classify_sigterm  # noqa: E402
from stress_runs.tally import Tally  # noqa: E402

# A stand-in for feed-tty: a session checks its input; a SIGTERM run (--cache-dir) waits on stdin
# and exits 143 on SIGTERM. FAKE_FEED_TTY=crash makes a session die like the registry bug did.
FAKE_FEED_TTY = textwrap.dedent("""\
    #!/usr/bin/env python3
    import os, signal, sys
    arguments = sys.argv[1:]
    if "--no-cache" in arguments:
        data = sys.stdin.buffer.read()
        if data != b"comments 1\\nback\\nmore\\nq\\n" or not arguments[1].startswith("http://127.0.0.1:"):
            sys.exit(f"unexpected input {data!r} or arguments {arguments}")
        if os.environ.get("FAKE_FEED_TTY") == "crash":
            sys.stderr.write("FoundationNetworking/TaskRegistry.swift:118: Fatal error: not in the registry\\n")
            sys.stderr.flush()
            signal.signal(signal.SIGILL, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGILL)
        sys.exit(0)
    cache = arguments[arguments.index("--cache-dir") + 1]
    if not os.path.isdir(cache):
        sys.exit(f"no cache directory {cache}")
    signal.signal(signal.SIGTERM, lambda *_: os._exit(143))
    sys.stdin.buffer.read()  # end of input before SIGTERM: a failure ("exited before SIGTERM")
    sys.exit(0)
""")


class PeakRSSTests(unittest.TestCase):
    def setUp(self):
        directory = tempfile.TemporaryDirectory()
        self.addCleanup(directory.cleanup)
        self.outfile = os.path.join(directory.name, "peak")

    def run_peak(self, *command, **keywords):
        return subprocess.run([PEAK_RSS, self.outfile, "--", *command], capture_output=True, timeout=TIMEOUT,
                              **keywords)

    def peak(self):
        with open(self.outfile, encoding="ascii") as file:
            text = file.read()
        self.assertRegex(text, r"^\d+\n$")
        return int(text)

    def test_aChildAllocating50MB_reportsAtLeast50MB(self):
        result = self.run_peak(sys.executable, "-c", "b = b'x' * (50 << 20)")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertGreaterEqual(self.peak(), 50 * 1024)

    def test_aSmallChild_reportsItsOwnPeakNotTheSumOfAll(self):
        result = self.run_peak(sys.executable, "-c", "pass")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertLess(self.peak(), 45 * 1024)

    def test_stdinAndStdout_areTheChilds(self):
        result = self.run_peak("cat", input=b"some input\n")

        self.assertEqual((result.returncode, result.stdout), (0, b"some input\n"))
        self.assertGreater(self.peak(), 0)

    def test_exitStatus_isTheChilds(self):
        result = self.run_peak(sys.executable, "-c", "import sys; sys.exit(7)")

        self.assertEqual(result.returncode, 7)
        self.peak()

    def test_aChildKilledByASignal_exits128PlusTheSignal(self):
        result = self.run_peak(sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGKILL)")

        self.assertEqual(result.returncode, 128 + signal.SIGKILL)
        self.peak()

    def assertForwards(self, number):
        child = ("import os, signal, time\n"
                 f"signal.signal({int(number)}, lambda *_: os._exit(3))\n"
                 "print('ready', flush=True)\n"
                 "time.sleep(30)\n")
        process = subprocess.Popen([PEAK_RSS, self.outfile, "--", sys.executable, "-c", child],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.stderr.close)
        self.addCleanup(process.stdout.close)
        self.assertEqual(process.stdout.readline(), b"ready\n")
        process.send_signal(number)
        try:
            status = process.wait(TIMEOUT)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()

        self.assertEqual(status, 3, "Expected the child's own handler to end it, so the signal reached it")
        self.peak()

    def test_SIGTERM_isForwardedToTheChild(self):
        self.assertForwards(signal.SIGTERM)

    def test_SIGINT_isForwardedToTheChild(self):
        self.assertForwards(signal.SIGINT)

    def test_usageErrors_exit64(self):
        for arguments in ([], [self.outfile], [self.outfile, "--"], [self.outfile, "true"],
                          [os.path.join(self.outfile, "no", "such", "dir"), "--", "true"]):
            with self.subTest(arguments=arguments):
                result = subprocess.run([PEAK_RSS, *arguments], capture_output=True, timeout=TIMEOUT)
                self.assertEqual(result.returncode, 64, result.stderr)
                self.assertIn(b"Usage:", result.stderr)

    def test_anUnknownCommand_exits127(self):
        result = self.run_peak("no-such-command-for-peak-rss")

        self.assertEqual(result.returncode, 127)


class StressArgumentTests(unittest.TestCase):
    def test_defaults(self):
        options = parse_args([])

        self.assertEqual((options.runs, options.jobs, options.sigterm_runs, options.binary, options.timeout),
                         (1000, 2, 20, None, 30.0))
        self.assertEqual(options.server, os.path.join(SCRIPTS, "feed-server"))

    def test_everyOption(self):
        options = parse_args(["--runs", "300", "--jobs", "4", "--sigterm-runs", "0", "--binary", "/x/feed-tty",
                                     "--timeout", "2.5"])

        self.assertEqual((options.runs, options.jobs, options.sigterm_runs, options.binary, options.timeout),
                         (300, 4, 0, "/x/feed-tty", 2.5))

    def test_badArguments_areUsageErrors(self):
        for arguments in (["--runs", "-1"], ["--runs", "x"], ["--jobs", "0"], ["--sigterm-runs", "-2"],
                          ["--timeout", "0"], ["--timeout", "nan"], ["--binary", ""], ["--bogus"], ["extra"],
                          ["--runs"], ["--server", os.path.join(SCRIPTS, "no-such-server")]):
            with self.subTest(arguments=arguments):
                with self.assertRaises(UsageError):
                    parse_args(arguments)

    def test_theCommandLine_exits64OnAUsageError(self):
        result = subprocess.run([STRESS, "--jobs", "0"], capture_output=True, timeout=TIMEOUT)

        self.assertEqual(result.returncode, 64)
        self.assertIn(b"Usage: Scripts/stress", result.stderr)

    def test_help_isTheDocstring(self):
        result = subprocess.run([STRESS, "--help"], capture_output=True, text=True, timeout=TIMEOUT)

        self.assertEqual(result.returncode, 0)
        self.assertIn("Scripts/stress [--runs N] [--jobs J] [--sigterm-runs M]", result.stdout)

    def test_theCommand_runsFromAnotherFolderWithPython3Isolated(self):
        # python3 -I adds no folder to sys.path: the command finds its package by its own path.
        result = subprocess.run([sys.executable, "-I", STRESS, "--jobs", "0"], capture_output=True, text=True,
                                cwd="/", timeout=TIMEOUT)

        self.assertEqual(result.returncode, 64, result.stderr)
        self.assertIn("Usage: Scripts/stress", result.stderr)

    def test_theCommandAndEveryModule_areUnder500Lines(self):
        folder = os.path.join(SCRIPTS, "stress_runs")
        paths = [STRESS] + [os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".py")]
        for path in paths:
            with self.subTest(path=path), open(path, encoding="utf-8") as file:
                self.assertLess(len(file.readlines()), 500)


class StressBinaryTests(unittest.TestCase):
    def setUp(self):
        directory = tempfile.TemporaryDirectory()
        self.addCleanup(directory.cleanup)
        self.executable = os.path.join(directory.name, "feed-tty")
        with open(self.executable, "w") as file:
            file.write("#!/bin/sh\n")
        os.chmod(self.executable, 0o755)
        self.directory = directory.name

    def never_build(self, command):
        self.fail(f"built: {command}")

    def test_binaryOption_winsOverTheEnvironment(self):
        options = types.SimpleNamespace(binary=self.executable)

        path = resolve_binary(options, {"FEED_TTY_BINARY": "/elsewhere"}, build=self.never_build)

        self.assertEqual(path, self.executable)

    def test_theEnvironment_isUsedWithoutBuilding(self):
        options = types.SimpleNamespace(binary=None)

        self.assertEqual(resolve_binary(options, {"FEED_TTY_BINARY": self.executable}, build=self.never_build),
                         self.executable)

    def test_otherwise_itBuildsLikeScriptsTest(self):
        commands = []

        def build(command):
            commands.append(command)
            return self.directory

        path = resolve_binary(types.SimpleNamespace(binary=None), {"SCRATCH_ROOT": "/scratch"}, build=build)

        self.assertEqual(path, self.executable)
        self.assertEqual(commands, [["swift", "build", "--package-path", os.path.join(REPO, "Apps", "feed-tty"),
                                     "--scratch-path", "/scratch/feed-tty", "-Xswiftc", "-warnings-as-errors"]])
        self.assertEqual(scratch_path({}), os.path.join(REPO, ".build", "scripts", "feed-tty"))

    def test_aMissingOrNonExecutableBinary_isAUsageError(self):
        plain = os.path.join(self.directory, "plain")
        open(plain, "w").close()
        os.chmod(plain, stat.S_IRUSR | stat.S_IWUSR)
        for path in (plain, os.path.join(self.directory, "missing"), self.directory):
            with self.subTest(path=path):
                with self.assertRaises(UsageError):
                    resolve_binary(types.SimpleNamespace(binary=path), {}, build=self.never_build)


class StressClassificationTests(unittest.TestCase):
    def test_session(self):
        cases = [
            ((0, b"", False), (None, None)),
            ((1, b"", False), (None, "exit status 1 (the last feed load failed)")),
            ((-signal.SIGILL, b"Fatal error: not in the registry\n", False), ("killed by SIGILL", None)),
            ((-signal.SIGSEGV, b"", False), ("killed by SIGSEGV", None)),
            ((2, b"", False), ("exit status 2", None)),
            ((132, b"", False), ("exit status 132 (128+SIGILL)", None)),
            ((130, b"", False), ("exit status 130 (128+SIGINT)", None)),
            ((0, b"warning: something\n", False), ("stderr output, exit status 0", None)),
            ((1, b"\n", False), ("stderr output, exit status 1", None)),
            ((-signal.SIGKILL, b"", True), ("no exit within the timeout (killed)", None)),
        ]
        for arguments, expected in cases:
            with self.subTest(arguments=arguments):
                self.assertEqual(classify_session(*arguments), expected)

    def test_sigterm(self):
        cases = [
            ((143, b"", False), (None, None)),
            ((-signal.SIGTERM, b"", False),
             (None, "killed by SIGTERM itself (no handler installed yet): counted as passed")),
            ((-signal.SIGILL, b"Fatal error\n", False), ("killed by SIGILL", None)),
            ((-signal.SIGSEGV, b"", False), ("killed by SIGSEGV", None)),
            ((-signal.SIGABRT, b"", False), ("killed by SIGABRT", None)),
            ((0, b"", False), ("exit status 0", None)),
            ((1, b"", False), ("exit status 1", None)),
            ((134, b"", False), ("exit status 134 (128+SIGABRT)", None)),
            ((143, b"oops\n", False), ("stderr output, exit status 143 (128+SIGTERM)", None)),
            ((-signal.SIGTERM, b"oops\n", False), ("stderr output, killed by SIGTERM", None)),
            ((-signal.SIGKILL, b"", True), ("no exit within 5 s of SIGTERM (killed)", None)),
            ((0, b"", False, True), ("exited before SIGTERM (exit status 0)", None)),
        ]
        for arguments, expected in cases:
            with self.subTest(arguments=arguments):
                self.assertEqual(classify_sigterm(*arguments), expected)

    def test_theReport_countsKindsKeepsTheFirstStderrAndEndsWithTheSummaryLine(self):
        tally = Tally()
        long_stderr = "".join(f"line {n}\n" for n in range(1, 31)).encode()
        tally.record("session", 1, None, None, b"")
        tally.record("session", 2, "killed by SIGILL", None, long_stderr)
        tally.record("session", 3, "killed by SIGILL", None, b"second\n")
        tally.record("sigterm", 1, None, "a note", b"")

        lines = tally.report_lines()

        self.assertEqual(lines[-1], "stress: 2 passed, 2 failed")
        self.assertEqual(lines[0], "FAILED 2x session: killed by SIGILL (first: run 2), stderr:")
        self.assertEqual(lines[1:22], [f"    | line {n}" for n in range(1, 21)] + ["    | ... (10 more lines)"])
        self.assertNotIn("second", "\n".join(lines))
        self.assertIn("note: 1x sigterm: a note", lines)

    def test_anEmptyReport(self):
        self.assertEqual(Tally().report_lines(), ["stress: 0 passed, 0 failed"])


class StressRunTests(unittest.TestCase):
    """Whole runs of Scripts/stress, against the real feed-server and a fake feed-tty."""

    def setUp(self):
        directory = tempfile.TemporaryDirectory()
        self.addCleanup(directory.cleanup)
        self.binary = os.path.join(directory.name, "feed-tty")
        with open(self.binary, "w") as file:
            file.write(FAKE_FEED_TTY.replace("/usr/bin/env python3", sys.executable))
        os.chmod(self.binary, 0o755)

    def write_script(self, name, text):
        path = os.path.join(os.path.dirname(self.binary), name)
        with open(path, "w") as file:
            file.write(text)
        os.chmod(path, 0o755)
        return path

    def run_stress(self, *arguments, mode="good"):
        environment = dict(os.environ, FAKE_FEED_TTY=mode, TMPDIR=os.path.dirname(self.binary))
        return subprocess.run([STRESS, "--binary", self.binary, *arguments], capture_output=True, text=True,
                              env=environment, timeout=60)

    def test_passingRunsOfBothCases_exit0(self):
        result = self.run_stress("--runs", "8", "--sigterm-runs", "2", "--jobs", "2")

        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(result.stdout.splitlines()[-1], "stress: 10 passed, 0 failed")
        self.assertEqual(os.listdir(os.path.dirname(self.binary)), ["feed-tty"], "Expected temporary files removed")

    def test_aServerThatDoesNotServeTheFeed_stopsTheRunsWithExit1(self):
        # Its complaint comes before its listening line, so it is on stderr when stress looks.
        server = self.write_script("server", "#!/bin/sh\necho broken >&2\necho 'listening on http://127.0.0.1:1'\n"
                                             "exec sleep 30\n")

        result = self.run_stress("--runs", "5", "--sigterm-runs", "0", "--server", server)

        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("stress: cannot run: feed-server does not serve the feed", result.stderr)
        self.assertIn("broken", result.stderr)
        self.assertNotIn("passed", result.stdout)

    def test_crashes_exit1WithTheirKindCountAndStderr(self):
        result = self.run_stress("--runs", "3", "--sigterm-runs", "0", mode="crash")

        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        lines = result.stdout.splitlines()
        self.assertEqual(lines[-1], "stress: 0 passed, 3 failed")
        self.assertIn("FAILED 3x session: killed by SIGILL (first: run ", result.stdout)
        self.assertIn("    | FoundationNetworking/TaskRegistry.swift:118: Fatal error: not in the registry",
                      lines)


if __name__ == "__main__":
    unittest.main()
