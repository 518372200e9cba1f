"""soak: feed-tty --watch for minutes against a feed that changes and a server that misbehaves
(Python 3 standard library only).

Usage:
    Scripts/soak [--binary PATH] [--seconds N] [--seed N] [--grow-every N] [--max-age S]
                 [--watch-interval S] [--timeout S] [--fault-rate P] [--retry-max S]
                 [--rss-limit MB] [--server PATH] [--work DIR]

    --binary PATH     the feed-tty to run. Default: $FEED_TTY_BINARY, else the one Scripts/test
                      and Scripts/stress build: swift build --package-path Apps/feed-tty
                      --scratch-path $SCRATCH_ROOT/feed-tty -Xswiftc -warnings-as-errors
                      (SCRATCH_ROOT defaults to <repo>/.build/scripts). For the memory figure
                      the issue asks of a release build, give Scripts/build-release's.
    --seconds N       how long feed-tty runs before SIGTERM (default 600; CI runs 60; 5 at least).
    --seed N          the seed of the fault plan (default: drawn and printed, so a failing run
                      can be run again with the same faults).
    --grow-every N    a new item at the top of the feed every N seconds (default 5).
    --max-age S       feed pages' Cache-Control: max-age (default 4, longer than the interval:
                      the server wins).
    --watch-interval S  feed-tty's --watch-interval (default 2).
    --timeout S       feed-tty's --timeout (default 5); the hung requests last 2 s longer.
    --fault-rate P    the share of feed requests given a fault (default 0.2).
    --retry-max S     the longest Retry-After of the plan (default 6).
    --rss-limit MB    the memory growth allowed after the warm-up (default 1).
    --server PATH     the feed-server script (default: Scripts/feed-server next to this one).
    --work DIR        keep feed-server's log (--log-details), its stderr, feed-tty's output and
                      stderr here; without it they go to a temporary folder kept only when the
                      soak fails (its path is printed).

What it runs: Scripts/feed-server --fault feed-validators --fault feed-max-age:S --fault
feed-grows:N --log-details, with a fault plan queued for its feed requests (POST
/__control/faults/next) drawn from the seed: the first two requests as usual, the third held past
feed-tty's timeout (its first timed-out request costs feed-tty about 1.9 MB of RSS once, code
and data paged in, which must fall in the warm-up, not in the memory measured after it), then, for a share P of the
requests and never two in a row, one of 429 and 503 with Retry-After: 1 to S seconds, 503 with
Retry-After as a date, a request held past feed-tty's timeout then closed, and a dropped
connection (with P 0, no fault at all). Then
    feed-tty --url URL --watch --watch-interval S --format json --no-cache --timeout S
with standard input a pipe that stays open, for --seconds; then SIGTERM.

The checks (each failure is a line "soak: FAIL: ..."):
- exit: feed-tty exits 143 within 10 s of SIGTERM (not by itself before, not a crash).
- output: every line is a JSON object.
- items: every item the server added and answered on a first page at least timeout + 2 s before
  the end appears exactly once in the stream; no feed item appears twice; no added item left the
  first page (10 newer ones) without being fetched. An item counts as shown when its id is in
  the "items" of a line whose "type" (or "event") is "items" (the first page) or "newItems"
  (what a watch found), e.g.
      {"type":"newItems","items":[{"number":26,"id":"UUID","imageURL":"URL",...}]}
  (an item: an object with "id" and "imageURL", or a string "image"; Scripts/soak_run/events.py
  is the one place that reads this).
- pace: no feed request sooner than allowed after the previous one's answer, as the server
  recorded them: Retry-After after a 429 or 503; max-age less 1 s (a client may count it from
  the whole-second Date) and the watch interval less 10 % after a 200 or 304; the interval less
  10 % after a failure, counted from the timeout for a hung request; at once only after a
  dropped connection (a retry RFC 9110 9.2.2 allows). Never two feed requests at once.
- polling: no gap between feed requests longer than the rules allow (a hang's timeout and a
  back-off doubled once, the longest Retry-After, max-age), plus 3 s.
- memory: feed-tty's RSS, sampled every second, is flat after the warm-up (the first minute, or
  half the run when shorter): the lowest sample of the last tenth (5 s at least) less the
  lowest of the first tenth after the warm-up is at most --rss-limit. The report gives the
  first, after-warm-up, last and highest samples.

Output: what runs, then the figures: feed requests by status, items added, fetched and shown,
the new-items events, RSS, the exit status, feed-tty's stderr if any; the failures; and as the
last line "soak: passed" or "soak: failed, K problems (seed N; logs and output in DIR)".

Exit status: 0 when every check passed, 1 when one failed (or the soak could not run), 64 on a
usage error, 130 when interrupted.
"""

# This docstring is the command's --help. The modules: cli (the run and the report), plan (the
# seeded faults), client (feed-tty, its output and memory), server (feed-server and its control
# routes), events (which items a JSON line shows), checks (the verdicts, pure functions),
# binary (what to run), errors.
