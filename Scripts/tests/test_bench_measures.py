"""Tests of Scripts/bench's measures (Benchmarks/process_cases): how it measures a child's memory,
the memory rows of issue 26 (against a peer, and as growth over the app's own floor), and the
closing table. How it gets its tools, its options and its cases' outcomes are tested in
test_bench_tools.py.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import contextlib
import io
import os
import subprocess
import sys
import tempfile
import types
import unittest
import unittest.mock

from bench_tools_support import BENCHMARKS, MB, fake_run
from process_cases import big_page_rows, children, memory, per_image, table, thumbnails
from process_cases.errors import CaseError


class ChildPeakTests(unittest.TestCase):
    """A child's peak RSS includes the peak of the process that spawned it: what run_child records."""

    def test_aChildSmallerThanTheBench_isReportedAsHiddenUnderTheBenchsPeak(self):
        run = children.run_child(["true"], timeout=20)

        self.assertEqual(run.status, 0)
        self.assertGreater(run.spawner_peak_bytes, 0)
        # The kernel's figure for the bench may lag /proc's by what its threads have not yet counted.
        self.assertGreaterEqual(run.peak_rss_bytes, run.spawner_peak_bytes - children.SPAWN_SLACK_BYTES)
        self.assertTrue(run.peak_rss_hidden)

    def test_aChildLargerThanTheBench_isItsOwnFigure(self):
        size = children.own_peak_bytes() + 64 * MB

        run = children.run_child([sys.executable, "-c", f"b = bytearray({size}); b[::4096] = b'x' * len(b[::4096])"],
                                 timeout=20)

        self.assertEqual(run.status, 0)
        self.assertGreaterEqual(run.peak_rss_bytes, size)
        self.assertFalse(run.peak_rss_hidden)


    def test_aChildAFewMegabytesOverTheBench_isItsOwnFigure(self):
        """The static build's floor (22.7 MB) over a bench of 18.3 MB: 4.4 MB above it, beyond what
        the kernel's counters can stray on this machine (a fixed 4 MiB slack hid it)."""
        spawner = 18.3 * MB
        run = children.Run(1.0, 0, types.SimpleNamespace(ru_maxrss=int((spawner + 2 * MB) / 1024)), False,
                           int(spawner))

        self.assertFalse(run.peak_rss_hidden)

    def test_whatTheBenchHeldEarlierAndLetGo_doesNotHideALaterChild(self):
        held = b"x" * int(96 * MB)  # as a case's captured output, freed before the next case's children
        peak_while_held = children.own_peak_bytes()
        del held

        run = children.run_child(["true"], timeout=20)

        self.assertEqual(run.status, 0)
        self.assertLess(run.spawner_peak_bytes, peak_while_held - 64 * MB)
        self.assertLess(run.peak_rss_bytes, peak_while_held - 64 * MB)


