"""Tests of Scripts/install.

InstallScriptTests run the script with a stand-in `swift` first in PATH (it "builds" a fake
feed-tty and its bundles), so they need no Swift build: options, what goes where, replacing,
refusing and uninstalling.

InstalledProgramTests install the real release build into a temporary prefix, move the build
folder away and run the installed feed-tty from another folder. They need INSTALL_TEST_SCRATCH,
the release build folder to use (Scripts/test sets it, to the release build `Scripts/bench`
already made); skipped without it.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import os
import shutil
import stat
import subprocess
import tempfile
import textwrap
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INSTALL = os.path.join(SCRIPTS, "install")
RELEASE_SCRATCH = os.environ.get("INSTALL_TEST_SCRATCH")
BUNDLES = ("FeedDemo_FeedDemo.resources", "FeedPresentation_FeedPresentation.resources",
           "FeedTextUI_FeedTextUI.resources")
REPO = os.path.dirname(SCRIPTS)
# The manual and the completions: where they come from (the manual in the repository, or the shell
# whose completion the program writes), in lib/feed-tty, and linked from share/.
DOCS = (("docs/feed-tty.1", "feed-tty.1", "share/man/man1/feed-tty.1"),
        ("bash", "completions/feed-tty.bash", "share/bash-completion/completions/feed-tty"),
        ("zsh", "completions/_feed-tty", "share/zsh/site-functions/_feed-tty"),
        ("fish", "completions/feed-tty.fish", "share/fish/vendor_completions.d/feed-tty.fish"))
LIB_DOCS = ("completions", "feed-tty.1")

# A stand-in for `swift build`: `--show-bin-path` prints FAKE_BIN; a build fails when
# FAKE_SWIFT_FAILS is set; every call is appended to FAKE_SWIFT_CALLS.
FAKE_SWIFT = textwrap.dedent("""\
    #!/usr/bin/env python3
    import os, sys
    with open(os.environ["FAKE_SWIFT_CALLS"], "a") as calls:
        calls.write(" ".join(sys.argv[1:]) + "\\n")
    if os.environ.get("FAKE_SWIFT_FAILS"):
        sys.exit("error: fake build failure")
    if "--show-bin-path" in sys.argv:
        print(os.environ["FAKE_BIN"])
""")

# A stand-in for the program: its --version, and a line for a completion script.
FAKE_FEED_TTY = textwrap.dedent("""\
    #!/bin/sh
    for last in "$@"; do :; done
    case " $* " in
        *" --generate-completion-script "*) echo "# feed-tty {version}: the $last completion" ;;
        *) echo "feed-tty {version}" ;;
    esac
