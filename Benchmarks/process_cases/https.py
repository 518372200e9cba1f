"""https: end_to_end over TLS: feed-server --tls-cert/--tls-key with certificates from
Scripts/make-test-certs in a temporary folder, trusted by feed-tty through SSL_CERT_FILE=ca.pem
and by every curl through --cacert ca.pem."""

import os
import subprocess
import tempfile

from .end_to_end import against_curl
from .errors import CaseError
from .tools import ensure_tools


def https(options):
    ensure_tools("the https case times curl and jq over TLS, as its reference, with certificates made by openssl",
                 "curl", "jq", "openssl")
    make_test_certs = os.path.join(os.path.dirname(options.server), "make-test-certs")
    with tempfile.TemporaryDirectory(prefix="feed-bench-certs-") as certs:
        made = subprocess.run([make_test_certs, certs], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
        if made.returncode != 0:
            raise CaseError(f"make-test-certs failed: {made.stderr.decode(errors='replace').strip()}")
        ca, server_pem, server_key = (os.path.join(certs, file) for file in ("ca.pem", "server.pem", "server.key"))
        against_curl(
            options, "https", server_options=("--tls-cert", server_pem, "--tls-key", server_key),
            curl_options=("--cacert", ca), env=dict(os.environ, SSL_CERT_FILE=ca), over=" over TLS",
        )
