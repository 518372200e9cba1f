#!/usr/bin/env python3
"""Writes the decoder fixtures of ImageDecodingTests/Fixtures (run once; the files are committed).

Usage: Packages/ImageDecoding/Tests/make-fixtures.py

PNG and GIF files are encoded here (Python's zlib, and a GIF LZW encoder below), each with an
`.rgba` file beside it: the pixels a decoder must give at the image's own size, RGBA row by row,
written from the same pattern and not by any decoder (fully transparent pixels as 0,0,0,0, the
decoders' convention). JPEG files are made from PPM/PGM patterns by `cjpeg` (Debian's
libjpeg-turbo-progs), so they need it installed, and the CMYK one by a small C program compiled
here against libjpeg (cjpeg reads no CMYK); being lossy, their tests compare within a tolerance
instead. Deterministic: the same script writes the same bytes.
"""

import os
import random
import struct
import subprocess
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "ImageDecodingTests", "Fixtures")

RED = (255, 0, 0)
BLUE = (0, 0, 255)
GREEN = (0, 255, 0)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as file:
        file.write(data)


def write_rgba(name, pixels):
    """pixels: rows of (r, g, b, a); a transparent pixel is written as 0,0,0,0."""
    data = bytearray()
    for row in pixels:
        for r, g, b, a in row:
            data += bytes((0, 0, 0, 0)) if a == 0 else bytes((r, g, b, a))
    write(name, bytes(data))


# ---------------------------------------------------------------------------------------- PNG

ADAM7 = [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, bit_depth):
    """samples: flat list of sample values of one row."""
    if bit_depth == 16:
        return b"".join(struct.pack(">H", value) for value in samples)
    if bit_depth == 8:
        return bytes(samples)
    per_byte = 8 // bit_depth
    out = bytearray()
    for start in range(0, len(samples), per_byte):
        group = samples[start : start + per_byte]
        byte = 0
        for index, value in enumerate(group):
            byte |= value << (8 - bit_depth * (index + 1))
        out.append(byte)
    return bytes(out)


def png(width, height, color_type, bit_depth, pixels, palette=None, trns=None, interlaced=False):
    """pixels: rows of sample tuples (one tuple per pixel, CHANNELS[color_type] samples)."""
    raw = bytearray()
    if interlaced:
        for x0, dx, y0, dy in ADAM7:
            columns = range(x0, width, dx)
            if not columns:
                continue
            for y in range(y0, height, dy):
                raw.append(0)
                raw += pack_row([s for x in columns for s in pixels[y][x]], bit_depth)
    else:
        for y in range(height):
            raw.append(0)
            raw += pack_row([s for x in range(width) for s in pixels[y][x]], bit_depth)
    data = b"\x89PNG\r\n\x1a\n"
    data += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 1 if interlaced else 0))
    if palette is not None:
        data += chunk(b"PLTE", bytes(c for rgb in palette for c in rgb))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    data += chunk(b"IEND", b"")
    return data


def grid(width, height, function):
    return [[function(x, y) for x in range(width)] for y in range(height)]


