"""The command: options; the listening line and the clean stop on SIGTERM or SIGINT are
serving.command's, shared with Scripts/feed-server."""

import argparse
import sys

import http_proxy
from serving.command import check_port, exit_quietly_on_sigterm, serve_until_signalled

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
    check_port(parser, arguments.port)
    if arguments.require_auth is not None and ":" not in arguments.require_auth:
        parser.error("--require-auth must be USER:PASSWORD")
    return arguments


def main(argv):
    exit_quietly_on_sigterm()
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
    return serve_until_signalled(server, f"http://127.0.0.1:{server.server_address[1]}", closing=[log])
