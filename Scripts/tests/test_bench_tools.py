"""Tests of Scripts/bench's Python side (Benchmarks/process_cases): how it gets the tools of its
references (a missing tool is installed with apt-get only after a line on stderr says what and why;
apt-get is never really run: `shutil.which` and `subprocess.run` are replaced), which runs the big
page compares, its options, the hostile rows and the size of its modules. How it measures memory,
the memory rows of issue 26 and the closing table are tested in test_bench_measures.py.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import contextlib
import io
import os
import subprocess
import types
import unittest
import zlib
from unittest import mock

from bench_tools_support import BENCHMARKS, REPOSITORY, fake_run, table_cells_of
from process_cases import big_page, hostile, outcomes, runner, tools
from process_cases.errors import CaseError


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
        with mock.patch.object(tools.shutil, "which", self.which), \
                mock.patch.object(tools.subprocess, "run", self.run), \
                contextlib.redirect_stderr(self.stderr), contextlib.redirect_stdout(io.StringIO()):
            yield


class EnsureToolsTests(unittest.TestCase):
    def test_missingTools_areAnnouncedOnStderrWithTheReasonBeforeAptGetRuns(self):
        system = FakeSystem(tools={"openssl"})

        with system.installed():
            tools.ensure_tools("the case times curl and jq", "curl", "jq", "openssl")

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
            tools.ensure_tools("any reason", "curl", "jq")

        self.assertEqual(system.commands, [])
        self.assertEqual(system.stderr.getvalue(), "")

    def test_withoutAptGet_theCaseCannotRunAndSaysWhatToInstall(self):
        system = FakeSystem(tools=set(), apt_get=False)

        with system.installed(), self.assertRaises(CaseError) as raised:
            tools.ensure_tools("the case times jq", "jq")

        self.assertEqual(system.commands, [])
        self.assertIn("jq missing (the case times jq); install it", str(raised.exception))

    def test_failedInstall_theCaseCannotRun(self):
        system = FakeSystem(tools=set(), install_fails=True)

        with system.installed(), self.assertRaises(CaseError) as raised:
            tools.ensure_tools("any reason", "curl")

        self.assertIn("curl missing and could not be installed", str(raised.exception))
        self.assertIn("installing curl", system.stderr.getvalue())


class BigPageOutcomeTests(unittest.TestCase):
    """big_page compares only runs that loaded every image: a run with failed images did less than
    curl, and its time, CPU and memory rows say so instead of giving a ratio."""

    def run_big_page(self, image_lines):
        """big_page on 2 items, every child faked: feed-tty's runs print `image_lines` in turn."""
        outputs = iter(image_lines)

        def run_child(arguments, timeout, stdout=subprocess.DEVNULL, **_):
            if arguments[0] == "feed-tty":
                # The burst's run (the server silent from the first image): both images not loaded.
                lines = ["   image: failed (not loaded)"] * 2 if "--timeout" in arguments else next(outputs)
                stdout.write("".join(f"{number}. item\n{line}\n" for number, line in enumerate(lines, 1)).encode())
            return fake_run(50)

        server = mock.MagicMock()
        server.__enter__.return_value.url = "http://127.0.0.1:1"
        options = types.SimpleNamespace(feed_tty="feed-tty", server="feed-server", big_items=2, big_timeout=60,
                                        runs=len(image_lines))
        output = io.StringIO()
        with mock.patch.object(big_page, "ensure_tools"), mock.patch.object(big_page, "Server", return_value=server), \
                mock.patch.object(big_page, "save_page", return_value=1000), \
                mock.patch.object(big_page, "image_config", return_value="images.curl"), \
                mock.patch.object(big_page, "run_child", side_effect=run_child), \
                mock.patch.object(big_page, "time_to_first_item", return_value=0.1), \
                mock.patch.object(big_page, "time_to_first_image_url", return_value=0.05), \
                mock.patch.object(big_page, "image_rate", return_value=100.0), contextlib.redirect_stdout(output):
            outcome = big_page.big_page(options)
        rows = [line for line in output.getvalue().splitlines() if line.startswith("case=")]
        return outcome, rows

    def test_runsThatLoadedEveryImage_areCompared(self):
        loaded = ["   image: PNG 1×1", "   image: PNG 1×1"]

        outcome, rows = self.run_big_page([loaded, loaded])

        self.assertIsNone(outcome)
        self.assertEqual([row.split()[0] for row in rows],
                         ["case=big_page_time", "case=big_page_cpu", "case=big_page_first_item",
                          "case=big_page_burst_memory", "case=big_page_memory"])
        self.assertFalse(any("invalid=" in row for row in rows))

    def test_theFirstItem_isTimedAgainstCurlAndJqStreamingInTheSameRuns(self):
        loaded = ["   image: PNG 1×1", "   image: PNG 1×1"]

        _, rows = self.run_big_page([loaded, loaded])

        first = next(row for row in rows if row.startswith("case=big_page_first_item"))
        self.assertIn("ours_ms=100.0 reference_ms=50.0 peer=curl+jq ratio=2.000 target=1.00 met=no", first)
        self.assertEqual(table_cells_of(first), ["big_page_first_item", "100.0 ms", "curl+jq 50.0 ms", "2.000",
                                                         "2.000–2.000", "≤ 1.00", "no"])

    def test_aRunWithFailedImages_makesItsRowsInvalidAndTheCaseFail(self):
        loaded = ["   image: PNG 1×1", "   image: PNG 1×1"]
        failed = ["   image: failed (not loaded: the run's time after its input ended ran out) — type",
                  "   image: stopped"]

        outcome, rows = self.run_big_page([loaded, failed])

        self.assertEqual(outcome, outcomes.INVALID)
        invalid = [row for row in rows if "invalid=" in row]
        self.assertEqual([row.split()[0] for row in invalid],
                         ["case=big_page_time", "case=big_page_cpu", "case=big_page_memory"])
        self.assertIn('invalid="2 images failed (of 2, in 1 of 2 runs)"', invalid[0])
        self.assertTrue(all("met=no" in row and "ratio=" not in row for row in invalid))

    def test_anInvalidCase_failsTheBench(self):
        options = types.SimpleNamespace(case=["big_page"])
        with mock.patch.object(runner, "CASES", (("big_page", lambda _: outcomes.INVALID),)):
            self.assertEqual(runner.run(options), 1)
        with mock.patch.object(runner, "CASES", (("big_page", lambda _: None),)):
            self.assertEqual(runner.run(options), 0)


