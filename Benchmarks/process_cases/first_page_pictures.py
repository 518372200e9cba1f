"""first_page_pictures: a first page of 10 items, each with the 640x480 photo, at a terminal of
80 x 24 (a pseudo-terminal; --images blocks, 24-bit colour): time from the start until every item
is on screen with its picture under it and the end of the list shown, against the same page
fetched by curl + jq and each photo fetched by curl and drawn by chafa in half blocks at the same
size, one image at a time, the way a shell script would."""

import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile

from .children import run_child
from .errors import CaseError
from .feed_server import Server
from .per_image import PHOTO
from .pty_timing import time_at_terminal
from .report import report
from .tools import ensure_tools

FIRST_PAGE_LOOP = r"""
set -euo pipefail
ARGUMENTS
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
curl -fsS "$url/v1/feed?limit=10" | jq -r '.items[] | (.description // ""), (.location // ""), .image' \
    > "$folder/page"
while IFS= read -r description && IFS= read -r location && IFS= read -r image; do
    printf '%s\n%s\n' "$description" "$location"
    curl -fsS -o "$folder/image" "$image"
    DRAW "$folder/image"
done < "$folder/page"
"""


def first_page_loop(arguments, draw):
    """The first page as a person's shell loop shows it: curl + jq for the page, then each item's
    text, its image fetched by curl and drawn by `draw` (a command line the image's file ends);
    `arguments` names the script's arguments (`url=$1 …`)."""
    return FIRST_PAGE_LOOP.replace("ARGUMENTS", arguments).replace("DRAW", draw)


PICTURES_REFERENCE = first_page_loop(
    "url=$1 size=$2", 'chafa --size "$size" --format symbols --symbols vhalf --colors full --animate off')

SGR_OR_PROMPT = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\r")


def photo_page_fixtures(folder):
    """The fixtures' first 10 items, each with the 640x480 photo: a page whose every picture is drawn."""
    source = os.path.dirname(PHOTO)
    with open(os.path.join(source, "..", "feed.json"), encoding="utf-8") as file:
        items = json.load(file)["items"][:10]
    for item in items:
        item["image"] = os.path.basename(PHOTO)
    os.makedirs(os.path.join(folder, "images"))
    shutil.copy(PHOTO, os.path.join(folder, "images"))
    shutil.copy(os.path.join(source, "..", "comments.json"), folder)
    with open(os.path.join(folder, "feed.json"), "w", encoding="utf-8") as file:
        json.dump({"items": items}, file)


def pictures_on_screen(output):
    """Whether the app's pseudo-terminal shows all 10 items with their pictures and the list's end."""
    text = SGR_OR_PROMPT.sub(b"", output)
    pictures = re.findall(rb"\n +image: JPEG 640x480\n +\xe2\x96[\x80-\x9f]", text)  # a block symbol right under it
    return "Type “more”".encode() in text and len(pictures) == 10


def terminal_environment(folder):
    env = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "TMUX", "COLUMNS")}
    env.update({"TERM": "xterm-256color", "COLORTERM": "truecolor", "XDG_STATE_HOME": folder,
                "XDG_CACHE_HOME": folder})
    return env


def first_page_pictures(options):
    ensure_tools("the first_page_pictures case times curl, jq and chafa drawing the same page, as its reference",
                 "curl", "jq", "chafa")
    with tempfile.TemporaryDirectory(prefix="feed-bench-pictures-") as folder:
        fixtures = os.path.join(folder, "fixtures")
        photo_page_fixtures(fixtures)
        env = terminal_environment(folder)
        with Server(options.server, "--fixtures", fixtures) as server:
            # 8 rows (the default at 80 x 24 is 16): the same size as the reference's, the photo
            # 21 columns at 8 rows.
            ours = [options.feed_tty, "--url", server.url, "--no-cache", "--images", "blocks", "--image-rows", "8"]
            reference = ["bash", "-c", PICTURES_REFERENCE, "reference", server.url, "21x8"]
            checked = subprocess.run(reference, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
            if checked.returncode != 0 or checked.stdout.count(b"\n") < 10 * 3:  # 2 text lines and a picture
                raise CaseError(f"curl + jq + chafa failed: {checked.stderr.decode(errors='replace').strip()}")
            samples = {"ours": [], "reference": []}
            for _ in range(options.runs):
                seconds = time_at_terminal(ours, pictures_on_screen, 80, 24, 60, env)
                if seconds is None:
                    raise CaseError("feed-tty did not show the 10 items with their pictures within 60 s")
                samples["ours"].append(seconds)
                samples["reference"].append(run_child(reference, timeout=60).seconds)
    ours_ms = statistics.median(samples["ours"]) * 1000
    reference_ms = statistics.median(samples["reference"]) * 1000
    ratio = ours_ms / reference_ms
    met = "yes" if ratio <= 1.0 else "no"
    report(
        f"first_page_pictures: 10 items, each with its 640x480 photo drawn under it, at an 80 x 24 terminal:"
        f" ours {ours_ms:.1f} ms, reference (curl + jq for the page, curl + chafa for each photo, one at a"
        f" time) {reference_ms:.1f} ms, ratio {ratio:.3f}, target ≤ 1.00, met: {met}"
        f" (median of {options.runs} alternated runs)",
        case="first_page_pictures", ours_ms=f"{ours_ms:.1f}", reference_ms=f"{reference_ms:.1f}",
        ratio=f"{ratio:.3f}", target="1.00", met=met, runs=options.runs,
    )
