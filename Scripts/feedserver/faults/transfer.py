"""Answers framed otherwise (chunked, close-delimited, after interim 1xx answers), cut short
(closed or reset mid-body) or compressed unasked; each wraps the answer of the other faults."""

import zlib

INTERIM_ANSWERS = b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n"


def fault_truncated(name, argument, request):
    response = request["rest"]()
    return response.but(send_limit=response.length // 2, close=True) if response.has_length else response


def fault_reset(name, argument, request):
    response = request["rest"]()
    if not response.has_length:
        return response
    return response.but(framing="close", send_limit=response.length // 2, close=True, reset=True)


def fault_framing(framing):
    """A fault that sends every answer with a known length with this framing instead."""

    def respond(name, argument, request):
        response = request["rest"]()
        return response.but(framing=framing) if response.has_length else response

    return respond


def fault_interim(name, argument, request):
    response = request["rest"]()
    return response.but(interim=INTERIM_ANSWERS + response.interim)


def fault_compressed(name, argument, request):
    """A 200 with a body sent compressed in gzip or deflate (zlib's wrapping), whatever the request
    offered: an object stored compressed, as some servers send them."""
    response = request["rest"]()
    if response.status != 200 or response.chunks is not None:
        return response
    wbits = 31 if argument == "gzip" else 15  # 16 + 15: gzip's wrapping
    compressor = zlib.compressobj(6, zlib.DEFLATED, wbits)
    body = compressor.compress(response.body) + compressor.flush()
    return response.but(body=body, length=len(body), headers=response.headers + [("Content-Encoding", argument)])
