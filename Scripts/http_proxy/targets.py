"""Where a request goes: CONNECT's HOST:PORT, or an absolute http:// URL."""

import re

from .reject import Reject


def split_host_port(authority):
    """(host, port) from HOST:PORT or [IPv6]:PORT; Reject(400) otherwise."""
    host, colon, port_text = authority.rpartition(":")
    if not colon or not host or not port_text.isdigit() or not 0 < int(port_text) <= 65535:
        raise Reject(400, "target must be HOST:PORT with a port from 1 to 65535")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    elif ":" in host:
        raise Reject(400, "an IPv6 host must be in brackets")
    return host.lower(), int(port_text)


def http_target(target):
    """(host, port, origin-form target, Host header value) of an absolute http:// URL."""
    match = re.match(r"^[hH][tT][tT][pP]://([^/?#]*)([^#]*)", target)
    if not match:
        raise Reject(400, "only absolute http:// targets and CONNECT are proxied")
    authority, rest = match.group(1), match.group(2)
    authority = authority.rpartition("@")[2]  # userinfo is not sent on
    if not authority:
        raise Reject(400, "target has no host")
    if authority.startswith("["):
        bracket = authority.find("]")
        port_part = authority[bracket + 1:] if bracket > 0 else None
        if port_part is None or (port_part and not port_part.startswith(":")):
            raise Reject(400, "malformed IPv6 host")
    else:
        port_part = authority[authority.find(":"):] if ":" in authority else ""
    if port_part in ("", ":"):
        host, port = split_host_port(authority.rstrip(":") + ":80")
    else:
        host, port = split_host_port(authority)
    host_header = authority
    origin = rest if rest.startswith("/") else "/" + rest
    return host, port, origin, host_header
