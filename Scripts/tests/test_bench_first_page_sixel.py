"""Tests of Scripts/bench's first_page_sixel case (Benchmarks/process_cases/first_page_sixel.py): the
pseudo-terminal answers what feed-tty asks as xterm does, a picture counts once it is written
whole, and its row compares the medians against half the reference's time.

Run: python3 -m unittest discover -s Scripts/tests -p 'test_bench_first_page_sixel.py' -v
"""

import os
import subprocess
import sys
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPOSITORY, "Benchmarks"))

from process_cases import __main__ as bench_main  # noqa: E402
from process_cases import first_page_sixel, runner  # noqa: E402

QUERY = b"\x1b[16t\x1b[?2;1;0S\x1b[?1;1;0S\x1b[c"  # what feed-tty --images sixel asks at start
PICTURE = b"    \x1b[?8452h\x1bP0;1;0q\"1;1;427;320#0;2;5;3;1#0~~!12?@-\x1b\\\x1b[?8452l\n"


class XtermAnswersTests(unittest.TestCase):
    def test_eachQuestion_isAnsweredOnceAsXtermAnswersIt_inTheOrderAsked(self):
        sut = first_page_sixel.XtermAnswers()

        self.assertEqual(sut(b"\x1b[?2004h" + QUERY),
                         b"\x1b[6;20;10t\x1b[?2;0;1000;1000S\x1b[?1;0;1024S\x1b[?63;1;2;4;6;9;15;22c")
        self.assertEqual(sut(b"My Feed\n"), b"", "Nothing asked again, nothing answered again")

    def test_aQuestionCutAcrossTwoReads_isAnsweredOnceWhole(self):
        sut = first_page_sixel.XtermAnswers()

        self.assertEqual(sut(b"\x1b[?2;1"), b"")
        self.assertEqual(sut(b";0S\x1b["), b"\x1b[?2;0;1000;1000S")
        self.assertEqual(sut(b"c"), b"\x1b[?63;1;2;4;6;9;15;22c")

    def test_pictures_areNotTakenForQuestions(self):
        self.assertEqual(first_page_sixel.XtermAnswers()(PICTURE * 3), b"")


class PicturesWrittenTests(unittest.TestCase):
    def test_aPicture_countsOnceItsLineIsWrittenWhole(self):
        cut = PICTURE[:40]

        self.assertEqual(first_page_sixel.pictures_written(PICTURE * 2 + cut), 2)

    def test_milestones_countEachPictureOnce_asTheOutputGrows(self):
        first, every = first_page_sixel.milestones()
        output = bytearray(b"My Feed\n")
        self.assertFalse(first(output))

        for piece in [PICTURE[:40], PICTURE[40:-6], PICTURE[-6:]] + [PICTURE] * 8 + [PICTURE[:40]]:
            output += piece
            first(output), every(output)
        self.assertTrue(first(output))
        self.assertFalse(every(output), "Nine whole pictures, and a tenth cut")

        output += PICTURE[40:]
        self.assertTrue(every(output))

    def test_pictureSize_isTheFirstPicturesRasterInPixels(self):
        self.assertEqual(first_page_sixel.picture_size(b"1. a\n" + PICTURE), ("427", "320"))
        with self.assertRaises(first_page_sixel.CaseError):
            first_page_sixel.picture_size(b"1. a\n    image: JPEG 640x480\n")


class RowTests(unittest.TestCase):
    def test_theRatio_isOursOverTheReferencesMedians_metAtHalfOrLess(self):
        row = first_page_sixel.ratio_row([0.30, 0.20, 0.25], [0.05, 0.04, 0.06], [0.50, 0.60, 0.55], 3)

        self.assertEqual((row["ours_ms"], row["first_picture_ms"], row["reference_ms"]), ("250.0", "50.0", "550.0"))
        self.assertEqual((row["ratio"], row["target"], row["met"]), ("0.455", "0.50", "yes"))
        self.assertEqual((row["ratio_min"], row["ratio_max"]), ("0.333", "0.600"))

    def test_moreThanHalfTheReferencesTime_isNotMet(self):
        row = first_page_sixel.ratio_row([0.6], [0.1], [1.0], 1)

        self.assertEqual((row["ratio"], row["met"]), ("0.600", "no"))


class WiringTests(unittest.TestCase):
    def test_theCase_canBeChosenByName(self):
        self.assertIn("first_page_sixel", [name for name, _ in runner.CASES])
        options = bench_main.parse(["run", "--feed-tty", "app", "--server", "server", "--feed-thumbnail", "thumb",
                                    "--case", "first_page_sixel"])
        self.assertEqual(options.case, ["first_page_sixel"])

    def test_benchsHelp_describesTheCaseAndItsReference(self):
        result = subprocess.run([os.path.join(REPOSITORY, "Scripts", "bench"), "--help"], capture_output=True,
                                text=True, timeout=30)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("first_page_sixel  a first page of 10 items", result.stdout)
        self.assertIn("img2sixel -w 427 -h 320", result.stdout)


if __name__ == "__main__":
    unittest.main()
