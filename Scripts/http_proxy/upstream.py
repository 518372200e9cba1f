"""Connecting to an upstream: loopback hosts only, nothing resolved."""

import socket

from .reject import Reject

LOOPBACK_HOSTS = {"127.0.0.1": ("127.0.0.1",), "localhost": ("127.0.0.1", "::1"), "::1": ("::1",)}
CONNECT_TIMEOUT = 10  # seconds to connect to an upstream


def connect_upstream(host, port):
    addresses = LOOPBACK_HOSTS.get(host)
    if addresses is None:
        raise Reject(403, "only loopback upstreams are allowed: 127.0.0.1, localhost, ::1")
    last_error = None
    for address in addresses:
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            sock.settimeout(CONNECT_TIMEOUT)
            sock.connect((address, port))
            sock.settimeout(None)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return sock
        except OSError as error:
            sock.close()
            last_error = error
    raise Reject(502, f"cannot connect to {host}:{port}: {last_error}")
