"""The command: options, the listening line, a clean stop on SIGTERM or SIGINT."""

import argparse
import signal
import sys
import threading

import http_proxy

from .log import ProxyLog
from .server import ProxyServer


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="http-proxy", description=http_proxy.__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--log", metavar="FILE")
    parser.add_argument("--require-auth", metavar="USER:PASSWORD")
    arguments = parser.parse_args(argv)
    if not 0 <= arguments.port <= 65535:
        parser.error("--port must be between 0 and 65535")
    if arguments.require_auth is not None and ":" not in arguments.require_auth:
        parser.error("--require-auth must be USER:PASSWORD")
    return arguments


def stop_on_signals(server):
    def stop(signum, frame):
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)


def main(argv):
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))  # until serving
    arguments = parse_arguments(argv)
    credentials = arguments.require_auth.encode("utf-8") if arguments.require_auth is not None else None
    try:
        log = ProxyLog(arguments.log)
    except OSError as error:
        print(f"http-proxy: cannot open log {arguments.log}: {error}", file=sys.stderr)
        return 2
    try:
        server = ProxyServer(arguments.port, credentials, log)
    except OSError as error:
        print(f"http-proxy: cannot listen on 127.0.0.1:{arguments.port}: {error}", file=sys.stderr)
        return 1
    stop_on_signals(server)
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
        log.close()
    return 0
