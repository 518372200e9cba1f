"""stress: runs feed-tty many times over where it used to crash (Python 3 standard library only).

Usage:
    Scripts/stress [--runs N] [--jobs J] [--sigterm-runs M] [--binary PATH] [--timeout S]
                   [--server PATH]

    --runs N          cancel-heavy sessions to run (default 1000; 0 skips the case).
    --jobs J          runs at once, to load the machine (default 2).
    --sigterm-runs M  SIGTERM runs (default 20; 0 skips the case).
    --binary PATH     the feed-tty to run. Default: $FEED_TTY_BINARY, else the one Scripts/test builds:
                      swift build --package-path Apps/feed-tty --scratch-path $SCRATCH_ROOT/feed-tty
                      -Xswiftc -warnings-as-errors (SCRATCH_ROOT defaults to <repo>/.build/scripts),
                      found with --show-bin-path.
    --timeout S       wall-clock limit of one session, in seconds (default 30).
    --server PATH     the feed-server script (default: Scripts/feed-server next to this one).

Each case starts its own feed-server (--port 0 --log /dev/null), checks that it answers
HEAD {URL}/v1/feed?limit=10 with 200 (a server that cannot serve the feed would make every
session "pass" with exit status 1) and keeps its stderr, shown as a note if not empty.

Cases:
    session  stdin "comments 1\\nback\\nmore\\nq\\n", feed-tty --url URL --no-cache, stdout to
             /dev/null: loads cancelled by navigation, then end of input. Passes on exit status 0
             or 1 (1: the last feed load failed) with nothing on stderr; fails on any other status,
             death by a signal, any stderr output, or no exit within --timeout (then killed).
    sigterm  feed-server --fault feed-many:220000 (a ~29 MB feed page, under the app's 32 MiB
             limit); feed-tty --url URL --cache-dir <fresh temporary directory> with stdin an open
             pipe that never gets end of input; SIGTERM after a random 0.2-2 s, mid-download,
             -decode, -save or -render. Passes on exit status 143 within 5 s with nothing on
             stderr; death by SIGTERM itself (no handler installed yet) passes too and is noted.
             Fails on any other status or signal (SIGILL, SIGSEGV, SIGABRT...), stderr output,
             or no exit within 5 s (then killed).

Output: one line as each case starts, a progress line every 100 runs, then for each kind of
failure its count and the first stderr (at most 20 lines), notes, timings, and as the last line:
    stress: N passed, K failed
(N and K count the runs of both cases; a feed-server that dies during a case counts as a failure).

Exit status: 0 when every run passed, 1 when one failed (or the runs could not start), 64 on a
usage error, 130 when interrupted (SIGINT or SIGTERM). Servers, children and temporary
directories are cleaned up on every exit.
"""

# This docstring is the command's --help. The modules: cli (main: interrupts, the summary, exit
# statuses), options and binary (what to run), runner (the cases, a thread pool each), session
# and sigterm (the two cases: one run, and its verdict), server (feed-server for a case),
# children (the live children, so an interrupt can stop them), tally (the counts and the
# report), statuses (how a run ended, in words).