class PackageTests(unittest.TestCase):
    def test_everyModule_isUnder500Lines(self):
        folder = os.path.join(BENCHMARKS, "process_cases")
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                with self.subTest(module=name), open(os.path.join(folder, name), encoding="utf-8") as file:
                    self.assertLess(len(file.readlines()), 500)


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
        for name in ("decorator_hop", "mapping", "comments_10k", "paging_100", "big_page", "thumbnails", "watch",
                     "watch_poll_cpu", "watch_poll_bytes", "watch_memory", "watch_refresh_304"):
            self.assertIn(name, result.stdout)

    def test_help_statesTheMemoryRowsAgainstJqAndTheAppsFloor(self):
        result = self.run_bench("--help")

        self.assertIn("big_page_memory   the same runs' peak RSS, against `jq -r '.items[].image'`", result.stdout)
        self.assertIn("comments_10k_growth  its memory as growth over the app's own floor", result.stdout)
        self.assertIn("paging_100_growth", result.stdout)
        self.assertNotIn("_memory  its peak RSS, against 5 ×", result.stdout)


class HostileRowsTests(unittest.TestCase):
    def test_limitRow_isMetOnlyWhenEveryRunIsWithinTheLimit(self):
        lines = []
        with mock.patch.object(hostile, "report", lambda readable, **fields: lines.append(fields)):
            hostile.report_limit("hostile_png_memory", [fake_run(30), fake_run(39)], 40, "six PNGs")
            hostile.report_limit("hostile_png_memory", [fake_run(30), fake_run(41)], 40, "six PNGs")

        self.assertEqual([(fields["ours_mb"], fields["met"]) for fields in lines], [("39.0", "yes"), ("41.0", "no")])

    def test_hugeChunkPNG_declaresAGibibyteChunkAfterAValidHeader(self):
        png = hostile.huge_chunk_png("iTXt")

        self.assertEqual(len(png), 49)
        self.assertEqual(png[:8], b"\x89PNG\r\n\x1a\n")
        self.assertEqual(png[12:16], b"IHDR")
        self.assertEqual(int.from_bytes(png[29:33], "big"), zlib.crc32(png[12:29]))
        self.assertEqual((int.from_bytes(png[33:37], "big"), png[37:41]), (0x3FFFFFFF, b"iTXt"))


if __name__ == "__main__":
    unittest.main()
