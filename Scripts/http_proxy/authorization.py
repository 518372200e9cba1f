"""--require-auth: whether a request carries the proxy's Basic credentials."""

import base64
import binascii
import hmac


def authorized(request, credentials):
    """True without credentials to check, else when Proxy-Authorization is "Basic" (any case) with
    exactly `credentials` (bytes, USER:PASSWORD), compared in constant time."""
    if credentials is None:
        return True
    value = request.header("proxy-authorization")
    if value is None:
        return False
    scheme, _, token = value.strip().partition(" ")
    if scheme.lower() != "basic":
        return False
    try:
        decoded = base64.b64decode(token.strip(), validate=True)
    except (binascii.Error, ValueError):
        return False
    return hmac.compare_digest(decoded, credentials)
