#!/usr/bin/env python3
"""Writes the JPEG fixtures of ImageDecodingTests/Fixtures that need an encoder (run once; the files
are committed): ImageMagick's convert (Debian's imagemagick, which Scripts/install-test-peers installs) encodes
patterns drawn here, and decodes each tiny one back to an `.rgba` file at its own size, the
reference a decoder is compared with (libjpeg at full scale, as djpeg gives it).

Usage: Packages/ImageDecoding/Tests/make-convert-fixtures.py

- quadrants-32x16.jpg: four 16 x 8 quadrants, red, green / blue, white, at quality 100 and 4:4:4,
  so each decodes to nearly its own colour; the orientation tests add the EXIF segment themselves.
- tiny-NxN.jpg (N 1 to 8) and strip-1000x1.jpg: a colour pattern at quality 90, 4:2:0 as cameras
  write it, smaller than libjpeg's 8 x 8 block on at least one side; each with its .rgba.
"""

import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "ImageDecodingTests", "Fixtures")
CONVERT = "/usr/bin/convert"


def ppm(width, height, pixel):
    data = bytearray(b"P6\n%d %d\n255\n" % (width, height))
    for y in range(height):
        for x in range(width):
            data += bytes(pixel(x, y))
    return bytes(data)


def encode(name, width, height, pixel, options):
    with tempfile.NamedTemporaryFile(suffix=".ppm") as source:
        source.write(ppm(width, height, pixel))
        source.flush()
        subprocess.run([CONVERT, source.name, *options, "-strip", os.path.join(OUT, name)], check=True)


def reference(name):
    base = os.path.splitext(name)[0]
    subprocess.run([CONVERT, os.path.join(OUT, name), "-depth", "8", "rgba:" + os.path.join(OUT, base + ".rgba")],
                   check=True)


def quadrant(x, y):
    return [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)][(y >= 8) * 2 + (x >= 16)]


def pattern(x, y):
    return ((x * 97 + y * 31) % 256, (x * 53 + y * 151) % 256, (x * 199 + y * 67) % 256)


def main():
    encode("quadrants-32x16.jpg", 32, 16, quadrant, ["-quality", "100", "-sampling-factor", "1x1"])
    for side in range(1, 9):
        name = "tiny-%dx%d.jpg" % (side, side)
        encode(name, side, side, pattern, ["-quality", "90", "-sampling-factor", "2x2"])
        reference(name)
    encode("strip-1000x1.jpg", 1000, 1, pattern, ["-quality", "90", "-sampling-factor", "2x2"])
    reference("strip-1000x1.jpg")


if __name__ == "__main__":
    main()
