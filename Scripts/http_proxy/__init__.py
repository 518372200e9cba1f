"""http-proxy: a small forward HTTP proxy for feed-tty tests (Python 3 standard library only).

Listens on 127.0.0.1 only and forwards to loopback upstreams only (typically
Scripts/feed-server): plain http:// requests in absolute form, and CONNECT tunnels.

Usage:
    Scripts/http-proxy [--port 0] [--log FILE] [--require-auth USER:PASSWORD]

    --port        TCP port on 127.0.0.1; 0 (default) picks a free one.
    --log FILE    append one line per proxied request (default: stderr):
                      CONNECT HOST:PORT STATUS
                      METHOD TARGET STATUS    (TARGET as received, e.g.
                                               http://127.0.0.1:PORT/v1/feed?limit=10)
                  STATUS is the one the proxy decided (200 for an established tunnel,
                  400, 403, 407, 502) or, for a relayed plain-http answer, the status code
                  of the upstream's final status line (interim 1xx answers are relayed but
                  not logged). A line is written before the answer is sent, so a client that
                  has its status line can already find the line in the log. Control
                  characters are written as \\xNN. A connection closed before a complete
                  request head is not logged; a head too large or without a well-formed
                  request line is logged as "- - 400".
    --require-auth USER:PASSWORD
                  every request (CONNECT included) must carry
                  "Proxy-Authorization: Basic base64(USER:PASSWORD)" (scheme case-insensitive);
                  any other gets "407 Proxy Authentication Required" with
                  'Proxy-Authenticate: Basic realm="test"', Content-Length: 0, and the
                  connection is closed. USER is everything before the first ":".

Once bound it prints exactly one line to stdout and flushes it:
    listening on http://127.0.0.1:PORT
It stops cleanly (exit 0) on SIGTERM or SIGINT; open tunnels and relays are dropped.

Requests (one per client connection: every answer ends with the connection closed):
    METHOD http://HOST[:PORT]/PATH?QUERY HTTP/1.x     (any method; PORT defaults to 80)
        Opens a new TCP connection to HOST:PORT and sends the request there with the
        origin-form target /PATH?QUERY, the same headers in the same order, except:
        Proxy-Authorization, Proxy-Connection, Connection and Keep-Alive are dropped and
        "Connection: close" is added (a Host header is added when there is none). A request
        body (Content-Length or chunked) is streamed to the upstream as it arrives, in its
        own thread, so "Expect: 100-continue" works end to end. The answer is relayed byte
        for byte (interim 1xx answers, chunk framing included), except that the final
        answer's Connection, Keep-Alive and Proxy-Connection headers are replaced by
        "Connection: close"; its body ends after Content-Length bytes, after the last chunk,
        or at upstream EOF (no body for HEAD, 204 and 304). A final header block over 1 MiB
        is relayed as is, then everything up to upstream EOF.
    CONNECT HOST:PORT HTTP/1.x                        (HOST may be [::1])
        Opens a TCP connection to HOST:PORT, answers
        "HTTP/1.1 200 Connection Established" CRLF CRLF, then relays bytes both ways
        (bytes sent right after the request head included). When one side closes, the
        other gets a half-close (shutdown for writing) and its remaining bytes are still
        relayed until it closes too; a reset or error on either side ends both.

Answers of the proxy itself (with Connection: close; bodies are one line of text/plain,
except 407, which has none):
    400  a malformed request line or header block (64 KiB at most), an unsupported
         HTTP version, a target that is neither http:// absolute form nor CONNECT's
         HOST:PORT, a bad port, a bad Content-Length or Transfer-Encoding.
    407  --require-auth given and no matching Proxy-Authorization (checked first).
    403  an upstream host that is not 127.0.0.1, localhost or ::1 (nothing is resolved or
         connected to).
    502  the upstream is unreachable (refused, 10 s connect timeout), or closes without
         answering, or answers something that is not an HTTP/1.x status line.

Clients that go away (mid-request, mid-relay, mid-tunnel) just end their connection,
quietly: one daemon thread per client connection, no tracebacks.
"""

# This docstring is the command's --help. The modules, from the outside in: cli (options, main;
# its start and stop are Scripts/serving's, shared with feed-server), server (the listening
# socket), handler (one client connection: a tunnel or a forwarded request), request_head and
# response_head (reading heads), targets (where a request goes), authorization, framing (where a
# body ends), upstream (connecting, loopback only), streams (buffered reads and copies between
# sockets), log (over serving's line log), reject (the proxy's own answers).