""")


def read_text(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def expected_doc(source):
    """The bytes installed from `source`: the repository's file, or the (stand-in) program's completion."""
    if "/" not in source:
        return f"# feed-tty 1.0: the {source} completion\n".encode()
    with open(os.path.join(REPO, source), "rb") as original:
        return original.read()


def write_executable(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


class InstallScriptTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory(prefix="feed-tty-install-test-")
        self.addCleanup(folder.cleanup)
        self.root = folder.name
        self.prefix = os.path.join(self.root, "prefix")
        self.tools = os.path.join(self.root, "tools")
        self.built = os.path.join(self.root, "release")
        self.calls = os.path.join(self.root, "swift-calls")
        os.makedirs(self.tools)
        write_executable(os.path.join(self.tools, "swift"), FAKE_SWIFT)
        self.make_build(version="1.0")

    def make_build(self, version, bundles=BUNDLES):
        shutil.rmtree(self.built, ignore_errors=True)
        os.makedirs(self.built)
        write_executable(os.path.join(self.built, "feed-tty"), FAKE_FEED_TTY.format(version=version))
        for bundle in bundles:
            os.makedirs(os.path.join(self.built, bundle, "en.lproj"))
            with open(os.path.join(self.built, bundle, "en.lproj", "Strings.strings"), "w") as file:
                file.write(f'"VERSION" = "{version}";\n')

    def run_install(self, *arguments, **environment):
        env = dict(os.environ, PATH=self.tools + os.pathsep + os.environ.get("PATH", ""), FAKE_BIN=self.built,
                   FAKE_SWIFT_CALLS=self.calls, INSTALL_SCRATCH=os.path.join(self.root, "scratch"), **environment)
        return subprocess.run([INSTALL, *arguments], capture_output=True, text=True, env=env, timeout=60,
                              stdin=subprocess.DEVNULL, cwd=self.root)

    def path(self, *components):
        return os.path.join(self.prefix, *components)

    def swift_calls(self):
        if not os.path.exists(self.calls):
            return []
        with open(self.calls, encoding="utf-8") as file:
            return file.read().splitlines()

    def test_help_saysWhatGoesWhereAndHowToRemoveIt(self):
        result = self.run_install("--help")

        self.assertEqual(result.returncode, 0, result.stderr)
        for text in ("--prefix DIR", "~/.local", "--uninstall", "DIR/lib/feed-tty/feed-tty", "*.resources",
                     "DIR/bin/feed-tty", "Bundle.module", "release", "DIR/share/man/man1/feed-tty.1",
                     "DIR/share/bash-completion/completions/feed-tty", "DIR/share/zsh/site-functions/_feed-tty",
                     "DIR/share/fish/vendor_completions.d/feed-tty.fish"):
            self.assertIn(text, result.stdout)
        self.assertEqual(self.swift_calls(), [], "--help builds nothing")

    def test_unknownOptionOrMissingPrefix_isAUsageErrorWithoutBuilding(self):
        for arguments in (["--bogus"], ["--prefix"], ["--prefix", ""]):
            result = self.run_install(*arguments)

            self.assertEqual(result.returncode, 64, arguments)
            self.assertIn("Scripts/install:", result.stderr)
            self.assertIn("Usage: Scripts/install", result.stderr)
        self.assertEqual(self.swift_calls(), [])

    def test_install_linksTheSwiftRuntimeInAsTheBenchBuildsWhatItMeasures(self):
        result = self.run_install("--prefix", self.prefix)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(self.swift_calls())
        self.assertTrue(all(" --static-swift-stdlib " in f" {call} " for call in self.swift_calls()), self.swift_calls())
        with open(os.path.join(SCRIPTS, "bench"), encoding="utf-8") as bench:
            app_builds = [line for line in bench if "swift build" in line and "Apps/feed-tty" in line]
        self.assertTrue(app_builds)
        self.assertTrue(all("--static-swift-stdlib" in line for line in app_builds), app_builds)

    def test_install_buildsInReleaseAndPutsTheBundlesBesideTheProgramLinkedFromBin(self):
        result = self.run_install("--prefix", self.prefix)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(all(" -c release " in f" {call} " for call in self.swift_calls()), self.swift_calls())
        self.assertTrue(all(f"--scratch-path {self.root}/scratch" in call for call in self.swift_calls()))
        self.assertEqual(sorted(os.listdir(self.path("lib", "feed-tty"))), sorted(("feed-tty", *BUNDLES, *LIB_DOCS)))
        self.assertEqual(os.readlink(self.path("bin", "feed-tty")), "../lib/feed-tty/feed-tty")
        ran = subprocess.run([self.path("bin", "feed-tty"), "--version"], capture_output=True, text=True)
        self.assertEqual(ran.stdout, "feed-tty 1.0\n")
        self.assertIn("--uninstall --prefix", result.stdout)

    def test_install_linksTheManualAndCompletionsWhereManAndEachShellLook(self):
        result = self.run_install("--prefix", self.prefix)

        self.assertEqual(result.returncode, 0, result.stderr)
        for source, installed, link in DOCS:
            with self.subTest(link=link):
                self.assertEqual(os.readlink(self.path(link)), "../../../lib/feed-tty/" + installed)
                with open(self.path(link), "rb") as file:
                    self.assertEqual(file.read(), expected_doc(source), f"{link} is {source}'s")
                self.assertEqual(stat.S_IMODE(os.stat(self.path(link)).st_mode), 0o644)
                self.assertIn(self.path(link), result.stdout)
        self.assertIn("man feed-tty", result.stdout)
        self.assertIn("site-functions", result.stdout, "says how zsh finds its completion")

    @unittest.skipUnless(shutil.which("man") or os.environ.get("CI"), "man is not installed (Scripts/install-test-peers installs man-db)")
    def test_install_manFeedTTY_findsTheManualThroughPATH(self):
        self.assertEqual(self.run_install("--prefix", self.prefix).returncode, 0)
        env = {"PATH": self.path("bin") + os.pathsep + "/usr/bin:/bin", "HOME": self.root, "LC_ALL": "C.UTF-8",
               "MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"}

        shown = subprocess.run(["man", "feed-tty"], capture_output=True, text=True, env=env, timeout=60,
                               stdin=subprocess.DEVNULL, cwd=self.root)

        self.assertEqual(shown.returncode, 0, shown.stderr)
        self.assertIn("feed-tty - read an image feed in the terminal", shown.stdout)
        self.assertIn("SYNOPSIS", shown.stdout)

    def test_install_leavesAManualOrCompletionItDidNotMakeAlone(self):
        for _, _, link in DOCS:
            with self.subTest(link=link):
                os.makedirs(os.path.dirname(self.path(link)), exist_ok=True)
                with open(self.path(link), "w", encoding="utf-8") as file:
                    file.write("mine\n")

                result = self.run_install("--prefix", self.prefix)

                self.assertEqual(result.returncode, 1)
                self.assertIn(f"{self.path(link)} exists and is not a link to ../../../lib/feed-tty/", result.stderr)
                with open(self.path(link), encoding="utf-8") as file:
                    self.assertEqual(file.read(), "mine\n")
                self.assertFalse(os.path.exists(self.path("lib", "feed-tty")))
                self.assertEqual(self.swift_calls(), [], "refused before building")
                os.remove(self.path(link))

    def test_install_withARelativePrefix_linksInsideThatPrefix(self):
        result = self.run_install("--prefix=prefix")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(os.path.isfile(self.path("lib", "feed-tty", "feed-tty")))
        self.assertTrue(os.path.islink(self.path("bin", "feed-tty")))

    def test_install_again_replacesTheOldInstallWhole(self):
        self.assertEqual(self.run_install("--prefix", self.prefix).returncode, 0)
        self.make_build(version="2.0", bundles=BUNDLES[1:])

        result = self.run_install("--prefix", self.prefix)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(sorted(os.listdir(self.path("lib", "feed-tty"))),
                         sorted(("feed-tty", *BUNDLES[1:], *LIB_DOCS)))
        ran = subprocess.run([self.path("bin", "feed-tty"), "--version"], capture_output=True, text=True)
        self.assertEqual(ran.stdout, "feed-tty 2.0\n")
        self.assertEqual([name for name in os.listdir(self.path("lib")) if name != "feed-tty"], [],
                         "no staging or retired folder is left behind")

    def test_install_leavesAFeedTTYItDidNotMakeAlone(self):
        os.makedirs(self.path("bin"))
        write_executable(self.path("bin", "feed-tty"), "#!/bin/sh\necho mine\n")

        result = self.run_install("--prefix", self.prefix)

        self.assertEqual(result.returncode, 1)
        self.assertIn("is not a link to ../lib/feed-tty/feed-tty", result.stderr)
        self.assertFalse(os.path.islink(self.path("bin", "feed-tty")))
        self.assertFalse(os.path.exists(self.path("lib", "feed-tty")))
        self.assertEqual(self.swift_calls(), [], "refused before building")

    def test_failedBuild_exitsOneAndChangesNothing(self):
        self.assertEqual(self.run_install("--prefix", self.prefix).returncode, 0)

        result = self.run_install("--prefix", self.prefix, FAKE_SWIFT_FAILS="1")

        self.assertEqual(result.returncode, 1)
        self.assertIn("the build failed", result.stderr)
        self.assertEqual(sorted(os.listdir(self.path("lib", "feed-tty"))), sorted(("feed-tty", *BUNDLES, *LIB_DOCS)))

    def test_uninstall_removesTheInstallAndNothingElse(self):
        self.assertEqual(self.run_install("--prefix", self.prefix).returncode, 0)
        write_executable(self.path("bin", "other-tool"), "#!/bin/sh\n")
        with open(self.path("share", "man", "man1", "other.1"), "w", encoding="utf-8") as file:
            file.write(".TH OTHER 1\n")
        calls_before = len(self.swift_calls())

        result = self.run_install("--uninstall", "--prefix", self.prefix)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("removed feed-tty from", result.stdout)
        self.assertEqual(os.listdir(self.path("bin")), ["other-tool"])
        self.assertEqual(os.listdir(self.path("lib")), [])
        self.assertEqual(os.listdir(self.path("share", "man", "man1")), ["other.1"])
        for _, _, link in DOCS:
            self.assertFalse(os.path.lexists(self.path(link)), f"{link} is removed")
        self.assertEqual(len(self.swift_calls()), calls_before, "uninstalling builds nothing")

    def test_uninstall_whenNotInstalled_saysSoAndLeavesOthersFilesAlone(self):
        os.makedirs(self.path("bin"))
        write_executable(self.path("bin", "feed-tty"), "#!/bin/sh\n")
        for _, _, link in DOCS:
            os.makedirs(os.path.dirname(self.path(link)))
            with open(self.path(link), "w", encoding="utf-8") as file:
                file.write("mine\n")

        result = self.run_install("--uninstall", "--prefix", self.prefix)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("not installed", result.stdout)
        self.assertTrue(os.path.isfile(self.path("bin", "feed-tty")))
        for _, _, link in DOCS:
            self.assertTrue(os.path.isfile(self.path(link)), f"{link}, not ours, is left alone")


@unittest.skipUnless(RELEASE_SCRATCH, "INSTALL_TEST_SCRATCH is not set (Scripts/test sets it)")
class InstalledProgramTests(unittest.TestCase):
    """The real program, installed, with its build folder gone."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory(prefix="feed-tty-installed-")
        cls.prefix = os.path.join(cls.folder.name, "prefix")
        installed = subprocess.run(
            [INSTALL, "--prefix", cls.prefix], capture_output=True, text=True, stdin=subprocess.DEVNULL,
            env=dict(os.environ, INSTALL_SCRATCH=RELEASE_SCRATCH), timeout=1800)
        if installed.returncode != 0:
            cls.folder.cleanup()
            raise AssertionError(f"Scripts/install failed:\n{installed.stdout}\n{installed.stderr}")
        # The build folder is moved away (and back afterwards): the program must not need it.
        cls.moved_scratch = RELEASE_SCRATCH.rstrip("/") + ".moved-by-install-test"
        os.rename(RELEASE_SCRATCH, cls.moved_scratch)

    @classmethod
    def tearDownClass(cls):
        os.rename(cls.moved_scratch, RELEASE_SCRATCH)
        cls.folder.cleanup()

    def run_installed(self, *arguments):
        """`feed-tty` found through PATH, run from a folder with nothing of the repository in it."""
        elsewhere = os.path.join(self.folder.name, "elsewhere")
        os.makedirs(elsewhere, exist_ok=True)
        env = {"PATH": os.path.join(self.prefix, "bin") + os.pathsep + "/usr/bin:/bin",
               "HOME": self.folder.name, "LANG": "C.UTF-8"}
        return subprocess.run(["feed-tty", *arguments], capture_output=True, text=True, env=env, cwd=elsewhere,
                              stdin=subprocess.DEVNULL, timeout=60)

    def test_buildFolder_isGone(self):
        self.assertFalse(os.path.exists(RELEASE_SCRATCH))

    def test_help_isShownInBrazilianPortuguese(self):
        result = self.run_installed("--lang", "pt-BR", "--help")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("leia um feed de imagens no terminal", result.stdout)
        self.assertIn("Opções:", result.stdout)
        self.assertEqual(result.stderr, "")

    def test_completions_areTheInstalledProgramsOwnInEnglish(self):
        for shell, installed, link in DOCS[1:]:
            with self.subTest(shell=shell):
                written = self.run_installed("--lang", "en", "--generate-completion-script", shell)

                self.assertEqual(written.returncode, 0, written.stderr)
                self.assertEqual(read_text(os.path.join(self.prefix, link)), written.stdout)

    def test_demo_showsItsFeedAndImagesInBrazilianPortuguese(self):
        result = self.run_installed("--lang", "pt-BR")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Este é o feed de demonstração embutido", result.stdout)
        self.assertIn("\nMeu Feed\n", result.stdout)
        self.assertIn("\n    imagem: JPEG 640x480\n", result.stdout, "the demo's fixtures are found")
        self.assertEqual(result.stderr, "")


if __name__ == "__main__":
    unittest.main()
