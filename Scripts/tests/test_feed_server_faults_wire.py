"""Scripts/feed-server's fault modes on the wire: framing, header blocks, floods, and
compression bombs.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import json
import os
import socket
import struct
import time
import unittest
import zlib

from feed_server_support import (
    MIB,
    GIB,
    image_bytes,
    Server,
    open_response,
    RawHTTP,
)


class FramingFaultTests(unittest.TestCase):
    def test_chunked_frames_every_answer_in_chunks_with_extensions_and_keeps_alive(self):
        server = Server(self, "--log", os.devnull)
        expected = server.get("/v1/feed?limit=25")[2]
        self.assertEqual(server.set_faults(["chunked"])[0], 200)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=25")
        head = raw.read_head()
        self.assertIn(b"\r\nTransfer-Encoding: chunked\r\n", head.raw)
        self.assertEqual((head.status, head.get("Content-Length")), (200, None))
        self.assertEqual(raw.read_chunked()[0], expected)
        raw.send_get("/images/photo-640x480.jpg")  # the same connection: keep-alive kept
        raw.read_head()
        body, chunks = raw.read_chunked()
        self.assertEqual(body, image_bytes("photo-640x480.jpg"))  # 29993 bytes: 7 x 4096 + 1321
        self.assertEqual(chunks, [(4096, b"ext=1"), (4096, b""), (4096, b"")] * 2 + [(4096, b"ext=1"), (1321, b""), (0, b"")])
        for path, expected_body in (("/images/pixel.png", image_bytes("pixel.png")),
                                    ("/__test/status/503", b"status 503")):
            raw.send_get(path)
            self.assertEqual(raw.read_head().get("Transfer-Encoding"), "chunked")
            self.assertEqual(raw.read_chunked()[0], expected_body)
        raw.send_get("/__control/faults")  # control routes are never framed otherwise
        self.assertEqual(json.loads(raw.read_answer()[1])["faults"], ["chunked"])
        self.assertEqual(server.set_faults(["chunked", "feed-many:1000"])[0], 200)
        raw.send_get("/v1/feed")
        raw.read_head()
        body, chunks = raw.read_chunked()
        self.assertEqual(len(json.loads(body)["items"]), 1000)
        data_chunks = chunks[:-1]
        self.assertGreater(len(data_chunks), 20)
        self.assertEqual([index for index, (size, extension) in enumerate(data_chunks) if extension],
                         list(range(0, len(data_chunks), 3)))

    def test_chunked_with_truncated_stops_mid_chunks_without_the_last_chunk(self):
        server = Server(self, "--fault", "chunked", "--fault", "feed-truncated", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=10")
        self.assertEqual(raw.read_head().get("Transfer-Encoding"), "chunked")
        with self.assertRaises(EOFError):
            raw.read_chunked()

    def test_close_delimited_has_no_length_and_closes_after_the_body(self):
        server = Server(self, "--log", os.devnull)
        expected = server.get("/v1/feed?limit=10")[2]
        self.assertEqual(server.set_faults(["close-delimited"])[0], 200)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=10")
        head = raw.read_head()
        self.assertEqual((head.status, head.get("Content-Length"), head.get("Transfer-Encoding"),
                          head.get("Connection")), (200, None, None, "close"))
        self.assertEqual(raw.read_to_end(), expected)
        self.assertEqual(server.get("/images/anim-2x3.gif")[2], image_bytes("anim-2x3.gif"))

    def test_interim_100_precedes_every_answer_with_a_100_and_a_103(self):
        server = Server(self, "--fault", "interim-100", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        for path in ("/v1/feed?limit=2", "/images/pixel.png"):
            raw.send_get(path)
            self.assertEqual(raw.read_until(b"\r\n\r\n"), b"HTTP/1.1 100 Continue\r\n\r\n")
            early_hints = raw.read_head()
            self.assertEqual((early_hints.status, early_hints.get("Link")), (103, "</x>"))
            head, body = raw.read_answer()
            self.assertEqual(head.status, 200)
        self.assertEqual(body, image_bytes("pixel.png"))



class HeaderFaultTests(unittest.TestCase):
    def test_endless_1xx_is_100_continue_over_and_over(self):
        server = Server(self, "--fault", "endless-1xx", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed")
        continues = b"HTTP/1.1 100 Continue\r\n\r\n"
        received = raw.read_exactly(4 * MIB)
        self.assertEqual(received, (continues * (len(received) // len(continues) + 1))[: len(received)])
        self.assertEqual(server.get("/images/pixel.png")[0], 200)

    def test_huge_headers_make_a_header_block_over_64_kib(self):
        server = Server(self, "--fault", "huge-headers", "--fault", "feed-500", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed")
        head, body = raw.read_answer()
        self.assertGreater(len(head.raw), 65536)
        self.assertEqual(len([name for name, value in head.headers if name.startswith("x-filler-")]), 1000)
        self.assertEqual((head.status, json.loads(body)), (500, {"error": "injected fault feed-500"}))

    def test_long_header_line_is_one_line_of_100_kib(self):
        server = Server(self, "--fault", "long-header-line", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=1")
        head, body = raw.read_answer()
        self.assertEqual(head.get("X-Long-Header"), "l" * 102400)
        self.assertEqual(len(json.loads(body)["items"]), 1)

    def test_endless_headers_never_end_the_header_block(self):
        server = Server(self, "--fault", "endless-headers", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed")
        received = raw.read_exactly(4 * MIB)
        self.assertTrue(received.startswith(b"HTTP/1.1 200 OK\r\nX-Endless: eeee"))
        self.assertNotIn(b"\r\n\r\n", received)



class FloodFaultTests(unittest.TestCase):
    def test_image_flood_gives_every_client_its_own_endless_close_delimited_body(self):
        server = Server(self, "--fault", "image-flood", "--log", os.devnull)
        clients = [RawHTTP(self, server.port) for _ in range(3)]
        for client in clients:
            client.send_get("/images/photo-640x480.jpg")
        for client in clients:
            head = client.read_head()
            self.assertEqual((head.status, head.get("Content-Type")), (200, "image/jpeg"))
            self.assertEqual((head.get("Content-Length"), head.get("Connection")), (None, "close"))
        for client in clients[1:]:
            self.assertEqual(client.read_exactly(4 * MIB).count(0), 4 * MIB)
            client.sock.close()
        self.assertEqual(server.get("/images/missing.png")[0], 404)
        self.assertEqual(server.get_json("/v1/feed?limit=1")[0], 200)
        start = time.monotonic()
        self.assertEqual(server.stop(), 0)  # clients[0] reads no more: its flood is stuck in a write
        self.assertLess(time.monotonic() - start, 2)
        self.assertNotIn("Traceback", server.stderr_text())

    def test_feed_trickle_flood_trickles_then_floods_spaces(self):
        server = Server(self, "--fault", "feed-trickle-flood:0.6", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        start = time.monotonic()
        raw.send_get("/v1/feed")
        head = raw.read_head()
        self.assertEqual((head.status, head.get("Content-Length"), head.get("Connection")), (200, None, "close"))
        self.assertEqual(raw.read_exactly(6), b'{"item')
        time.sleep(0.2)
        raw.sock.settimeout(0.05)
        with self.assertRaises(socket.timeout):
            raw.read_exactly(1000)  # ~10 writes a second of 2 bytes: far less than that yet
        raw.sock.settimeout(10)
        self.assertEqual(raw.read_exactly(len(b'{"items": [') - 6), b's": [')
        flood = raw.read_exactly(8 * MIB)
        self.assertGreater(time.monotonic() - start, 0.55)
        self.assertLess(time.monotonic() - start, 5)
        self.assertEqual(flood.count(b" "), len(flood))



class EncodedFaultTests(unittest.TestCase):
    def encoded(self, server, path):
        connection, response = open_response(server, path)
        try:
            body = response.read()
        finally:
            connection.close()
        self.assertEqual(response.status, 200)
        self.assertEqual(int(response.getheader("Content-Length")), len(body))
        return response.getheader("Content-Encoding"), response.getheader("Content-Type"), body

    def assert_starts_with_spaces(self, body, wbits):
        self.assertEqual(zlib.decompressobj(wbits).decompress(body, MIB), b" " * MIB)  # bounded: 1 MiB out

    def test_compressed_pages_and_images_inflate_to_what_is_served_otherwise(self):
        plain = Server(self, "--log", os.devnull)
        server = Server(self, "--fault", "feed-compressed:gzip", "--fault", "image-compressed:deflate",
                        "--log", os.devnull)
        encoding, content_type, body = self.encoded(server, "/v1/feed?limit=10")
        self.assertEqual((encoding, content_type), ("gzip", "application/json"))
        page = zlib.decompress(body, 31)
        self.assertEqual(page.replace(server.url.encode(), plain.url.encode()),
                         self.encoded(plain, "/v1/feed?limit=10")[2])
        image = json.loads(page)["items"][0]["image"]
        path = image[image.index("/images/"):]
        encoding, _, body = self.encoded(server, path)
        self.assertEqual(encoding, "deflate")
        self.assertEqual(zlib.decompress(body), self.encoded(plain, path)[2])

    def test_gzip_and_deflate_are_1_gib_of_spaces_in_about_1_mb(self):
        server = Server(self, "--fault", "feed-encoded:gzip", "--fault", "image-encoded:deflate", "--log", os.devnull)
        encoding, content_type, gzip = self.encoded(server, "/v1/feed?limit=10")
        self.assertEqual((encoding, content_type), ("gzip", "application/json"))
        self.assertLess(len(gzip), 1_200_000)
        self.assertEqual(gzip[:3], b"\x1f\x8b\x08")
        self.assertEqual(struct.unpack("<I", gzip[-4:])[0], GIB % 2**32)  # ISIZE
        self.assert_starts_with_spaces(gzip, 31)
        encoding, content_type, deflate = self.encoded(server, "/images/anim-2x3.gif")
        self.assertEqual((encoding, content_type), ("deflate", "image/gif"))
        self.assertEqual(deflate[:2], b"\x78\xda")  # a zlib stream, as HTTP's deflate is
        self.assert_starts_with_spaces(deflate, 15)
        adler = 1
        for _ in range(GIB // MIB):
            adler = zlib.adler32(b" " * MIB, adler)
        self.assertEqual(struct.unpack(">I", deflate[-4:])[0], adler)
        self.assertEqual(gzip[10:-8], deflate[2:-4])  # the same deflate data
        self.assertEqual(server.get("/images/missing.png")[0], 404)

    def test_bombs_are_built_when_their_mode_is_switched_on_not_when_a_client_waits(self):
        from feedserver.faults import bombs
        from feedserver.faults.active import FaultSet

        bombs.zlib_bomb.cache_clear()
        faults = FaultSet(["feed-500"])
        self.assertEqual(bombs.zlib_bomb.cache_info().currsize, 0)
        faults.replace(["feed-500", "image-encoded:deflate"])
        self.assertEqual(bombs.zlib_bomb.cache_info().currsize, 1)  # over a second of work, done now

    def test_zstd_is_one_frame_of_rle_blocks_of_1_gib_of_spaces(self):
        server = Server(self, "--fault", "image-encoded:zstd", "--log", os.devnull)
        encoding, content_type, frame = self.encoded(server, "/images/pixel.png")
        self.assertEqual((encoding, content_type), ("zstd", "image/png"))
        magic, descriptor, window, content_size = struct.unpack("<IBBI", frame[:10])
        self.assertEqual((magic, descriptor), (0xFD2FB528, 0x80))  # Frame_Content_Size in 4 bytes, no checksum
        self.assertEqual(1 << (10 + (window >> 3)), 128 * 1024)
        total, offset, last = 0, 10, False
        while not last:
            header = int.from_bytes(frame[offset : offset + 3], "little")
            last, block_type, size = header & 1, (header >> 1) & 3, header >> 3
            self.assertEqual((block_type, frame[offset + 3 : offset + 4]), (1, b" "))  # RLE of a space
            total += size
            offset += 4
        self.assertEqual(offset, len(frame))
        self.assertEqual(total, GIB)
        self.assertEqual(content_size, GIB)

    def test_brotli_is_a_small_stream(self):
        server = Server(self, "--fault", "feed-encoded:br", "--log", os.devnull)
        encoding, content_type, stream = self.encoded(server, "/v1/feed")
        self.assertEqual((encoding, content_type), ("br", "application/json"))
        self.assertLess(len(stream), 2048)
        self.assertEqual(stream[0] & 1, 0)  # WBITS 16
        try:
            import brotli  # not in the standard library; curl --compressed decodes it too
        except ImportError:
            return
        self.assertEqual(len(brotli.decompress(stream)), GIB)
