"""paging_100: 100 `more`s then `quit` (5 with --quick) on a feed of generated items paged like the
fixtures (feed-server --fault feed-pages:N, N = 10 x 101: the app asks limit=10, so every page is
full): wall time against a bash loop of curl + jq fetching the same 101 pages one after another,
each after_id taken by jq from the page before; and paging_100_growth, the app's growth over its
own floor against the pages' bytes (see scripted and memory). The app also loads the images of
the items it prints, cancelled by `quit`: the line says how many it fetched."""

import re

from .scripted import scripted_case
from .tools import ensure_tools

PAGES_REFERENCE = r"""
set -euo pipefail
url=$1
pages=$2
shift 2  # the rest: options for every curl
query="limit=10"
for ((page = 1; page <= pages; page++)); do
    lines=$(curl -fsS "$@" "$url/v1/feed?$query" \
        | jq -r '(.items[] | [.id, (.description // ""), (.location // ""), .image] | join("\u001f")), (.items[-1].id // "")')
    last=${lines##*$'\n'}
    [[ -n $last && $lines == *$'\n'* ]] || { echo "page $page is empty" >&2; exit 1; }
    printf '%s\n' "${lines%$'\n'*}"
    query="limit=10&after_id=$last"
done
"""

PAGE_SIZE = 10  # the app's: FeedEndpoint asks limit=10


def paging_100(options):
    ensure_tools("the paging_100 case times curl and jq fetching the same pages, as its reference", "curl", "jq")
    mores = options.mores
    items = PAGE_SIZE * (mores + 1)

    def done(stdout):
        shown = len(re.findall(rb"^ *\d+\. Generated item \d+$", stdout, re.MULTILINE))
        return None if shown == items else f"{shown} of {items} items shown"

    scripted_case(
        options, "paging_100", f"feed-pages:{items}", ["more"] * mores + ["quit"],
        [PAGES_REFERENCE, str(mores + 1)], done, items,
        (f"{mores} × `more` of {PAGE_SIZE} items (the app's page size), then quit",
         f"a bash loop of curl + jq over the same {mores + 1} pages, each after_id from the page before"),
    )
