"""Tests of Scripts/package (the Debian package) and of the package itself.

PackageScriptTests need no build: the options, the VERSION file the manual's title names, and the
DEP-5 copyright (Scripts/deb/copyright) against the demo photographs' NOTICE.

BuiltPackageTests run `Scripts/package deb` once, on the release build in PACKAGE_TEST_SCRATCH
(Scripts/test points it at the release build `Scripts/bench` already made, so only the stamped
commit is compiled again and the program relinked), writing the package to a temporary folder,
and check it with dpkg-deb: what it holds and where, its control fields, the stripped program,
lintian's verdict. Skipped without PACKAGE_TEST_SCRATCH.

InstalledPackageTests and PurgedPackageTests install that package on this machine (apt-get
install), so they run only as root with CI set (a CI machine is thrown away; a developer's is
not): the installed feed-tty's --version and demo from /, `man -w feed-tty`, the completions of
bash, zsh and fish from where the package puts them; then `apt-get purge` leaves none of the files
`dpkg-query -L` listed. Skipped otherwise, or when feed-tty is already installed as a package.

Run: PACKAGE_TEST_SCRATCH=.build/bench/app python3 Scripts/tests/test_package.py
"""

import functools
import gzip
import os
import re
import shutil
import stat
import subprocess
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(SCRIPTS)
PACKAGE = os.path.join(SCRIPTS, "package")
RELEASE_SCRATCH = os.environ.get("PACKAGE_TEST_SCRATCH")
MAY_INSTALL = os.geteuid() == 0 and bool(os.environ.get("CI"))
COPYRIGHT = os.path.join(SCRIPTS, "deb", "copyright")
FIXTURES = os.path.join(REPO, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
FIXTURES_IN_REPO = "Packages/FeedDemo/Sources/FeedDemo/Fixtures/images/"
BUNDLES = ("FeedDemo_FeedDemo.resources", "FeedPresentation_FeedPresentation.resources",
           "FeedTextUI_FeedTextUI.resources")
# The manual and the completions: where they come from (the manual in the repository, or the shell
# whose completion the program writes), and in the package where man and each shell look.
DOCS = (("docs/feed-tty.1", "usr/share/man/man1/feed-tty.1.gz"),
        ("bash", "usr/share/bash-completion/completions/feed-tty"),
        ("zsh", "usr/share/zsh/vendor-completions/_feed-tty"),
        ("fish", "usr/share/fish/vendor_completions.d/feed-tty.fish"))
# The libraries the program is linked against, by their Debian packages (dpkg-shlibdeps names them).
LINKED = ("libc6", "libssl3", "libjpeg62-turbo", "libpng16-16", "zlib1g")


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def version():
    return read(os.path.join(REPO, "VERSION")).strip()


def run(arguments, **options):
    return subprocess.run(arguments, capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          timeout=options.pop("timeout", 120), **options)


def dep5_paragraphs(text):
    """The copyright file's paragraphs, each {field: value} (continuation lines joined with "\\n")."""
    paragraphs = []
    for block in re.split(r"\n\s*\n", text.strip()):
        fields, name = {}, None
        for line in block.splitlines():
            if line.startswith((" ", "\t")) and name:
                fields[name] += "\n" + line.strip()
            else:
                name, _, value = line.partition(":")
                fields[name] = value.strip()
        paragraphs.append(fields)
    return paragraphs


def notice_licences():
    """{photograph file: "CC0-1.0" or "public-domain"}, from the NOTICE's Sources and Files tables."""
    notice = read(os.path.join(FIXTURES, "NOTICE"))
    sources_text = notice.split("\nSources\n", 1)[1].split("\nFiles\n", 1)[0]
    statements, current = {}, None
    for line in sources_text.splitlines():
        source = re.match(r"^(\S+\.(?:png|jpg))\s+(.*)$", line)
        if source:
            current = source.group(1)
            statements[current] = source.group(2)
        elif current and line.strip():
            statements[current] += " " + line.strip()
    files_text = notice.split("\nFiles\n", 1)[1].split("\nTest images", 1)[0]
    licences = {}
    for line in files_text.splitlines():
        row = line.split()
        if len(row) >= 2 and row[1] in statements:
            licences[row[0]] = "CC0-1.0" if "CC0" in statements[row[1]] else "public-domain"
    return licences


class PackageScriptTests(unittest.TestCase):
    def test_help_saysWhatThePackageHoldsAndWhere(self):
        result = run([PACKAGE, "--help"])

        self.assertEqual(result.returncode, 0, result.stderr)
        for text in ("Usage: Scripts/package deb", "dist/feed-tty_<version>_<arch>.deb", "/usr/bin/feed-tty",
                     "/usr/lib/feed-tty/*.resources", "Bundle.module", "dpkg-shlibdeps", "Recommends:", "lintian",
                     "docs/usage.md", "PACKAGE_SCRATCH", "apt purge feed-tty", *(f"/{path}" for _, path in DOCS)):
            self.assertIn(text, result.stdout)

    def test_unknownOrMissingFormat_isAUsageError(self):
        for arguments in ([], ["rpm"], ["deb", "deb"], ["--bogus"]):
            with self.subTest(arguments=arguments):
                result = run([PACKAGE, *arguments], env=dict(os.environ, PACKAGE_SCRATCH="/nonexistent"))

                self.assertEqual(result.returncode, 64, result.stderr)
                self.assertIn("Scripts/package:", result.stderr)
                self.assertIn("Usage: Scripts/package", result.stderr)

    def test_versionFile_isOneVersionThatTheManualsTitleLineNames(self):
        self.assertRegex(read(os.path.join(REPO, "VERSION")), r"^\d+\.\d+\.\d+\n$")
        self.assertRegex(read(os.path.join(REPO, "docs", "feed-tty.1")),
                         rf'(?m)^\.TH FEED\\-TTY 1 \S+ "feed-tty {re.escape(version())}" ')

    def test_copyright_isMachineReadableAndGivesEachDemoPhotographTheLicenceOfItsNotice(self):
        paragraphs = dep5_paragraphs(read(COPYRIGHT))
        licences = notice_licences()
        named = {}
        for paragraph in paragraphs[1:]:
            for pattern in paragraph.get("Files", "").split():
                if pattern.startswith(FIXTURES_IN_REPO):
                    named[pattern[len(FIXTURES_IN_REPO):]] = paragraph["License"]

        self.assertTrue(paragraphs[0]["Format"].startswith("https://www.debian.org/doc/packaging-manuals/"
                                                           "copyright-format/1.0"))
        self.assertEqual(paragraphs[1]["Files"], "*")
        self.assertGreaterEqual(len(licences), 20, "the NOTICE's photographs were found")
        self.assertEqual(named, licences, "each photograph of the NOTICE, with its licence")
        self.assertTrue(all(os.path.exists(os.path.join(FIXTURES, "images", name)) for name in named))
        stand_alone = {paragraph["License"].split("\n")[0] for paragraph in paragraphs if "Files" not in paragraph
                       and "License" in paragraph}
        self.assertEqual(stand_alone, {"CC0-1.0", "public-domain"})
        self.assertTrue(all("Copyright" in paragraph for paragraph in paragraphs if "Files" in paragraph))


@functools.lru_cache(maxsize=None)
def built_package():
    """(the package's path, Scripts/package's output): built once for every test of this module."""
    output = tempfile.mkdtemp(prefix="feed-tty-package-test-")
    unittest.addModuleCleanup(shutil.rmtree, output, ignore_errors=True)
    result = run([PACKAGE, "deb"], env=dict(os.environ, PACKAGE_SCRATCH=RELEASE_SCRATCH, PACKAGE_OUTPUT=output),
                 timeout=3600)
    if result.returncode != 0:
        raise AssertionError(f"Scripts/package deb failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout.splitlines()[-1], result.stdout


@unittest.skipUnless(RELEASE_SCRATCH, "PACKAGE_TEST_SCRATCH is not set (Scripts/test sets it)")
class BuiltPackageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.deb, cls.output = built_package()
        cls.folder = tempfile.TemporaryDirectory(prefix="feed-tty-package-contents-")
        cls.root = cls.folder.name
        subprocess.run(["dpkg-deb", "-x", cls.deb, cls.root], check=True, timeout=300)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def contents(self):
        """{path: (mode text, link target or None)} as `dpkg-deb -c` lists them."""
        listing = run(["dpkg-deb", "-c", self.deb]).stdout
        entries = {}
        for line in listing.splitlines():
            fields = line.split(None, 5)
            path, _, target = fields[5].partition(" -> ")
            entries[path.removeprefix("./").rstrip("/")] = (fields[0], target or None)
        return entries

    def expected_doc(self, source):
        """The repository's file, or the completion the packaged program writes for a shell."""
        if "/" not in source:
            program = os.path.join(self.root, "usr", "lib", "feed-tty", "feed-tty")
            result = subprocess.run([program, "--lang", "en", "--generate-completion-script", source],
                                    capture_output=True, stdin=subprocess.DEVNULL, timeout=60,
                                    env={"PATH": "/usr/bin:/bin", "HOME": self.root})
            self.assertEqual(result.returncode, 0, result.stderr)
            return result.stdout
        with open(os.path.join(REPO, source), "rb") as original:
            return original.read()

    def control(self):
        text = run(["dpkg-deb", "-f", self.deb]).stdout
        return dict(re.findall(r"(?m)^([A-Za-z-]+): (.*)$", text))

    def test_package_isNamedByVersionAndArchitectureAndItsPathIsTheLastLine(self):
        architecture = run(["dpkg", "--print-architecture"]).stdout.strip()

        self.assertEqual(os.path.basename(self.deb), f"feed-tty_{version()}_{architecture}.deb")
        self.assertTrue(os.path.isfile(self.deb))

    def test_package_holdsTheProgramLinkedFromUsrBinWithItsBundlesBesideIt(self):
        entries = self.contents()

        self.assertEqual(entries["usr/bin/feed-tty"], ("lrwxrwxrwx", "../lib/feed-tty/feed-tty"))
        self.assertEqual(entries["usr/lib/feed-tty/feed-tty"][0], "-rwxr-xr-x")
        for bundle in BUNDLES:
            self.assertIn(f"usr/lib/feed-tty/{bundle}", entries)
        self.assertIn("usr/lib/feed-tty/FeedDemo_FeedDemo.resources/Fixtures/NOTICE", entries)
        self.assertTrue(all(path.startswith("usr") or path == "" for path in entries), "nothing outside /usr")
        modes = {mode for path, (mode, _) in entries.items() if mode.startswith("-")
                 and path != "usr/lib/feed-tty/feed-tty"}
        self.assertEqual(modes, {"-rw-r--r--"})

    def test_package_installsTheManualAndCompletions(self):
        for source, path in DOCS:
            with self.subTest(path=path):
                with open(os.path.join(self.root, path), "rb") as file:
                    installed = file.read()
                if path.endswith(".gz"):
                    installed = gzip.decompress(installed)
                self.assertEqual(installed, self.expected_doc(source), f"/{path} is {source}'s")
                self.assertEqual(stat.S_IMODE(os.stat(os.path.join(self.root, path)).st_mode), 0o644)

    def test_package_holdsTheCopyrightAndAChangelogNamingTheVersionAndCommit(self):
        doc = os.path.join(self.root, "usr", "share", "doc", "feed-tty")

        self.assertEqual(sorted(os.listdir(doc)), ["changelog.gz", "copyright"])
        self.assertEqual(read(os.path.join(doc, "copyright")), read(COPYRIGHT))
        with gzip.open(os.path.join(doc, "changelog.gz"), "rt", encoding="utf-8") as file:
            changelog = file.read()
        self.assertRegex(changelog, rf"^feed-tty \({re.escape(version())}\) unstable; urgency=medium\n")
        self.assertRegex(changelog, r"built from commit ([0-9a-f]{12}(-dirty)?|unknown)")
        self.assertRegex(changelog, r"\n -- .+ <.+>  \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}\n$")

    def test_control_dependsOnTheLinkedLibrariesAndRecommendsTheOnesLoadedAtRunTime(self):
        control = self.control()
        depends = [alternative.split()[0] for alternative in control["Depends"].split(", ")]

        self.assertEqual(control["Package"], "feed-tty")
        self.assertEqual(control["Version"], version())
        for package in LINKED:
            self.assertIn(package, depends)
        self.assertNotIn("libwebp7", depends)
        self.assertEqual(control["Recommends"], "libwebp7, libavif15 | libavif16")
        self.assertGreater(int(control["Installed-Size"]), 1000)

    def test_program_isStrippedOfItsSymbolTableAndDebugInformation(self):
        sections = run(["readelf", "-S", "-W", os.path.join(self.root, "usr", "lib", "feed-tty", "feed-tty")]).stdout

        self.assertNotIn(".symtab", sections)
        self.assertNotIn(".debug_info", sections)
        self.assertIn(" swift5_typeref ", sections, "the Swift runtime's metadata is kept")

    def test_lintian_reportsNoErrorAndUsageNamesEachWarning(self):
        # Scripts/package ran lintian (its exit status 0 says lintian found no error) and showed its
        # tags under this header.
        shown = self.output.split("==> lintian", 1)[1]
        usage = read(os.path.join(REPO, "docs", "usage.md"))

        self.assertNotRegex(shown, r"(?m)^\s*E: ", shown)
        for tag in re.findall(r"(?m)^\s*W: feed-tty: (\S+)", shown):
            self.assertIn(f"`{tag}`", usage, f"lintian's warning {tag} is listed, with its reason, in docs/usage.md")


def require_install_rights():
    """Skips the class (from its setUpClass) unless it may install the package here."""
    if not RELEASE_SCRATCH:
        raise unittest.SkipTest("PACKAGE_TEST_SCRATCH is not set (Scripts/test sets it)")
    if not MAY_INSTALL:
        raise unittest.SkipTest("installs a package on this machine: only as root with CI set")
    if run(["dpkg-query", "-W", "-f", "${Status}", "feed-tty"]).stdout.endswith(" installed"):
        raise unittest.SkipTest("feed-tty is already installed as a package here; it is left alone")


def apt_get(*arguments):
    result = run(["apt-get", "-y", *arguments], env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
                 timeout=600)
    if result.returncode != 0:
        raise AssertionError(f"apt-get {' '.join(arguments)} failed:\n{result.stdout}\n{result.stderr}")


# The paths the installed package listed, once InstalledPackageTests has purged it: one install and
# one purge serve both classes (apt-get and man-db's triggers cost seconds each time).
_purged = {}


def install_listing_paths(deb):
    """Installs the package with apt-get and returns the paths dpkg lists for it."""
    apt_get("install", os.path.abspath(deb))
    listed = run(["dpkg-query", "-L", "feed-tty"])
    return [path for path in listed.stdout.splitlines() if path.startswith("/") and path != "/."]


class InstalledPackageTests(unittest.TestCase):
    """The package installed with apt-get, as a person installs it; purged afterwards."""

    @classmethod
    def setUpClass(cls):
        require_install_rights()
        cls.deb, _ = built_package()
        cls.paths = install_listing_paths(cls.deb)
        cls.home = tempfile.TemporaryDirectory(prefix="feed-tty-installed-home-")

    @classmethod
    def tearDownClass(cls):
        apt_get("purge", "feed-tty")
        _purged["paths"] = cls.paths
        cls.home.cleanup()

    def environment(self):
        return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": self.home.name, "LANG": "C.UTF-8"}

    def test_version_namesTheVersionFileAndTheCommit(self):
        result = run(["feed-tty", "--version"], env=self.environment(), cwd="/")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.splitlines()[0], f"feed-tty {version()}")
        self.assertRegex(result.stdout.splitlines()[1], r"^commit: [0-9a-f]{12}(-dirty)?$")

    def test_demo_runsFromTheRootFolder(self):
        result = run(["feed-tty"], env=self.environment(), cwd="/")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("This is the built-in demo feed", result.stdout)
        self.assertIn("\n    image: JPEG 640x480\n", result.stdout, "the demo's fixtures are found")

    def test_man_findsTheManual(self):
        result = run(["man", "-w", "feed-tty"], env=self.environment(), cwd="/")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), "/usr/share/man/man1/feed-tty.1.gz")

    def test_bash_completesImaFromTheInstalledCompletion(self):
        harness = ('source /usr/share/bash-completion/completions/feed-tty; '
                   'COMP_WORDS=(feed-tty --ima); COMP_CWORD=1; COMPREPLY=(); '
                   '"$(complete -p feed-tty | sed -n "s/.* -F \\([^ ]*\\) .*/\\1/p")" feed-tty --ima feed-tty; '
                   'printf "%s\\n" "${COMPREPLY[@]}"')

        result = run(["bash", "--norc", "--noprofile", "-c", harness], env=self.environment(), cwd="/")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(sorted(result.stdout.split()), ["--image-rows", "--images"])

    def test_fish_completesImaFromItsVendorCompletions(self):
        if shutil.which("fish") is None:
            self.skipTest("fish is not installed (Scripts/install-test-peers installs it)")

        result = run(["fish", "-c", "complete -C 'feed-tty --ima'"], env=self.environment(), cwd="/")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(sorted(line.split("\t")[0] for line in result.stdout.splitlines()),
                         ["--image-rows", "--images"])

    def test_zsh_findsTheCompletionInItsDefaultFpath(self):
        if shutil.which("zsh") is None:
            self.skipTest("zsh is not installed (Scripts/install-test-peers installs it)")

        result = run(["zsh", "-f", "-c", "print -l $^fpath/_feed-tty(N)"], env=self.environment(), cwd="/")

        self.assertEqual(result.stdout.split(), ["/usr/share/zsh/vendor-completions/_feed-tty"])


class PurgedPackageTests(unittest.TestCase):
    """Installed, then purged: nothing of it is left."""

    @classmethod
    def setUpClass(cls):
        require_install_rights()
        if "paths" in _purged:  # InstalledPackageTests installed and purged it
            cls.paths = _purged["paths"]
            return
        cls.paths = install_listing_paths(built_package()[0])
        apt_get("purge", "feed-tty")

    def test_purge_leavesNoFileOfThePackage(self):
        self.assertIn("/usr/lib/feed-tty/feed-tty", self.paths)
        left = []
        for path in self.paths:
            if not os.path.lexists(path):
                continue
            # A folder other packages share (/usr/share/man/man1, …) stays: dpkg says whose it is.
            if os.path.isdir(path) and not os.path.islink(path) and run(["dpkg-query", "-S", path]).returncode == 0:
                continue
            left.append(path)
        self.assertEqual(left, [])

    def test_purge_forgetsThePackage(self):
        status = run(["dpkg-query", "-W", "-f", "${Status}", "feed-tty"]).stdout

        self.assertFalse(status.endswith(" installed"), status)
        self.assertFalse(os.path.lexists("/usr/share/doc/feed-tty"))


if __name__ == "__main__":
    unittest.main()