class PeakAgainstPeerTests(unittest.TestCase):
    """big_page_memory: ours against jq on the same body, medians, target ≤ 1.0."""

    def row(self, ours, peer):
        return memory.peak_against_peer("big_page_memory", ours, peer, "jq", "the page", "jq on the page")

    def test_theRatio_isOursOverThePeersMedians(self):
        readable, fields = self.row([fake_run(140), fake_run(150), fake_run(145)], [fake_run(70), fake_run(72)])

        self.assertEqual((fields["ours_mb"], fields["reference_mb"], fields["peer"]), ("145.0", "71.0", "jq"))
        self.assertEqual((fields["ratio"], fields["target"], fields["met"]), ("2.042", "1.00", "no"))
        self.assertIn("145.0 MB, jq on the page 71.0 MB, ratio 2.04, run by run 2.000–2.083, target ≤ 1.00, met: no", readable)

    def test_theSpread_isTheLowestAndHighestRatioOfRunsTakenInTurn(self):
        readable, fields = self.row([fake_run(60), fake_run(66), fake_run(63)], [fake_run(72), fake_run(71), fake_run(70)])

        self.assertEqual((fields["ratio_min"], fields["ratio_max"]), ("0.833", "0.930"))
        self.assertIn("ratio 0.89, run by run 0.833–0.930, target", readable)

    def test_everyRun_isMetOnlyWhenEachRunTakenInTurnIs(self):
        ours, peer = [fake_run(58), fake_run(66), fake_run(59)], [fake_run(72), fake_run(72), fake_run(72)]
        _, by_median = memory.peak_against_peer("big_page_memory", ours, peer, "jq", "the page", "jq", target=0.85)
        readable, by_run = memory.peak_against_peer("big_page_memory", ours, peer, "jq", "the page", "jq", target=0.85,
                                                    every_run=True)

        self.assertEqual((by_median["met"], by_run["met"]), ("yes", "no"))
        self.assertIn("target ≤ 0.85 in every run, met: no", readable)

    def test_belowThePeer_isMet(self):
        _, fields = self.row([fake_run(60)], [fake_run(71)])

        self.assertEqual(fields["met"], "yes")

    def test_aPeerHiddenUnderTheBenchsPeak_isAnUpperBound(self):
        _, above = self.row([fake_run(30)], [fake_run(12, spawner_mb=12)])
        _, below = self.row([fake_run(11, spawner_mb=5)], [fake_run(12, spawner_mb=12)])

        self.assertEqual((above["reference_at_most"], above["met"]), ("yes", "no"))
        self.assertEqual(below["met"], "unknown")

    def test_aRunStoppedAtItsTimeout_missesWhateverItsFigure(self):
        _, fields = self.row([fake_run(20, timed_out=True)], [fake_run(71)])

        self.assertEqual((fields["met"], fields["timed_out"]), ("no", "yes"))

    def test_theBigPageRow_isAgainstJqAndNoLongerAgainstFiveTimesThePayload(self):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            big_page_rows.report_memory(100_000, 13_300_000, [fake_run(140)], [fake_run(71)])

        fields_line = output.getvalue().splitlines()[-1]
        self.assertTrue(fields_line.startswith("case=big_page_memory "), fields_line)
        self.assertIn("peer=jq", fields_line)
        self.assertIn("reference_mb=71.0", fields_line)
        self.assertNotIn("limit_mb", fields_line)
        self.assertIn("jq -r '.items[].image' on the same 13.3 MB body", output.getvalue())


class GrowthOverFloorTests(unittest.TestCase):
    """comments_10k_growth and paging_100_growth: growth over the app's own floor, ≤ 5 × payload."""

    def row(self, ours, floor, payload):
        parts = {"feed": payload * 0.6, "comments": 0, "images": payload * 0.4}
        return memory.growth_over_floor("paging_100_growth", ours, floor, parts, "100 mores", "input `quit`")

    def test_theGrowth_isTheMedianPeakLessTheMedianFloor_againstThePayload(self):
        readable, fields = self.row([fake_run(34.0), fake_run(35.0), fake_run(34.6)],
                                    [fake_run(29.5), fake_run(29.4), fake_run(29.6)], 0.25 * MB)

        self.assertEqual((fields["peak_mb"], fields["floor_mb"], fields["growth_mb"]), ("34.6", "29.5", "5.10"))
        self.assertEqual((fields["payload_mb"], fields["target"], fields["met"]), ("0.250", "5.00", "no"))
        self.assertAlmostEqual(float(fields["ratio"]), 20.4, places=1)
        self.assertIn("over the app's own floor 29.5 MB (input `quit`)", readable)
        self.assertIn("payload of 0.250 MB (the bodies it downloaded beyond the floor's run: feed 0.150 MB,"
                      " images 0.100 MB)", readable)
        self.assertEqual((fields["payload_feed_bytes"], fields["payload_images_bytes"]), (150000, 100000))
        self.assertIn("target ≤ 5 × payload, met: no", readable)

    def test_growthWithinFiveTimesThePayload_isMet(self):
        _, fields = self.row([fake_run(36.0)], [fake_run(30.0)], 1.6 * MB)

        self.assertEqual((fields["ratio"], fields["met"]), ("3.750", "yes"))

    def test_aPeakBelowTheFloor_isNoGrowth(self):
        _, fields = self.row([fake_run(29.0)], [fake_run(30.0)], 1 * MB)

        self.assertEqual((fields["growth_mb"], fields["met"]), ("0.00", "yes"))

    def test_aFigureHiddenUnderTheBenchsPeak_cannotBeJudged(self):
        with self.assertRaises(CaseError) as raised:
            self.row([fake_run(36.0)], [fake_run(30.0, spawner_mb=31)], 1 * MB)

        self.assertIn("hidden under the bench's own (31.0 MB)", str(raised.exception))

    def test_nothingDownloadedBeyondTheFloor_cannotBeJudged(self):
        with self.assertRaises(CaseError):
            self.row([fake_run(36.0)], [fake_run(30.0)], 0)


