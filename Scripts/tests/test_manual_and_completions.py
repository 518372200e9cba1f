"""Tests of feed-tty's manual page (docs/feed-tty.1) and of its shell completions, the program's own
output (`feed-tty --generate-completion-script bash|zsh|fish`, which Scripts/install and
Scripts/package install).

The manual renders without a warning (`groff -man -Tutf8 -ww -z`) and `man -l` shows its sections;
its commands, keys, files, variables and exit statuses are documented, those of `--help` among
them, and its title line names the version `--version` prints. Its OPTIONS and SYNOPSIS are
checked against the options' declaration, from which --help and the completions come, by
FeedTextUI's CommandLineManualTests.

The completions are asked for by running each real shell on the program's script, as a person's
Tab does:
- bash: the file sourced by `bash --norc`, COMP_WORDS and COMP_CWORD set, the function that
  `complete -p feed-tty` names called, COMPREPLY printed;
- zsh: an interactive `zsh -d -i` on a pseudo-terminal whose .zshrc puts a copy of _feed-tty in
  fpath, runs compinit and wraps `compadd` so every candidate is written to a file, then exits
  after the first completion (comppostfuncs); the test types the words and a Tab, and waits for
  that file, bounded by a deadline (the technique of zsh-capture-completion, without zpty);
- fish: `fish --no-config` with fish_complete_path set to a folder holding feed-tty.fish (found
  by name, as an installed vendor completion is) and `complete -C "feed-tty …"`.

Needs FEED_TTY_BINARY for the completions and the checks against `--help` (skipped without it, as
under `python3 -m unittest discover`; run as a script with CI set, as Scripts/test runs it, a
missing FEED_TTY_BINARY fails). A missing groff, man, bash, zsh or fish skips its tests, or fails
them when CI is set (`Scripts/install-test-peers` installs zsh, fish, groff-base and man-db).
Run: FEED_TTY_BINARY=path/to/feed-tty python3 Scripts/tests/test_manual_and_completions.py
"""

import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MANUAL = os.path.join(REPO, "docs", "feed-tty.1")
# The file each shell finds its completion in, by the shell.
COMPLETION_FILES = {"bash": "feed-tty.bash", "zsh": "_feed-tty", "fish": "feed-tty.fish"}
BINARY = os.environ.get("FEED_TTY_BINARY")
IN_CI = bool(os.environ.get("CI"))
# Set when this file is run as a script (Scripts/test's own step): then, under CI, a missing
# FEED_TTY_BINARY is a failure rather than a skip.
REQUIRE_BINARY = False

LANGUAGE_FOLDER = os.path.join(REPO, "Packages", "FeedTextUI", "Sources", "FeedTextUI", "Resources")
LAUNCH_OPTIONS = os.path.join(REPO, "Apps", "feed-tty", "Sources", "feed-tty", "LaunchOptions.swift")
FORMATS = ["text", "json"]
COMMANDS = ["refresh", "r", "more", "m", "comments N", "c N", "back", "b", "retry N", "view N", "open N", "find TEXT",
            "watch", "unwatch", "help", "?", "quit", "q"]
SECTIONS = ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "KEYS", "CONFIGURATION", "FILES",
            "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO"]
ENVIRONMENT = ["FEED_TTY_URL", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "NO_COLOR", "COLORTERM",
               "TERM", "COLUMNS", "LC_ALL", "LC_MESSAGES", "LANG", "http_proxy", "https_proxy", "all_proxy",
               "no_proxy", "SSL_CERT_FILE", "SSL_CERT_DIR"]
EXIT_STATUSES = ["0", "1", "64", "78", "129", "130", "143"]
FILES = ["$XDG_CONFIG_HOME/feed-tty/config", "~/.config/feed-tty/config", "$XDG_CACHE_HOME/feed-tty/",
         "~/.cache/feed-tty/", "$XDG_STATE_HOME/feed-tty/history", "~/.local/state/feed-tty/history"]
KEYS = ["Tab", "Up", "Down", "Ctrl-A", "Ctrl-E", "Ctrl-K", "Ctrl-U", "Ctrl-W", "Ctrl-L", "Ctrl-C", "Ctrl-D",
        "Ctrl-Z"]
OPTION = re.compile(r"(?<![\w-])(--?[a-z][a-z-]*)")