def png_fixtures():
    w, h = 5, 3
    colors = [(x * 60, y * 120, (x + y) * 30) for y in range(h) for x in range(w)]

    def rgb(x, y):
        return colors[y * w + x]

    def alpha(x, y):
        return [0, 64, 128, 192, 255][x]

    def gray_level(x, y, levels):
        return (x + y * w) % levels

    # RGB and RGBA, 8 and 16 bits (16-bit samples are multiples of 257, so they scale to exact bytes).
    write("rgb8.png", png(w, h, 2, 8, grid(w, h, rgb)))
    write_rgba("rgb8.rgba", grid(w, h, lambda x, y: rgb(x, y) + (255,)))
    write("rgb16.png", png(w, h, 2, 16, grid(w, h, lambda x, y: tuple(c * 257 for c in rgb(x, y)))))
    write_rgba("rgb16.rgba", grid(w, h, lambda x, y: rgb(x, y) + (255,)))
    write("rgba8.png", png(w, h, 6, 8, grid(w, h, lambda x, y: rgb(x, y) + (alpha(x, y),))))
    write_rgba("rgba8.rgba", grid(w, h, lambda x, y: rgb(x, y) + (alpha(x, y),)))
    write("rgba16.png", png(w, h, 6, 16, grid(w, h, lambda x, y: tuple(c * 257 for c in rgb(x, y) + (alpha(x, y),)))))
    write_rgba("rgba16.rgba", grid(w, h, lambda x, y: rgb(x, y) + (alpha(x, y),)))

    # Gray at every depth, gray with alpha.
    for depth in (1, 2, 4, 8, 16):
        levels = min(1 << depth, 16)
        # 16-bit levels are multiples of 4369 (17 * 257), so they scale to exact bytes.
        unit = 4369 if depth == 16 else 1
        eight_bit = lambda level: level * 17 if depth == 16 else round(level * 255 / ((1 << depth) - 1))
        level = lambda x, y: gray_level(x, y, levels - 1 if depth == 16 else levels)
        write(f"gray{depth}.png", png(w, h, 0, depth, grid(w, h, lambda x, y: (level(x, y) * unit,))))
        write_rgba(f"gray{depth}.rgba", grid(w, h, lambda x, y: (eight_bit(level(x, y)),) * 3 + (255,)))
    write("graya8.png", png(w, h, 4, 8, grid(w, h, lambda x, y: (x * 50, alpha(x, y)))))
    write_rgba("graya8.rgba", grid(w, h, lambda x, y: (x * 50,) * 3 + (alpha(x, y),)))
    write("graya16.png", png(w, h, 4, 16, grid(w, h, lambda x, y: (x * 50 * 257, alpha(x, y) * 257))))
    write_rgba("graya16.rgba", grid(w, h, lambda x, y: (x * 50,) * 3 + (alpha(x, y),)))

    # Palettes at every depth; one with tRNS (index 1 transparent, index 2 half, the rest opaque).
    for depth in (1, 2, 4, 8):
        size = min(1 << depth, 6)
        palette = [((i * 40) % 256, (255 - i * 40) % 256, (i * 90) % 256) for i in range(size)]
        index = lambda x, y: (x + y * w) % size
        write(f"palette{depth}.png", png(w, h, 3, depth, grid(w, h, lambda x, y: (index(x, y),)), palette=palette))
        write_rgba(f"palette{depth}.rgba", grid(w, h, lambda x, y: palette[index(x, y)] + (255,)))
    palette = [RED, GREEN, BLUE, WHITE, BLACK]
    index = lambda x, y: (x + y) % 5
    alphas = [255, 0, 128]
    write(
        "palette-trns.png",
        png(w, h, 3, 8, grid(w, h, lambda x, y: (index(x, y),)), palette=palette, trns=bytes(alphas)),
    )
    write_rgba(
        "palette-trns.rgba",
        grid(w, h, lambda x, y: palette[index(x, y)] + (alphas[index(x, y)] if index(x, y) < 3 else 255,)),
    )

    # tRNS on gray and RGB: one colour is transparent.
    write("gray-trns.png", png(w, h, 0, 8, grid(w, h, lambda x, y: (x * 60,)), trns=struct.pack(">H", 120)))
    write_rgba("gray-trns.rgba", grid(w, h, lambda x, y: (x * 60,) * 3 + (0 if x * 60 == 120 else 255,)))
    write("rgb-trns.png", png(w, h, 2, 8, grid(w, h, rgb), trns=struct.pack(">HHH", *rgb(1, 1))))
    write_rgba("rgb-trns.rgba", grid(w, h, lambda x, y: rgb(x, y) + (0 if (x, y) == (1, 1) else 255,)))

    # Adam7: sizes with empty passes (1x1, 3x2) and with every pass partial (9x11).
    for iw, ih in ((1, 1), (3, 2), (9, 11)):
        pattern = lambda x, y: ((x * 28) % 256, (y * 23) % 256, (x * y * 7) % 256, 255 - x * 10)
        write(f"interlaced-{iw}x{ih}.png", png(iw, ih, 6, 8, grid(iw, ih, pattern), interlaced=True))
        write_rgba(f"interlaced-{iw}x{ih}.rgba", grid(iw, ih, pattern))
    pattern16 = lambda x, y: ((x * 28) % 256 * 257, (y * 23) % 256 * 257, 40 * 257)
    write("interlaced-rgb16-9x11.png", png(9, 11, 2, 16, grid(9, 11, pattern16), interlaced=True))
    write_rgba("interlaced-rgb16-9x11.rgba", grid(9, 11, lambda x, y: ((x * 28) % 256, (y * 23) % 256, 40, 255)))

    # A two-colour image to scale: left half red, right half blue, 64x32.
    write("two-color-64x32.png", png(64, 32, 2, 8, grid(64, 32, lambda x, y: RED if x < 32 else BLUE)))


# ---------------------------------------------------------------------------------------- GIF


