#!/usr/bin/env python3
"""Writes the WebP and AVIF fixtures of ImageDecodingTests/Fixtures (run once; the files are
committed): patterns drawn here as PNG files, encoded by `cwebp`, `img2webp` (Debian's webp) and
`avifenc` (libavif-bin), which Scripts/install-test-peers installs. Each lossless pattern has an `.rgba` file, the
pattern itself, shared by its WebP and AVIF files: the pixels a decoder must give at the image's
own size (for an animation, its first frame's). The comparisons with `dwebp` and `avifdec` themselves run in WebPDecodingTests and
AVIFDecodingTests on files made afresh.

Usage: Packages/ImageDecoding/Tests/make-webp-avif-fixtures.py

- lossy-24x16.webp, lossy-24x16.avif: the colour pattern, lossy (their tests compare within a
  tolerance).
- lossless-alpha-24x16.webp, lossless-alpha-24x16.avif: the pattern with alpha falling from left
  to right (fully transparent pixels written 0,0,0,0 in the .rgba, as the decoders give them).
- animated-24x16.webp, animated-24x16.avif: two frames, the opaque pattern first, lossless.
"""

import os
import struct
import subprocess
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "ImageDecodingTests", "Fixtures")
WIDTH, HEIGHT = 24, 16


def pattern(alpha):
    pixels = []
    for y in range(HEIGHT):
        for x in range(WIDTH):
            a = 255 - x * 255 // (WIDTH - 1) if alpha else 255
            rgb = (x * 255 // (WIDTH - 1), y * 255 // (HEIGHT - 1), (x * 7 + y * 13) % 256)
            pixels.append((0, 0, 0, 0) if a == 0 else rgb + (a,))
    return pixels


def solid(color):
    return [color + (255,)] * (WIDTH * HEIGHT)


def png(pixels):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(
        b"\0" + bytes(channel for pixel in pixels[y * WIDTH:(y + 1) * WIDTH] for channel in pixel)
        for y in range(HEIGHT)
    )
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def rgba(name, pixels):
    with open(os.path.join(OUT, name), "wb") as file:
        file.write(bytes(channel for pixel in pixels for channel in pixel))


def main():
    with tempfile.TemporaryDirectory() as scratch:
        def source(name, pixels):
            path = os.path.join(scratch, name)
            with open(path, "wb") as file:
                file.write(png(pixels))
            return path

        opaque = source("opaque.png", pattern(alpha=False))
        alpha = source("alpha.png", pattern(alpha=True))
        second = source("second.png", solid((0, 128, 255)))

        def out(name):
            return os.path.join(OUT, name)

        def run(*arguments):
            subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL)

        run("cwebp", "-quiet", "-q", "80", opaque, "-o", out("lossy-24x16.webp"))
        run("cwebp", "-quiet", "-lossless", "-exact", alpha, "-o", out("lossless-alpha-24x16.webp"))
        rgba("lossless-alpha-24x16.rgba", pattern(alpha=True))
        run("img2webp", "-lossless", opaque, second, "-o", out("animated-24x16.webp"))
        rgba("animated-24x16.rgba", pattern(alpha=False))
        run("avifenc", "--speed", "10", opaque, out("lossy-24x16.avif"))
        run("avifenc", "--speed", "10", "--lossless", alpha, out("lossless-alpha-24x16.avif"))
        run("avifenc", "--speed", "10", "--lossless", opaque, second, out("animated-24x16.avif"))


if __name__ == "__main__":
    main()
