"""HTTPS (--tls-cert, --tls-key): the context, each connection's handshake (in its own thread),
and the close_notify that ends a session."""

import ssl


def tls_context(cert, key):
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    context.set_alpn_protocols(["http/1.1"])
    return context


def tls_handshake(connection):
    """False when the connection is TLS and its handshake failed (a quiet disconnect follows)."""
    if not isinstance(connection, ssl.SSLSocket):
        return True
    try:
        connection.do_handshake()
    except OSError:  # ssl.SSLError included
        return False
    return True


def send_close_notify(connection):
    """Ends a TLS session cleanly, without waiting for the client's answer: a client reading
    a close-delimited body needs it to tell the end from a truncation."""
    try:
        connection.setblocking(False)
        connection.unwrap()  # sends close_notify, then fails to read the client's at once
    except (OSError, ValueError):
        pass