def lzw_encode(indices, minimum_code_size):
    """GIF LZW, clearing the table when it is full (so long images reach 12-bit codes)."""
    clear = 1 << minimum_code_size
    end = clear + 1
    out_bits = []

    def emit(code, width):
        for bit in range(width):
            out_bits.append((code >> bit) & 1)

    def reset():
        return {(i,): i for i in range(clear)}, clear + 2, minimum_code_size + 1

    table, next_code, width = reset()
    emit(clear, width)
    current = (indices[0],)
    for index in indices[1:]:
        candidate = current + (index,)
        if candidate in table:
            current = candidate
            continue
        emit(table[current], width)
        if next_code < 4096:
            table[candidate] = next_code
            next_code += 1
            if next_code > (1 << width) and width < 12:
                width += 1
        else:
            emit(clear, width)
            table, next_code, width = reset()
        current = (index,)
    emit(table[current], width)
    emit(end, width)
    data = bytearray()
    for start in range(0, len(out_bits), 8):
        byte = 0
        for bit, value in enumerate(out_bits[start : start + 8]):
            byte |= value << bit
        data.append(byte)
    return bytes(data)


def sub_blocks(data):
    out = bytearray()
    for start in range(0, len(data), 255):
        part = data[start : start + 255]
        out.append(len(part))
        out += part
    out.append(0)
    return bytes(out)


def palette_bytes(palette):
    size = 2
    while size < len(palette):
        size *= 2
    padded = list(palette) + [BLACK] * (size - len(palette))
    return bytes(c for rgb in padded for c in rgb), size.bit_length() - 2


def gif(screen, frames, global_palette=None):
    """frames: dicts with left, top, width, height, indices (row by row, in image order),
    optional palette, transparent index, interlaced."""
    width, height = screen
    data = bytearray(b"GIF89a" + struct.pack("<HH", width, height))
    if global_palette is not None:
        table, bits = palette_bytes(global_palette)
        data += bytes((0x80 | 0x70 | bits, 0, 0)) + table
    else:
        data += bytes((0x70, 0, 0))
    for frame in frames:
        if frame.get("transparent") is not None:
            data += bytes((0x21, 0xF9, 4, 0x01, 0, 0, frame["transparent"], 0))
        data += b"\x21\xfe" + sub_blocks(b"a comment to skip")
        flags = 0
        local = b""
        if frame.get("palette") is not None:
            local, bits = palette_bytes(frame["palette"])
            flags |= 0x80 | bits
        rows = [frame["indices"][y * frame["width"] : (y + 1) * frame["width"]] for y in range(frame["height"])]
        if frame.get("interlaced"):
            flags |= 0x40
            order = [y for first, step in ((0, 8), (4, 8), (2, 4), (1, 2)) for y in range(first, frame["height"], step)]
            rows = [rows[y] for y in order]
        data += b"\x2c" + struct.pack("<HHHHB", frame["left"], frame["top"], frame["width"], frame["height"], flags)
        data += local
        minimum = frame.get("minimum_code_size", 8)
        data += bytes((minimum,)) + sub_blocks(lzw_encode([i for row in rows for i in row], minimum))
    data += b"\x3b"
    return bytes(data)


def gif_fixtures():
    palette = [RED, GREEN, BLUE, WHITE]
    rgba = [c + (255,) for c in palette]

    # 4x4: top half red, bottom half blue; the global palette; 2-bit codes.
    indices = [0] * 8 + [2] * 8
    write("two-color-4x4.gif", gif((4, 4), [dict(left=0, top=0, width=4, height=4, indices=indices, minimum_code_size=2)], palette))
    write_rgba("two-color-4x4.rgba", [[rgba[indices[y * 4 + x]] for x in range(4)] for y in range(4)])

    # Transparent index 3 (white) and a frame smaller than the screen, with a local palette; a
    # second frame that must be ignored.
    frame = [3, 1, 0, 3]
    local = [BLUE, GREEN, RED, WHITE]
    second = dict(left=0, top=0, width=5, height=4, indices=[0] * 20)
    write(
        "framed-5x4.gif",
        gif(
            (5, 4),
            [dict(left=2, top=1, width=2, height=2, indices=frame, palette=local, transparent=3, minimum_code_size=2), second],
            palette,
        ),
    )
    expected = [[(0, 0, 0, 0)] * 5 for _ in range(4)]
    for y in range(2):
        for x in range(2):
            index = frame[y * 2 + x]
            expected[1 + y][2 + x] = (0, 0, 0, 0) if index == 3 else local[index] + (255,)
    write_rgba("framed-5x4.rgba", expected)

    # Interlaced, 5x9 (every pass present), rows of different colours.
    indices = [(y % 4) for y in range(9) for _ in range(5)]
    write("interlaced-5x9.gif", gif((5, 9), [dict(left=0, top=0, width=5, height=9, indices=indices, interlaced=True)], palette))
    write_rgba("interlaced-5x9.rgba", [[rgba[y % 4]] * 5 for y in range(9)])

    # 100x100 pseudo-random pixels over 256 colours: the table fills, codes reach 12 bits, clears follow.
    generator = random.Random(15)
    big_palette = [(i, (i * 7) % 256, (i * 13) % 256) for i in range(256)]
    indices = [generator.randrange(256) for _ in range(100 * 100)]
    write("random-100x100.gif", gif((100, 100), [dict(left=0, top=0, width=100, height=100, indices=indices)], big_palette))
    write_rgba("random-100x100.rgba", [[big_palette[indices[y * 100 + x]] + (255,) for x in range(100)] for y in range(100)])


