"""The two cases, each against its own feed-server, their runs on a pool of --jobs threads."""

import random
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait

from .server import Server
from .session import classify_session, run_session
from .sigterm import SIGTERM_DELAY, SIGTERM_FAULT, classify_sigterm, run_sigterm
from .statuses import excerpt

PROGRESS_EVERY = 100


def run_case(name, total, jobs, one_run, classify, tally, children):
    """Runs `one_run()` `total` times on `jobs` threads; records each result in `tally`."""
    if total == 0:
        return
    start = time.monotonic()
    done = 0
    executor = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix=f"stress-{name}")
    try:
        pending = set()
        submitted = 0
        while submitted < total or pending:
            while submitted < total and len(pending) < jobs * 2:
                submitted += 1
                pending.add(executor.submit(_one, submitted, one_run, children))
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                run, result = future.result()
                if result is None:  # stopped by an interrupt: not a verdict
                    continue
                arguments, detail = result
                kind, note = classify(*arguments)
                tally.record(name, run, kind, note, arguments[1], detail)
                done += 1
                if done % PROGRESS_EVERY == 0 and done < total:
                    print(f"stress: {name}: {done}/{total} runs, {tally.failed} failed so far,"
                          f" {time.monotonic() - start:.1f} s", flush=True)
    except BaseException:
        children.stop_all()  # an interrupt: the running children go now, not at their deadlines
        raise
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
    print(f"stress: {name}: {done} runs in {time.monotonic() - start:.1f} s", flush=True)


def _one(run, one_run, children):
    if children.stopping.is_set():
        return run, None
    return run, one_run()


def _check_server(name, server, tally):
    ended = server.died()
    if ended is not None:
        tally.record(name, "-", f"feed-server died during the case ({ended})", None, server.errors())
    else:
        errors = server.errors()
        if errors:
            text = excerpt(errors).replace("\n", "\n    | ")
            tally.note(name, f"feed-server wrote to its stderr, first:\n    | {text}")


def stress(options, binary, tally, children, work_root):
    rng = random.Random()
    if options.runs:
        server = Server(options.server, work_root)
        try:
            print(f"stress: session: {options.runs} runs, {options.jobs} at once, {binary} --url {server.url}"
                  " --no-cache", flush=True)
            run_case("session", options.runs, options.jobs,
                     lambda: run_session(binary, server.url, options.timeout, children),
                     classify_session, tally, children)
            _check_server("session", server, tally)
        finally:
            server.close()
    if options.sigterm_runs:
        server = Server(options.server, work_root, [SIGTERM_FAULT])
        try:
            print(f"stress: sigterm: {options.sigterm_runs} runs, {options.jobs} at once, feed-server --fault"
                  f" {SIGTERM_FAULT}, SIGTERM after {SIGTERM_DELAY[0]:g}-{SIGTERM_DELAY[1]:g} s", flush=True)
            run_case("sigterm", options.sigterm_runs, options.jobs,
                     lambda: run_sigterm(binary, server.url, work_root, children, rng),
                     classify_sigterm, tally, children)
            _check_server("sigterm", server, tally)
        finally:
            server.close()
