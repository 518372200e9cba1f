"""comments_10k: `printf 'comments 1\nquit\n' | feed-tty --url URL --no-cache` against a server
whose every comments answer is 10,000 generated comments (feed-server --fault comments-many:N;
200 with --quick): wall time until exit, against curl + jq doing the same requests (the first
page, printed; its first id; the comments, printed as numbered lines); and comments_10k_growth,
the app's growth over its own floor against the comments' bytes (see scripted and memory)."""

import re

from .scripted import scripted_case
from .tools import ensure_tools

COMMENTS_REFERENCE = r"""
set -euo pipefail
url=$1
shift  # the rest: options for every curl
feed=$(curl -fsS "$@" "$url/v1/feed?limit=10" \
    | jq -r '(.items[0].id), (.items[] | [.id, (.description // ""), (.location // ""), .image] | join("\u001f"))')
printf '%s\n' "${feed#*$'\n'}"
curl -fsS "$@" "$url/v1/image/${feed%%$'\n'*}/comments" \
    | jq -r '.items | to_entries[] | "\(.key + 1). \(.value.author.username) · \(.value.created_at)", "   \(.value.message)"'
"""


def comments_10k(options):
    ensure_tools("the comments_10k case times curl and jq doing feed-tty's requests, as its reference", "curl", "jq")
    count = options.comments

    def done(stdout):
        shown = len(re.findall(rb"^ *\d+\. user \d+ \xc2\xb7 ", stdout, re.MULTILINE))
        return None if shown == count else f"{shown} of {count} comments shown"

    scripted_case(
        options, "comments_10k", f"comments-many:{count}", ["comments 1", "quit"], [COMMENTS_REFERENCE], done,
        10 + 2 * count,
        (f"`comments 1` on {count} comments, then quit",
         "curl + jq: the first page, its first id, the comments as numbered lines"),
        target=0.9,
    )
