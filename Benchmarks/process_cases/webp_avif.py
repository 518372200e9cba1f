"""thumbnail_webp, thumbnail_avif: WebP and AVIF photographs to an 8-row thumbnail in block symbols,
decoded (libwebp, libavif, loaded at run time) and drawn by feed-thumbnail (Benchmarks), against
the formats' own decoders on the same file: `dwebp` (to PAM on stdout, which costs a copy) and
`avifdec --jobs 1` (to Y4M, the YUV planes as decoded, in a temporary folder: the cheapest output
it has). The WebP is FeedDemo's Hubble Deep Field (640x558, lossy, the demo's own); the AVIF is
FeedDemo's 640x480 photo made by `avifenc` (speed 6, its default quality) in a temporary folder.
Timed as the thumbnail cases are (see per_image): ours many in one process, the reference a
process per image; medians of alternated runs. Target ≤ 1.5, as for JPEG and PNG."""

import os
import subprocess
import tempfile

from .per_image import PHOTO, REPOSITORY
from .thumbnails import thumbnail_cases
from .tools import ensure_tools

TOOLS = {"dwebp": "webp", "avifenc": "libavif-bin", "avifdec": "libavif-bin"}
WEBP_PHOTO = os.path.join(REPOSITORY, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures", "images",
                          "hubble-deep-field-640x558.webp")


def webp_avif(options):
    ensure_tools("the WebP and AVIF cases time dwebp and avifdec decoding the same files, as their references",
                 *TOOLS, packages=TOOLS)
    with tempfile.TemporaryDirectory(prefix="feed-bench-webp-avif-") as folder:
        avif = os.path.join(folder, "photo.avif")
        subprocess.run(["avifenc", "--speed", "6", "--jobs", "1", PHOTO, avif], check=True,
                       stdout=subprocess.DEVNULL)
        thumbnail_cases(options, (
            ("thumbnail_webp", WEBP_PHOTO, ["dwebp", "-quiet", WEBP_PHOTO, "-pam", "-o", "-"], "dwebp -pam"),
            ("thumbnail_avif", avif, ["avifdec", "--jobs", "1", avif, os.path.join(folder, "decoded.y4m")],
             "avifdec --jobs 1 to Y4M"),
        ))
