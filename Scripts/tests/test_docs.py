"""The documentation holds together: README.md stays short, docs/ has a page for each subject, and
every relative link and image in README.md and docs/*.md resolves (Python 3 stdlib only).

A link resolves when its file or folder exists, relative to the page (a target starting with /
is relative to the repository), and its #anchor, if any, names a heading of the target page as
GitHub makes anchors of headings. Links with a scheme (https:, http:, mailto:) are not fetched.
Links inside fenced code blocks and inline code are not links.
Run: python3 Scripts/tests/test_docs.py (also found by python3 -m unittest discover -s Scripts/tests)
"""

import glob
import os
import re
import tempfile
import unittest
import urllib.parse

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
README_LINE_LIMIT = 250
DOC_PAGES = (
    "usage.md",
    "architecture.md",
    "decorators-and-threading.md",
    "reliability.md",
    "performance.md",
    "linux-notes.md",
)

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
INLINE_CODE = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_SOURCE = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)\s*=\s*\"([^\"]*)\"", re.IGNORECASE)
ATX_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
NOT_IN_A_SLUG = re.compile(r"[^\w\- ]", re.UNICODE)


def outside_code(text):
    """(line number, line) for every line outside fenced code blocks, inline code blanked out."""
    fence = None
    for number, line in enumerate(text.splitlines(), start=1):
        opening = FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)
            continue
        if fence is not None:
            closing = FENCE.match(line)
            if closing and closing.group(1)[0] == fence[0] and len(closing.group(1)) >= len(fence):
                fence = None
            continue
        yield number, INLINE_CODE.sub("code", line)


def link_targets(text):
    """(line number, target) of every inline link, image, reference definition and HTML src/href."""
    targets = []
    for number, line in outside_code(text):
        for pattern in (INLINE_LINK, REFERENCE_DEFINITION, HTML_SOURCE):
            for match in pattern.finditer(line):
                target = match.group(1)
                if target.startswith("<") and target.endswith(">"):
                    target = target[1:-1]
                targets.append((number, target))
    return targets


def slug(heading):
    """The anchor GitHub gives a heading: its text as shown, lower case, punctuation dropped
    (letters, digits, _ and - kept), each space a hyphen."""
    shown = INLINE_CODE.sub(lambda match: match.group(2), heading)
    shown = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", shown)
    shown = re.sub(r"<[^>]+>", "", shown)
    shown = re.sub(r"(\*\*|__|\*|_(?=\W)|(?<=\W)_)", "", shown)
    return NOT_IN_A_SLUG.sub("", shown.strip().lower()).replace(" ", "-")


def heading_anchors(text):
    """Every anchor the page's headings make; a repeated one gets -1, -2, … as on GitHub."""
    anchors = set()
    seen = {}
    fence = None
    for line in text.splitlines():
        opening = FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)
            continue
        if fence is not None:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            continue
        heading = ATX_HEADING.match(line)
        if not heading:
            continue
        base = slug(heading.group(1) or "")
        count = seen.get(base, 0)
        seen[base] = count + 1
        anchors.add(base if count == 0 else f"{base}-{count}")
    return anchors


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def broken_links(repo, page):
    """A message for every relative link of `page` (a path under `repo`) that does not resolve."""
    problems = []
    shown_page = os.path.relpath(page, repo)
    for number, target in link_targets(read(page)):
        if SCHEME.match(target):
            continue
        path_part, _, anchor = target.partition("#")
        path_part = urllib.parse.unquote(path_part)
        if not path_part:
            destination = page
        elif path_part.startswith("/"):
            destination = os.path.join(repo, path_part.lstrip("/"))
        else:
            destination = os.path.normpath(os.path.join(os.path.dirname(page), path_part))
        where = f"{shown_page}:{number}: {target}"
        if not os.path.exists(destination):
            problems.append(f"{where}: no such file or folder")
        elif anchor:
            if not destination.endswith(".md") or os.path.isdir(destination):
                problems.append(f"{where}: an anchor into a file that is not a Markdown page")
            elif urllib.parse.unquote(anchor).lower() not in heading_anchors(read(destination)):
                problems.append(f"{where}: no heading makes the anchor #{anchor}")
    return problems


