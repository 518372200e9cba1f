"""Start and stop of a loopback server command: a usage error exits 2 (argparse's), a server that
cannot listen 1, a stop by SIGTERM or SIGINT 0, with no traceback at any point."""

import signal
import sys
import threading


def exit_quietly_on_sigterm():
    """Until the server serves, SIGTERM is a clean exit (a test may stop a command at once)."""
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))


def check_port(parser, port):
    if not 0 <= port <= 65535:
        parser.error("--port must be between 0 and 65535")


def serve_until_signalled(server, url, closing=()):
    """Prints the one line the tests wait for, serves until SIGTERM or SIGINT, then closes the
    server and each of closing (logs). Returns the command's exit status, 0."""
    _stop_on_signals(server)
    print(f"listening on {url}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
        for resource in closing:
            resource.close()
    return 0


def _stop_on_signals(server):
    # shutdown() waits for serve_forever to return, which runs on this (the main) thread, where
    # the handler runs too: called from the handler itself it would wait for ever.
    def stop(signum, frame):
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