# ---------------------------------------------------------------------------------------- JPEG


def netpbm(width, height, function, gray=False):
    header = f"{'P5' if gray else 'P6'}\n{width} {height}\n255\n".encode()
    body = bytearray()
    for y in range(height):
        for x in range(width):
            value = function(x, y)
            body += bytes((value,)) if gray else bytes(value)
    return header + bytes(body)


def cjpeg(name, source, *options):
    with tempfile.NamedTemporaryFile(suffix=".pnm") as file:
        file.write(source)
        file.flush()
        data = subprocess.run(["cjpeg", "-quality", "95", *options, file.name], check=True, capture_output=True).stdout
    write(name, data)


def jpeg_fixtures():
    two_color = lambda width: (lambda x, y: RED if x < width // 2 else BLUE)
    cjpeg("solid-red-16x16.jpg", netpbm(16, 16, lambda x, y: RED))
    cjpeg("two-color-32x16.jpg", netpbm(32, 16, two_color(32)))
    cjpeg("two-color-444-32x16.jpg", netpbm(32, 16, two_color(32)), "-sample", "1x1")
    cjpeg("two-color-422-32x16.jpg", netpbm(32, 16, two_color(32)), "-sample", "2x1")
    cjpeg("two-color-progressive-32x16.jpg", netpbm(32, 16, two_color(32)), "-progressive")
    cjpeg("two-color-arithmetic-32x16.jpg", netpbm(32, 16, two_color(32)), "-arithmetic")
    cjpeg("two-color-256x128.jpg", netpbm(256, 128, two_color(256)))
    cjpeg("two-color-progressive-256x128.jpg", netpbm(256, 128, two_color(256)), "-progressive")
    cjpeg("gray-16x32.jpg", netpbm(16, 32, lambda x, y: 0 if y < 16 else 255, gray=True), "-grayscale")
    cmyk_jpeg("cmyk-16x8.jpg")


CMYK_WRITER = r"""
#include <stdio.h>
#include <jpeglib.h>

/* 16x8, inverted CMYK as Adobe's encoders store it (255 = no ink): left half red (magenta and
   yellow ink), right half blue (cyan and magenta ink). libjpeg adds the Adobe marker itself. */
int main(void) {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr jerr;
    cinfo.err = jpeg_std_error(&jerr);
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, stdout);
    cinfo.image_width = 16;
    cinfo.image_height = 8;
    cinfo.input_components = 4;
    cinfo.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, 95, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    unsigned char row[16 * 4];
    for (int x = 0; x < 16; x++) {
        unsigned char red[4] = {255, 0, 0, 255}, blue[4] = {0, 0, 255, 255};
        for (int c = 0; c < 4; c++) row[x * 4 + c] = x < 8 ? red[c] : blue[c];
    }
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW pointer = row;
        jpeg_write_scanlines(&cinfo, &pointer, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return 0;
}
"""


def cmyk_jpeg(name):
    with tempfile.TemporaryDirectory() as folder:
        program = os.path.join(folder, "cmyk")
        subprocess.run(["cc", "-x", "c", "-", "-o", program, "-ljpeg"], input=CMYK_WRITER.encode(), check=True)
        write(name, subprocess.run([program], check=True, capture_output=True).stdout)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    png_fixtures()
    gif_fixtures()
    jpeg_fixtures()
    print(f"fixtures written to {OUT}")