def documentation_pages(repo):
    return [os.path.join(repo, "README.md")] + sorted(glob.glob(os.path.join(repo, "docs", "*.md")))


class DocumentationTests(unittest.TestCase):
    def test_readme_isAtMost250Lines(self):
        lines = read(os.path.join(REPO, "README.md")).splitlines()

        self.assertLessEqual(len(lines), README_LINE_LIMIT, "README.md: move the detail into a page of docs/")

    def test_docs_holdAPageForEverySubject(self):
        missing = [name for name in DOC_PAGES if not os.path.isfile(os.path.join(REPO, "docs", name))]

        self.assertEqual(missing, [], "missing pages in docs/")

    def test_readme_linksToEveryPageOfDocs(self):
        linked = {os.path.basename(target.partition("#")[0]) for _, target in link_targets(read(os.path.join(REPO, "README.md")))}

        self.assertEqual([name for name in DOC_PAGES if name not in linked], [])

    def test_everyRelativeLinkAndImage_resolves(self):
        problems = [problem for page in documentation_pages(REPO) for problem in broken_links(REPO, page)]

        self.assertEqual(problems, [], "\n" + "\n".join(problems))


class LinkCheckerTests(unittest.TestCase):
    """The checker itself, on pages made for the purpose, so that the tests above can fail."""

    def test_slug_followsGitHub(self):
        self.assertEqual(slug("The rules Scripts/check-architecture enforces"), "the-rules-scriptscheck-architecture-enforces")
        self.assertEqual(slug("Linux notes (Swift 6.3.1)"), "linux-notes-swift-631")
        self.assertEqual(slug("Network: timeouts, https and proxies"), "network-timeouts-https-and-proxies")
        self.assertEqual(slug("The network layer's guarantees"), "the-network-layers-guarantees")
        self.assertEqual(slug("`--format json` and **jq**"), "--format-json-and-jq")
        self.assertEqual(slug("See [the API](usage.md#api)"), "see-the-api")
        self.assertEqual(slug("Ελληνικά, Português"), "ελληνικά-português")

    def test_headingAnchors_numberRepeatsAndSkipCode(self):
        text = "# Tests\n## Tests\n```sh\n# not a heading\n```\n### Tests ###\n"

        self.assertEqual(heading_anchors(text), {"tests", "tests-1", "tests-2"})

    def test_linkTargets_findLinksImagesAndDefinitionsOutsideCode(self):
        text = (
            "See [usage](docs/usage.md#options) and ![shot](docs/images/a.png \"title\").\n"
            "Not `[code](nowhere.md)` here.\n"
            "```\n[in a fence](nowhere.md)\n```\n"
            "[ref]: docs/ref.md\n"
            '<img src="docs/images/b.png" alt="b">\n'
        )

        self.assertEqual(
            link_targets(text),
            [(1, "docs/usage.md#options"), (1, "docs/images/a.png"), (6, "docs/ref.md"), (7, "docs/images/b.png")],
        )

    def test_brokenLinks_reportsMissingFilesAndAnchorsButNotWebAddresses(self):
        with tempfile.TemporaryDirectory() as repo:
            os.mkdir(os.path.join(repo, "docs"))
            with open(os.path.join(repo, "docs", "usage.md"), "w", encoding="utf-8") as file:
                file.write("# Usage\n## Options\nBack to [the README](../README.md#top).\n")
            with open(os.path.join(repo, "README.md"), "w", encoding="utf-8") as file:
                file.write(
                    "# Top\n"
                    "[ok](docs/usage.md#options) [ok too](#top) [web](https://example.com/x.md)\n"
                    "[gone](docs/gone.md) [no anchor](docs/usage.md#nothing) ![no image](docs/images/x.png)\n"
                )

            readme_problems = broken_links(repo, os.path.join(repo, "README.md"))
            usage_problems = broken_links(repo, os.path.join(repo, "docs", "usage.md"))

        self.assertEqual(
            readme_problems,
            [
                "README.md:3: docs/gone.md: no such file or folder",
                "README.md:3: docs/usage.md#nothing: no heading makes the anchor #nothing",
                "README.md:3: docs/images/x.png: no such file or folder",
            ],
        )
        self.assertEqual(usage_problems, [])


if __name__ == "__main__":
    unittest.main()