class TableTests(unittest.TestCase):
    """The closing table of Scripts/bench: a row a `case=` line, and one more for a naive reference."""

    def table(self, lines):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as file:
            file.write("a readable line, not a row\n" + "\n".join(lines) + "\n")
        self.addCleanup(os.remove, file.name)
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            table.table(file.name)
        return [self.cells(line) for line in output.getvalue().splitlines()[2:]]

    def cells(self, line):
        return [cell.strip() for cell in line.split("  ") if cell.strip()]

    def test_aNaiveReference_addsAnInformationalRowAfterItsCase(self):
        rows = self.table([
            "case=decorator_hop ours_ms=50.7 reference_ms=33.9 ratio=1.494 target=1.50 met=yes runs=3 n=100000"
            " naive_ms=75.1 ratio_naive=0.675",
        ])
        self.assertEqual(rows, [
            ["decorator_hop", "50.7 ms", "33.9 ms", "1.494", "≤ 1.50", "yes"],
            ["decorator_hop vs naive", "50.7 ms", "75.1 ms", "0.675", "(info)"],
        ])

    def test_cpuLimitAndErrorRows_eachShowTheirUnits(self):
        rows = self.table([
            "case=big_page_cpu ours_us=371.2 reference_us=129.4 ratio=2.869 target=1.50 met=no items=200",
            "case=signal_exit ours_ms=36.9 limit_ms=300 ratio=0.123 target=1.00 met=yes timed_out=no",
            'case=comments_10k error="feed-tty exited 1"',
        ])
        self.assertEqual(rows, [
            ["big_page_cpu", "371.2 µs CPU", "129.4 µs CPU", "2.869", "≤ 1.50", "no"],
            ["signal_exit", "36.9 ms", "limit 300 ms", "0.123", "≤ 1.00", "yes"],
            ["comments_10k", "cannot run", "feed-tty exited 1"],
        ])

    def test_aThumbnailRowTimedInProcessToo_addsAnInformationalRowAfterIt(self):
        rows = self.table([
            "case=thumbnail_jpeg ours_ms=1.000 reference_ms=0.700 ratio=1.429 target=1.50 met=yes runs=20"
            " images_per_run=50 one_process_ms=9.10 inprocess_ms=0.550 ratio_inprocess=1.818",
        ])
        self.assertEqual(rows, [
            ["thumbnail_jpeg", "1.000 ms", "0.700 ms", "1.429", "≤ 1.50", "yes"],
            ["thumbnail_jpeg vs tjbench", "1.000 ms", "0.550 ms", "1.818", "(info)"],
        ])

    def test_aJPEGThumbnailAgainstTheDecoderInProcess_addsItsFormerProcessReferenceAfterIt(self):
        rows = self.table([
            "case=thumbnail_jpeg ours_ms=0.700 reference_ms=0.350 ratio=2.000 target=2.50 met=yes peer=libjpeg-turbo"
            " measure=cpu runs=20 images_per_run=70 reference_images_per_run=140 wall_ours_ms=0.750"
            " wall_reference_ms=0.360 one_process_ms=9.10 process_peer=djpeg process_ms=1.000 ratio_process=0.750"
            " true_ms=0.90",
        ])
        self.assertEqual(rows, [
            ["thumbnail_jpeg", "0.700 ms CPU", "libjpeg-turbo 0.350 ms CPU", "2.000", "≤ 2.50", "yes"],
            ["thumbnail_jpeg vs djpeg", "0.750 ms", "1.000 ms", "0.750", "(info; was ≤ 1.50)"],
        ])

    def test_tjbenchsFrameRate_isReadAsMillisecondsAnImage(self):
        output = (b"Image size: 640 x 480 --> 80 x 60\n"
                  b"Decompress    --> Frame rate:         1470.814145 fps\n"
                  b"                  Throughput:         451.834105 Megapixels/sec\n")
        self.assertAlmostEqual(thumbnails.tjbench_ms(output), 1000 / 1470.814145)
        with self.assertRaises(CaseError):
            thumbnails.tjbench_ms(b"no rate here")

    def test_anInvalidRow_saysWhyInsteadOfARatio(self):
        rows = self.table(['case=big_page_time invalid="3 images failed (of 9, in 1 of 5 runs)" target=1.20 met=no'])

        self.assertEqual(rows, [["big_page_time", "invalid: 3 images failed (of 9, in 1 of 5 runs)", "≤ 1.20",
                                 "no"]])

    def test_thePeerMemoryRow_namesThePeerAndMarksAnUpperBound(self):
        rows = self.table([
            "case=big_page_memory ours_mb=142.0 reference_mb=71.0 ratio=2.000 target=1.00 met=no peer=jq"
            " ours_at_most=no reference_at_most=no timed_out=no",
            "case=big_page_memory ours_mb=30.1 reference_mb=14.2 ratio=2.120 target=1.00 met=no peer=jq"
            " ours_at_most=no reference_at_most=yes timed_out=no",
        ])
        self.assertEqual(rows, [
            ["big_page_memory", "142.0 MB", "jq 71.0 MB", "2.000", "≤ 1.00", "no"],
            ["big_page_memory", "30.1 MB", "jq ≤ 14.2 MB", "2.120", "≤ 1.00", "no"],
        ])

    def test_aRowWithASpread_showsItBesideTheRatio(self):
        rows = self.table([
            "case=comments_10k ours_ms=90.1 reference_ms=110.0 ratio=0.819 ratio_min=0.771 ratio_max=0.874"
            " target=1.00 met=yes runs=5",
        ])
        self.assertEqual(rows, [["comments_10k", "90.1 ms", "110.0 ms", "0.819", "0.771–0.874", "≤ 1.00", "yes"]])

    def test_aLikenessRow_showsItsLowestPhotographsRatioBesideTheMean(self):
        rows = self.table([
            "case=fidelity_256_8rows ours_r=0.919 reference_r=0.873 ratio=1.053 worst_ratio=1.005 target=1.00 met=yes",
        ])
        self.assertEqual(rows, [
            ["fidelity_256_8rows", "0.919", "chafa 0.873", "1.053", "lowest 1.005", "≥ 1.00 (each)", "yes"],
        ])

    def test_anAbsoluteLimitRow_showsTheHighestRunAgainstItsLimit(self):
        rows = self.table([
            "case=hostile_png_memory ours_mb=27.3 limit_mb=40 ratio=0.682 target=1.00 met=yes runs=5 ours_at_most=no",
            "case=long_line_memory ours_mb=19.0 limit_mb=100 ratio=0.190 target=1.00 met=yes runs=5 ours_at_most=yes",
        ])
        self.assertEqual(rows, [
            ["hostile_png_memory", "27.3 MB (highest)", "limit 40 MB", "0.682", "≤ 1.00 every run", "yes"],
            ["long_line_memory", "≤ 19.0 MB (highest)", "limit 100 MB", "0.190", "≤ 1.00 every run", "yes"],
        ])

    def test_theGrowthRow_printsTheFloorBesideIt(self):
        rows = self.table([
            "case=comments_10k_growth growth_mb=4.10 peak_mb=33.6 floor_mb=29.5 payload_mb=1.600 ratio=2.563"
            " target=5.00 met=yes payload_bytes=1600000",
        ])
        self.assertEqual(rows, [
            ["comments_10k_growth", "+4.10 MB (peak 33.6, floor 29.5)", "payload 1.600 MB", "2.563",
             "≤ 5.00 × payload", "yes"],
        ])

    def test_theTableCommand_isRunAsScriptsBenchRunsIt(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as file:
            file.write("case=https ours_ms=48.9 reference_ms=61.4 ratio=0.796 target=1.00 met=yes\n")
        self.addCleanup(os.remove, file.name)

        result = subprocess.run([sys.executable, "-m", "process_cases", "table", file.name], capture_output=True,
                                text=True, timeout=30, env=dict(os.environ, PYTHONPATH=BENCHMARKS))

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.cells(result.stdout.splitlines()[2]), ["https", "48.9 ms", "61.4 ms", "0.796", "≤ 1.00",
                                                                    "yes"])


