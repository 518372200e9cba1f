"""Compression bombs (image-encoded:ENC, feed-encoded:ENC): each decodes to BOMB_SIZE (1 GiB)
spaces; each is built once, when its mode is switched on, and kept (~1 MB at most)."""

import functools
import struct
import zlib

from ..response import Response

BOMB_BLOCK = b" " * (1024 * 1024)
BOMB_BLOCKS = 1024  # a bomb decodes to BOMB_BLOCKS * len(BOMB_BLOCK) bytes: 1 GiB
BOMB_SIZE = BOMB_BLOCKS * len(BOMB_BLOCK)
ZSTD_MAGIC = 0xFD2FB528
ZSTD_BLOCK = 128 * 1024
BROTLI_META_BLOCK = 16 * 1024 * 1024


def fault_image_encoded(name, argument, request):
    if request["data"] is None:
        return None  # an unknown image: 404 as usual
    return encoded_bomb(argument, request["content_type"])


def fault_feed_encoded(name, argument, request):
    return encoded_bomb(argument, "application/json")


def prepare(encoding):
    ENCODED_BOMBS[encoding]()  # built now, so the first request is answered at once


def encoded_bomb(encoding, content_type):
    return Response(200, ENCODED_BOMBS[encoding](), content_type, headers=[("Content-Encoding", encoding)])


@functools.lru_cache(maxsize=1)
def deflate_bomb():
    """(raw deflate data, CRC-32, Adler-32) of BOMB_SIZE spaces.

    Every block is compressed after a full flush, which resets the compressor: each block
    compresses to the same bytes, so one is compressed and repeated (milliseconds, not the
    seconds that compressing 1 GiB takes)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = compressor.compress(BOMB_BLOCK) + compressor.flush(zlib.Z_FULL_FLUSH)
    data = block * BOMB_BLOCKS + compressor.flush()
    crc, adler = 0, 1
    for _ in range(BOMB_BLOCKS):
        crc, adler = zlib.crc32(BOMB_BLOCK, crc), zlib.adler32(BOMB_BLOCK, adler)
    return data, crc, adler


@functools.lru_cache(maxsize=1)
def gzip_bomb():
    data, crc, adler = deflate_bomb()
    header = b"\x1f\x8b\x08\x00" + bytes(4) + b"\x02\xff"  # deflate, no flags, no mtime, best, unknown OS
    return header + data + struct.pack("<II", crc, BOMB_SIZE % 2**32)


@functools.lru_cache(maxsize=1)
def zlib_bomb():
    data, crc, adler = deflate_bomb()
    return b"\x78\xda" + data + struct.pack(">I", adler)  # 32 KiB window, best compression


@functools.lru_cache(maxsize=1)
def zstd_bomb():
    """A zstd frame: magic, header (Frame_Content_Size in 4 bytes, a 128 KiB window), RLE blocks."""
    header = struct.pack("<IBBI", ZSTD_MAGIC, 0x80, 0x38, BOMB_SIZE)  # 0x38: window 2^(10+7)
    count = BOMB_SIZE // ZSTD_BLOCK
    rle = 1 << 1  # Block_Type 1 (RLE) in bits 1-2; Last_Block in bit 0; Block_Size in bits 3-23
    blocks = [((ZSTD_BLOCK << 3) | rle | (index == count - 1)).to_bytes(3, "little") + b" " for index in range(count)]
    return header + b"".join(blocks)  # each block: its 3-byte header, then the byte to repeat


class BitWriter:
    """Bits packed least significant first, as brotli streams are."""

    def __init__(self):
        self.value, self.count = 0, 0

    def write(self, value, bits):
        self.value |= value << self.count
        self.count += bits

    def bytes(self):
        return self.value.to_bytes((self.count + 7) // 8, "little")


def write_one_symbol_code(bits, symbol, alphabet_bits):
    """A simple prefix code (RFC 7932 3.4) of one symbol: the symbol then costs no bits."""
    bits.write(1, 2)  # HSKIP 1: simple prefix code
    bits.write(0, 2)  # NSYM - 1
    bits.write(symbol, alphabet_bits)


@functools.lru_cache(maxsize=1)
def brotli_bomb():
    """A brotli stream (RFC 7932): window 2^16, then meta-blocks of one command each: insert
    one literal space, copy the rest of the 16 MiB at distance 1; then an empty last one."""
    bits = BitWriter()
    bits.write(0, 1)  # WBITS 16
    for _ in range(BOMB_SIZE // BROTLI_META_BLOCK):
        bits.write(0, 1)  # ISLAST
        bits.write(2, 2)  # MNIBBLES: 6 nibbles of MLEN - 1
        bits.write(BROTLI_META_BLOCK - 1, 24)
        bits.write(0, 1)  # ISUNCOMPRESSED
        bits.write(0, 3)  # NBLTYPESL, NBLTYPESI, NBLTYPESD: 1 block type each
        bits.write(0, 2)  # NPOSTFIX 0
        bits.write(1, 4)  # NDIRECT 1: distance code 16 is distance 1
        bits.write(0, 2)  # context mode of the literal block type
        bits.write(0, 2)  # NTREESL, NTREESD: 1 prefix code each
        write_one_symbol_code(bits, ord(" "), 8)  # literals (alphabet 256)
        write_one_symbol_code(bits, 399, 10)  # insert-and-copy (704): insert code 1 (1 literal), copy code 23
        write_one_symbol_code(bits, 16, 7)  # distances (16 + NDIRECT + 48 = 65): distance 1
        bits.write(BROTLI_META_BLOCK - 1 - 2118, 24)  # copy length 2118 + 24 extra bits
    bits.write(0b11, 2)  # ISLAST, ISLASTEMPTY
    return bits.bytes()


ENCODED_BOMBS = {"gzip": gzip_bomb, "deflate": zlib_bomb, "br": brotli_bomb, "zstd": zstd_bomb}
