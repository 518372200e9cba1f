"""The command line of Scripts/feed-server: its options and their checks (a usage error exits
2), loading the fixtures and the TLS files; the listening line and the clean stop (exit 0) on
SIGTERM or SIGINT are serving.command's, shared with Scripts/http-proxy."""

import argparse
import os
import sys

from serving.command import check_port, exit_quietly_on_sigterm, serve_until_signalled
from serving.line_log import LineLog

from .faults.active import NEXT_ROUTES, NOT_QUEUED, FaultSet
from .faults.catalog import FAULTS, fault_modes_help, split_mode, validate_mode
from .fixtures import Fixtures
from .server import FeedServer
from .tls import tls_context

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_FIXTURES = os.path.join(REPOSITORY, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
ALLOWED_HOSTS = {"127.0.0.1": "127.0.0.1", "localhost": "127.0.0.1", "::1": "::1"}


def normalize_base(base):
    base = "/" + base.strip("/")
    return "" if base == "/" else base


def parse_arguments(argv, manual):
    """The options of argv, checked; manual is the text --help shows before the options."""
    parser = argparse.ArgumentParser(
        prog="feed-server", description=manual, epilog=fault_modes_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on: 127.0.0.1 (default), localhost or ::1 (loopback only)")
    parser.add_argument("--port", type=int, default=0,
                        help="TCP port; 0 (default) picks a free one, named in the 'listening on' line")
    parser.add_argument("--base", default="/", help="path prefix of the API, e.g. /essential-feed (default: none)")
    parser.add_argument("--fixtures", default=DEFAULT_FIXTURES, metavar="DIR",
                        help="folder of feed.json, comments.json and images/ (default: the demo's fixtures)")
    parser.add_argument("--log", metavar="FILE",
                        help="append one line per request, METHOD PATH?QUERY STATUS, to FILE (default: stderr)")
    parser.add_argument("--log-details", action="store_true",
                        help="add to each log line a JSON object of when the request came and was answered, the"
                             " validators it carried and the ETag, Last-Modified, Cache-Control, Expires and"
                             " Retry-After its answer gave")
    parser.add_argument("--next-fault", action="append", default=[], metavar="MODE",
                        help="queue MODE for the next request of its route alone (feed, comments or image);"
                             " repeatable, in order")
    parser.add_argument("--page-delay", type=float, default=0.0, metavar="SECONDS",
                        help="wait this long before answering feed and comments requests (default 0)")
    parser.add_argument("--fault", action="append", default=[], metavar="MODE",
                        help="start with fault mode MODE active; repeatable (the modes are listed below)")
    parser.add_argument("--tls-cert", metavar="FILE",
                        help="serve HTTPS with this PEM certificate (chain); needs --tls-key")
    parser.add_argument("--tls-key", metavar="FILE", help="the PEM private key of --tls-cert")
    arguments = parser.parse_args(argv)
    if (arguments.tls_cert is None) != (arguments.tls_key is None):
        parser.error("--tls-cert and --tls-key go together")
    if arguments.host not in ALLOWED_HOSTS:
        parser.error(f"--host must be one of {', '.join(ALLOWED_HOSTS)} (loopback only)")
    check_port(parser, arguments.port)
    if arguments.page_delay < 0:
        parser.error("--page-delay must not be negative")
    for mode in arguments.fault + arguments.next_fault:
        message = validate_mode(mode)
        if message:
            parser.error(message)
    for mode in arguments.next_fault:
        if FAULTS[split_mode(mode)[0]].route not in NEXT_ROUTES or split_mode(mode)[0] in NOT_QUEUED:
            parser.error(f"--next-fault {mode}: not a mode of one request (of the feed, comments or an image)")
    arguments.host = ALLOWED_HOSTS[arguments.host]
    arguments.base = normalize_base(arguments.base)
    return arguments


def main(argv, manual):
    """Serves until SIGTERM or SIGINT (0); 2 for bad fixtures or TLS files, 1 when it cannot listen."""
    exit_quietly_on_sigterm()
    arguments = parse_arguments(argv, manual)
    try:
        fixtures = Fixtures(arguments.fixtures)
    except (OSError, ValueError, KeyError) as error:
        print(f"feed-server: cannot load fixtures from {arguments.fixtures}: {error}", file=sys.stderr)
        return 2
    try:
        tls = tls_context(arguments.tls_cert, arguments.tls_key) if arguments.tls_cert else None
    except (OSError, ValueError) as error:  # ssl.SSLError included
        print(f"feed-server: cannot load TLS certificate {arguments.tls_cert} and key: {error}", file=sys.stderr)
        return 2
    request_log = LineLog(arguments.log)
    try:
        faults = FaultSet(arguments.fault)
        faults.queue_next(arguments.next_fault)
        server = FeedServer(arguments.host, arguments.port, arguments.base, fixtures,
                            faults, request_log, arguments.page_delay, tls, arguments.log_details)
    except OSError as error:
        print(f"feed-server: cannot listen on {arguments.host}:{arguments.port}: {error}", file=sys.stderr)
        return 1
    return serve_until_signalled(server, server.public_url, closing=[request_log])