class PerImageTests(unittest.TestCase):
    """How the picture cases time a picture: ours and an in-process reference alike (N images less
    one, over N - 1), the process reference less the start of /bin/true, in the same runs."""

    def test_anInProcessReference_isTimedAsOursIs_withoutItsStartUp(self):
        started = []

        def ours(count):  # 9 ms to start, 0.7 ms an image
            started.append("ours")
            return fake_run(10, seconds=0.009 + count * 0.0007)

        def decoder(count):  # 2 ms to start, 0.35 ms an image
            started.append("decoder")
            return fake_run(10, seconds=0.002 + count * 0.00035)

        def process(arguments, timeout):  # djpeg 1.9 ms, /bin/true 0.9 ms
            started.append(arguments[0])
            return fake_run(10, seconds=0.0009 if arguments == ["true"] else 0.0019)

        options = types.SimpleNamespace(runs=1)
        with unittest.mock.patch.object(per_image, "run_child", process):
            timing, decoding = per_image.per_image_against(options, ours, ["djpeg", "photo.jpg"], decoder, target=1.5)

        self.assertAlmostEqual(timing.ours_ms, 0.7)
        self.assertAlmostEqual(decoding.reference_ms, 0.35)
        # fake_run's CPU time is half its wall-clock: each side's own, the start-up left out.
        self.assertAlmostEqual(decoding.ours_cpu_ms, 0.35)
        self.assertAlmostEqual(decoding.reference_cpu_ms, 0.175)
        self.assertAlmostEqual(timing.reference_ms, 1.0)
        self.assertEqual((timing.count, decoding.reference_count), (71, 143))  # about 50 ms of each a run
        self.assertEqual(timing.runs, 4)
        # Run by run, every side in turn, so that the load a run meets is shared by all.
        self.assertEqual(started[12:18], ["ours", "ours", "decoder", "decoder", "djpeg", "true"])
        self.assertEqual(started[12:], started[12:18] * 4)

    def test_theImagesARun_comeFromTheMedianOfThreeEstimates_notOneThatWasInterrupted(self):
        calls = []

        def draw(count):  # 1 ms an image; the first run of 11 is held up by 40 ms
            calls.append(count)
            held = 0.040 if len(calls) == 1 else 0.0
            return fake_run(10, seconds=0.005 + count * 0.001 + held)

        self.assertEqual(per_image.images_a_run(draw, 500), 50)
        self.assertEqual(calls, [11, 1] * 3)

    def test_withoutAnInProcessReference_onlyOursAndTheProcessesRun(self):
        started = []

        def ours(count):
            started.append("ours")
            return fake_run(10, seconds=0.009 + count * 0.001)

        def process(arguments, timeout):
            started.append(arguments[0])
            return fake_run(10, seconds=0.001 if arguments == ["true"] else 0.003)

        with unittest.mock.patch.object(per_image, "run_child", process):
            timing = per_image.per_image(types.SimpleNamespace(runs=1), ours, ["pngtopnm", "photo.png"], target=1.5)

        self.assertAlmostEqual(timing.ours_ms, 1.0)
        self.assertAlmostEqual(timing.reference_ms, 2.0)
        self.assertEqual(set(started), {"ours", "pngtopnm", "true"})


if __name__ == "__main__":
    unittest.main()