def require_tool(test, name):
    """The path of `name`; skips the test without it, or fails it under CI."""
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (Scripts/install-test-peers installs it)"
        if IN_CI:
            test.fail(message + " and CI is set")
        test.skipTest(message)
    return path


def require_binary(test):
    if BINARY:
        return BINARY
    if REQUIRE_BINARY:
        test.fail("FEED_TTY_BINARY is not set and CI is set (Scripts/test sets it after building the app)")
    test.skipTest("FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


# The manual, rendered.

def render_manual(width=200):
    """The manual as plain text, `width` columns wide, without bold or underlining."""
    result = subprocess.run(["groff", "-man", "-Tutf8", "-P-cbou", f"-rLL={width}n", MANUAL],
                            capture_output=True, text=True, timeout=60, env=dict(os.environ, LC_ALL="C.UTF-8"))
    if result.returncode != 0:
        raise AssertionError(f"groff failed: {result.stderr}")
    return result.stdout


def manual_sections(text):
    """Each section's lines by heading (the lines that are not indented)."""
    sections, current = {}, None
    for line in text.splitlines():
        if line and not line[0].isspace() and line.upper() == line and not line.startswith("FEED-TTY(1)"):
            current = line.strip()
            sections[current] = []
        elif current is not None:
            sections[current].append(line)
    return sections


def manual_option_tags(sections):
    """The tag lines of OPTIONS (`--url BASE`, `--help, -h`): at the paragraphs' indentation."""
    lines = sections["OPTIONS"]
    indent = min(len(line) - len(line.lstrip()) for line in lines if line.strip())
    return [line.strip() for line in lines
            if line.strip().startswith("-") and len(line) - len(line.lstrip()) == indent]


def manual_options():
    sections = manual_sections(render_manual())
    return {option for tag in manual_option_tags(sections) for option in OPTION.findall(tag)}


# feed-tty --help.

def help_text():
    with tempfile.TemporaryDirectory(prefix="feed-tty-help-") as home:
        # An empty HOME: no configuration file of the user's changes what --help says.
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8", "TERM": "dumb"}
        result = subprocess.run([BINARY, "--help"], capture_output=True, text=True, env=env, timeout=60,
                                stdin=subprocess.DEVNULL)
    if result.returncode != 0:
        raise AssertionError(f"feed-tty --help exited {result.returncode}: {result.stderr}")
    return result.stdout


def help_section_rows(text, title):
    """The first column of the rows of a table titled `title` (English), split at commas."""
    lines = text.splitlines()
    start = lines.index(title)
    names = []
    for line in lines[start + 1:]:
        if not line.strip():
            break
        row = re.match(r"^  (\S.*?)(?:\s{2,}|$)", line)
        if row:
            names += [name.strip() for name in row.group(1).split(",")]
    return names


# The completions, as the program writes them.

_completions = {}


def completions(test):
    """A folder holding the program's three completion scripts, written once."""
    binary = require_binary(test)
    if "folder" not in _completions:
        folder = tempfile.TemporaryDirectory(prefix="feed-tty-completions-")
        unittest.addModuleCleanup(folder.cleanup)
        for shell, name in COMPLETION_FILES.items():
            result = subprocess.run([binary, "--no-config", "--lang", "en", "--generate-completion-script", shell],
                                    capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
            if result.returncode != 0 or result.stderr:
                raise AssertionError(f"--generate-completion-script {shell} exited {result.returncode}: "
                                     f"{result.stderr}")
            with open(os.path.join(folder.name, name), "w", encoding="utf-8") as file:
                file.write(result.stdout)
        _completions["folder"] = folder.name
    return _completions["folder"]


# The values the completions must offer, from the sources.

def image_modes():
    match = re.search(r"enum Images\b[^{]*\{\s*case ([a-z, ]+)", read(LAUNCH_OPTIONS))
    if match is None:
        raise AssertionError(f"no `enum Images {{ case … }}` in {LAUNCH_OPTIONS}")
    return [mode.strip() for mode in match.group(1).split(",")]


def languages():
    return sorted(name[:-len(".lproj")] for name in os.listdir(LANGUAGE_FOLDER) if name.endswith(".lproj"))


# Each shell's completions.

BASH_HARNESS = r"""
source "$1"
shift
spec="$(complete -p feed-tty)" || exit 3
function="$(sed -n 's/.* -F \([^ ]*\) .*/\1/p' <<<"$spec")"
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_LINE="$*"
COMP_POINT=${#COMP_LINE}
COMPREPLY=()
"$function" feed-tty "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
printf '%s\n' "${COMPREPLY[@]}"
"""

ZSHRC = r"""
fpath=("$FEED_TTY_COMPLETIONS" $fpath)
autoload -U compinit && compinit -u -D
zstyle ':completion:*' list-grouped false
zstyle ':completion:*' insert-tab false
# Every candidate the completion system adds is written to $CAPTURE, one a line (with the prefix
# already typed in the same word, such as --images=); calls that only ask compadd to match
# (-O, -A, -D) are passed through.
compadd() {
    if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
        builtin compadd "$@"
        return $?
    fi
    local -a __hits
    builtin compadd -A __hits "$@"
    local __hit
    for __hit in "${__hits[@]}"; do
        print -r -- "$IPREFIX$__hit" >>"$CAPTURE"
    done
    builtin compadd "$@"
}
_capture_done() { print -r -- "<end of completions>" >>"$CAPTURE"; exit 0 }
comppostfuncs=(_capture_done)
bindkey '^I' complete-word
PROMPT='ready> '
"""


class Shells:
    """Runs a shell's completion of a command line, as Tab at its end would."""

    @staticmethod
    def bash(words, cwd, scripts):
        """`words`: the command line split as bash splits it (COMP_WORDS), the last one being completed."""
        result = subprocess.run(["bash", "--norc", "--noprofile", "-c", BASH_HARNESS, "bash",
                                 os.path.join(scripts, "feed-tty.bash"), *words],
                                capture_output=True, text=True, timeout=30, cwd=cwd, stdin=subprocess.DEVNULL,
                                env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": cwd})
        if result.returncode != 0 or result.stderr:
            raise AssertionError(f"bash exited {result.returncode}: {result.stderr}")
        return [line for line in result.stdout.splitlines() if line]

    @staticmethod
    def fish(line, cwd, scripts):
        with tempfile.TemporaryDirectory(prefix="feed-tty-fish-") as folder:
            shutil.copy(os.path.join(scripts, "feed-tty.fish"), folder)
            # fish loads a command's completions by its name, for a command it finds in PATH.
            stand_in = os.path.join(folder, "bin")
            os.mkdir(stand_in)
            with open(os.path.join(stand_in, "feed-tty"), "w", encoding="utf-8") as file:
                file.write("#!/bin/sh\n")
            os.chmod(os.path.join(stand_in, "feed-tty"), 0o755)
            script = f"set -g fish_complete_path {folder}; complete -C {fish_quote(line)}"
            result = subprocess.run(["fish", "--no-config", "-c", script], capture_output=True, text=True,
                                    timeout=30, cwd=cwd, stdin=subprocess.DEVNULL,
                                    env={"PATH": stand_in + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
                                         "HOME": cwd, "LANG": "C.UTF-8"})
        if result.returncode != 0 or result.stderr:
            raise AssertionError(f"fish exited {result.returncode}: {result.stderr}")
        return [line.split("\t")[0] for line in result.stdout.splitlines() if line]

    @staticmethod
    def zsh(line, cwd, scripts, timeout=20):
        with tempfile.TemporaryDirectory(prefix="feed-tty-zsh-") as home:
            functions = os.path.join(home, "site-functions")
            os.mkdir(functions)
            shutil.copy(os.path.join(scripts, "_feed-tty"), functions)
            with open(os.path.join(home, ".zshrc"), "w", encoding="utf-8") as file:
                file.write(ZSHRC)
            capture = os.path.join(home, "capture")
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "ZDOTDIR": home, "TERM": "dumb",
                   "LANG": "C.UTF-8", "FEED_TTY_COMPLETIONS": functions, "CAPTURE": capture}
            master, slave = os.openpty()
            shell = subprocess.Popen(["zsh", "-d", "-i"], stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd,
                                     start_new_session=True)
            os.close(slave)
            screen, typed = b"", False
            deadline = time.monotonic() + timeout
            try:
                while time.monotonic() < deadline:
                    if select.select([master], [], [], 0.05)[0]:
                        try:
                            chunk = os.read(master, 4096)
                        except OSError:  # the shell exited: the terminal is gone
                            chunk = b""
                        if not chunk:
                            break
                        screen += chunk
                    if not typed and b"ready> " in screen:
                        os.write(master, line.encode() + b"\t")
                        typed = True
                    if os.path.exists(capture) and read(capture).endswith("<end of completions>\n"):
                        break
            finally:
                try:
                    os.killpg(shell.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                shell.wait()
                os.close(master)
            captured = read(capture) if os.path.exists(capture) else ""
        if not captured.endswith("<end of completions>\n"):
            raise AssertionError(f"zsh did not complete {line!r} within {timeout} s; the terminal showed: {screen!r}")
        return [hit for hit in captured.splitlines()[:-1] if hit]


def fish_quote(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


class ShellCompletionTests:
    """The same cases in every shell; each subclass says how to ask its shell."""

    shell = None

    def setUp(self):
        require_tool(self, self.shell)
        self.scripts = completions(self)
        folder = tempfile.TemporaryDirectory(prefix="feed-tty-completion-")
        self.addCleanup(folder.cleanup)
        self.folder = folder.name
        os.mkdir(os.path.join(self.folder, "a-folder"))
        with open(os.path.join(self.folder, "a-file.log"), "w", encoding="utf-8") as file:
            file.write("")

    def complete(self, line):
        """The candidates for the last word of `line` ('' when it ends with a space)."""
        raise NotImplementedError

    def assertOffers(self, line, expected, paths=False):
        """`paths`: a folder may be offered with its `/` (fish and zsh add it, bash's -o filenames shows it)."""
        offered = self.complete(line)
        if paths:
            offered = [hit.rstrip("/") for hit in offered]
        self.assertEqual(sorted(set(offered)), sorted(expected), f"{self.shell}: {line!r}<Tab>")

    def test_ima_completesToImagesAndImageRows(self):
        # `--ima` is the start of two options: Tab completes the common `--image` and lists both.
        self.assertOffers("feed-tty --ima", ["--image-rows", "--images"])
        self.assertOffers("feed-tty --images", ["--images"])

    def test_images_offersItsModes(self):
        self.assertEqual(len(image_modes()), 6, image_modes())
        self.assertOffers("feed-tty --images ", image_modes())
        self.assertOffers("feed-tty --images b", ["blocks"])

    def test_images_withEquals_offersItsModesInTheSameWord(self):
        self.assertOffers("feed-tty --images=s", ["--images=sixel"])

    def test_lang_offersEveryTranslation(self):
        self.assertEqual(languages(), sorted(["en", "pt-BR", "el"]))
        self.assertOffers("feed-tty --lang ", languages())

    def test_format_offersTextAndJSON(self):
        self.assertOffers("feed-tty --format ", FORMATS)

    def test_url_offersTheSchemesOnly(self):
        self.assertOffers("feed-tty --url ", ["http://", "https://"])

    def test_cacheDir_offersFoldersOnly(self):
        self.assertOffers("feed-tty --cache-dir a", ["a-folder"], paths=True)

    def test_logAndConfig_offerFiles(self):
        for option in ("--log", "--config"):
            self.assertOffers(f"feed-tty {option} a-", ["a-file.log", "a-folder"], paths=True)

    def test_dashDash_offersEveryOptionOfTheManual(self):
        self.assertOffers("feed-tty --", {option for option in manual_options() if option.startswith("--")})


class BashCompletionTests(ShellCompletionTests, unittest.TestCase):
    shell = "bash"

    def complete(self, line):
        words = line.split(" ")
        # bash splits `--images=s` into `--images`, `=`, `s` (COMP_WORDBREAKS has `=`).
        if "=" in words[-1]:
            option, value = words[-1].split("=", 1)
            words[-1:] = [option, "=", value]
            return [f"{option}={hit}" for hit in Shells.bash(words, self.folder, self.scripts)]
        return Shells.bash(words, self.folder, self.scripts)

    def test_images_withEqualsKeptInTheWord_offersItsModesInTheSameWord(self):
        # Without `=` in COMP_WORDBREAKS the word comes whole.
        self.assertEqual(Shells.bash(["feed-tty", "--images=s"], self.folder, self.scripts), ["--images=sixel"])


class ZshCompletionTests(ShellCompletionTests, unittest.TestCase):
    shell = "zsh"

    def complete(self, line):
        return Shells.zsh(line, self.folder, self.scripts)


class FishCompletionTests(ShellCompletionTests, unittest.TestCase):
    shell = "fish"

    def complete(self, line):
        return Shells.fish(line, self.folder, self.scripts)


class ManualTests(unittest.TestCase):
    def setUp(self):
        require_tool(self, "groff")

    def test_source_isASCII(self):
        # groff reads its input as Latin-1 unless preconv runs (man does, groff alone does not).
        with open(MANUAL, "rb") as file:
            source = file.read()
        self.assertTrue(all(byte < 0x80 for byte in source), "non-ASCII bytes: use groff escapes such as \\[u2580]")

    def test_groff_rendersItWithoutAWarning(self):
        result = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", MANUAL], capture_output=True, text=True,
                                timeout=60, env=dict(os.environ, LC_ALL="C.UTF-8"))

        self.assertEqual(result.returncode, 0)
        self.assertEqual(result.stderr, "")

    def test_manL_showsEverySection(self):
        require_tool(self, "man")
        env = dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="80", MANPAGER="cat", PAGER="cat")

        result = subprocess.run(["man", "--warnings", "-l", MANUAL], capture_output=True, text=True, timeout=60,
                                env=env, stdin=subprocess.DEVNULL)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        self.assertIn("feed-tty - read an image feed in the terminal", result.stdout)
        headings = [line for line in result.stdout.splitlines() if line in SECTIONS]
        self.assertEqual(headings, SECTIONS)
        self.assertLessEqual(max(len(line) for line in result.stdout.splitlines()), 80)
        self.assertNotIn("\u2010", result.stdout, "no hyphenation: options and paths are copied from the page")

    def test_documentsEveryCommandKeyFileVariableAndExitStatus(self):
        sections = {name: "\n".join(lines) for name, lines in manual_sections(render_manual()).items()}
        # A tag is a paragraph's first column: alone on its line, or followed by two spaces or more.
        tags = {name: [row.group(1) for row in map(re.compile(r"^ {7}(\S.*?)(?: {2,}|$)").match, text.splitlines())
                       if row]
                for name, text in sections.items()}

        commands = {command for tag in tags["COMMANDS"] for command in tag.split(", ")}
        for command in COMMANDS:
            self.assertIn(command, commands)
        for key in KEYS:
            self.assertIn(key, " ".join(tags["KEYS"]), f"key {key}")
        for path in FILES:
            self.assertIn(path, sections["FILES"], f"file {path}")
        environment = {name.strip() for tag in tags["ENVIRONMENT"] for name in tag.split(",")}
        for variable in ENVIRONMENT:
            self.assertIn(variable, environment, f"environment variable {variable}")
        statuses = [int(tag) for tag in tags["EXIT STATUS"] if tag.isdigit()]
        self.assertEqual(statuses, sorted(statuses), "exit statuses in order")
        for status in EXIT_STATUSES:
            self.assertIn(status, tags["EXIT STATUS"], f"exit status {status}")

    def test_titleLine_namesTheVersionOfTheProgram(self):
        require_binary(self)
        version = subprocess.run([BINARY, "--version"], capture_output=True, text=True, timeout=60,
                                 stdin=subprocess.DEVNULL).stdout.splitlines()[0]

        self.assertRegex(read(MANUAL), rf'(?m)^\.TH FEED\\-TTY 1 \S+ "{re.escape(version)}" ',
                         "the manual's .TH names the version `feed-tty --version` prints")

    def test_environmentAndExitStatuses_coverThoseOfHelp(self):
        require_binary(self)
        text = help_text()
        sections = {name: "\n".join(lines) for name, lines in manual_sections(render_manual()).items()}

        for variable in help_section_rows(text, "Environment:"):
            self.assertRegex(sections["ENVIRONMENT"], rf"(?m)^ {{7}}.*\b{re.escape(variable)}\b",
                             f"{variable}, in --help, is in ENVIRONMENT")
        statuses = re.findall(r"\b(\d{1,3}) (?:on|when)\b", text[text.index("Exit status:"):])
        self.assertIn("64", statuses, "the exit statuses of --help were found")
        for status in statuses:
            self.assertRegex(sections["EXIT STATUS"], rf"(?m)^ {{7}}{status}\b", f"exit status {status} of --help")


if __name__ == "__main__":
    REQUIRE_BINARY = IN_CI
    unittest.main()
