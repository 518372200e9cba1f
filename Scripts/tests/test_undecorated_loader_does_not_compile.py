"""A loader reaches a screen only behind the main-queue decorator, and the compiler holds it: a
`ResourceLoad` is made only from a `MainQueueDispatchDecorator`, so a snippet that makes one from
an undecorated loader of each of the domain's protocols must fail to type-check, with an error
that names the decorator; the same snippet with the decoration (in one step,
`loader.dispatchingOnMainQueue()`, or spelled out) must type-check, so the failure cannot come
from anything else (issue 48; docs/decorators-and-threading.md, "Isolation in the types").

The snippets are type-checked with swiftc against the ResourceLoading module as the Composition
package's build left it: COMPOSITION_SCRATCH names that build's scratch path (Scripts/test sets
it, after building Composition). Without it, the tests look in Scripts/test's default scratch
path, and are skipped when no build is there, unless this file is run as a script (Scripts/test's
own step) with CI set: then a missing build fails them.
Run: COMPOSITION_SCRATCH=path/to/scratch python3 Scripts/tests/test_undecorated_loader_does_not_compile.py
"""

import glob
import os
import shutil
import subprocess
import tempfile
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_SCRATCH = os.path.join(REPO, ".build", "scripts", "Composition")
# Set when this file is run as a script (Scripts/test's own step).
REQUIRE_BUILD = False
TIMEOUT = 300

PRELUDE = """\
import FeedFeature
import Foundation
import ResourceLoading
"""

# Each domain protocol: (the function's signature, the undecorated body, the decorated bodies).
LOADS = {
    "FeedLoader": (
        "func load(_ loader: any FeedLoader) -> ResourceLoad<[FeedImage]>",
        "ResourceLoad(loader)",
        ["loader.dispatchingOnMainQueue()", "ResourceLoad(MainQueueDispatchDecorator(decoratee: loader))"],
    ),
    "ConditionalFeedLoader": (
        "func load(_ loader: any ConditionalFeedLoader) -> ResourceLoad<Revalidation<[FeedImage]>>",
        "ResourceLoad(loader, ifChangedSince: { nil })",
        [
            "loader.dispatchingOnMainQueue(ifChangedSince: { nil })",
            "ResourceLoad(MainQueueDispatchDecorator(decoratee: loader), ifChangedSince: { nil })",
        ],
    ),
    "ImageCommentsLoader": (
        "func load(_ loader: any ImageCommentsLoader) -> ResourceLoad<[ImageComment]>",
        "ResourceLoad(loader)",
        ["loader.dispatchingOnMainQueue()", "ResourceLoad(MainQueueDispatchDecorator(decoratee: loader))"],
    ),
    "FeedImageDataLoader": (
        "func load(_ loader: any FeedImageDataLoader, url: URL) -> ResourceLoad<Data>",
        "ResourceLoad(loader, url: url)",
        [
            "loader.dispatchingOnMainQueue(url: url)",
            "ResourceLoad(MainQueueDispatchDecorator(decoratee: loader), url: url)",
        ],
    ),
}


def snippet(signature, body, index=0):
    return f"@MainActor\n{signature.replace('func load', f'func load{index}', 1)} {{\n    {body}\n}}\n"


def module_directories(scratch):
    """The folders holding a built ResourceLoading.swiftmodule under `scratch`, newest first,
    debug before release: SwiftPM puts modules in <scratch>/<triple>/<configuration>/Modules (and
    older versions in <scratch>/<triple>/<configuration>)."""
    found = {
        os.path.realpath(os.path.dirname(path))
        for path in glob.glob(os.path.join(scratch, "**", "ResourceLoading.swiftmodule"), recursive=True)
    }
    found = [path for path in found if os.path.isfile(os.path.join(path, "FeedFeature.swiftmodule"))]
    return sorted(found, key=lambda path: ("/release" in path, -os.path.getmtime(path)))


class UndecoratedLoaderDoesNotCompileTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        scratch = os.environ.get("COMPOSITION_SCRATCH") or DEFAULT_SCRATCH
        cls.swiftc = shutil.which("swiftc")
        directories = module_directories(scratch) if os.path.isdir(scratch) else []
        if not cls.swiftc or not directories:
            message = f"no swiftc, or no built ResourceLoading module under {scratch} (build Packages/Composition there)"
            if os.environ.get("COMPOSITION_SCRATCH") or (REQUIRE_BUILD and os.environ.get("CI")):
                raise AssertionError(message)
            raise unittest.SkipTest(message)
        cls.modules = directories[0]

    def typecheck(self, source):
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "Snippet.swift")
            with open(path, "w", encoding="utf-8") as file:
                file.write(PRELUDE + source)
            result = subprocess.run(
                [self.swiftc, "-typecheck", "-swift-version", "6", "-I", self.modules, path],
                capture_output=True, text=True, timeout=TIMEOUT)
        return result.returncode, result.stdout + result.stderr

    def test_decoratedLoaders_typeCheck(self):
        source = "".join(
            snippet(signature, body, index)
            for index, (signature, _, decorated) in enumerate(LOADS.values())
            for body in decorated[:1]
        ) + "".join(
            snippet(signature, decorated[1], 10 + index)
            for index, (signature, _, decorated) in enumerate(LOADS.values())
        )

        status, output = self.typecheck(source)

        self.assertEqual(status, 0, f"Expected the decorated loads to type-check:\n{source}\n{output}")

    def test_undecoratedLoader_doesNotTypeCheck_namingTheMissingDecoration(self):
        for protocol, (signature, undecorated, _) in LOADS.items():
            with self.subTest(protocol=protocol):
                status, output = self.typecheck(snippet(signature, undecorated))

                self.assertNotEqual(status, 0, f"Expected `{undecorated}` with an undecorated {protocol} not to compile")
                self.assertIn("error:", output)
                self.assertIn(f"MainQueueDispatchDecorator<any {protocol}>", output)


if __name__ == "__main__":
    REQUIRE_BUILD = True
    unittest.main()
