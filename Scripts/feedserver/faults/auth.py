"""basic-auth: every answer but the control routes' needs Basic authentication."""

import base64
import json

from ..response import Response


def fault_basic_auth(name, argument, request):
    expected = "Basic " + base64.b64encode(argument.encode("utf-8")).decode("ascii")
    if request["authorization"] == expected:
        return request["rest"]()
    return Response(401, json.dumps({"error": "authentication required"}).encode(),
                    headers=[("WWW-Authenticate", 'Basic realm="feed-server"')])
