#include "image_codecs.h"

#include <stdlib.h>
#include <string.h>

#include <png.h>

/// What libpng may allocate for one chunk it keeps: only PLTE and tRNS are kept (see below), and
/// they are a few hundred bytes.
static const png_alloc_size_t MAX_CHUNK_MEMORY = 1024 * 1024;
static const png_uint_32 MAX_ANCILLARY_CHUNKS = 128;

/// The ancillary chunks whose meaning changes the pixels (gamma, and sRGB, which says gamma is
/// the display's); every other one is skipped unread.
static const png_byte USED_ANCILLARY_CHUNKS[] = {'g', 'A', 'M', 'A', '\0', 's', 'R', 'G', 'B', '\0'};

struct feed_png_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    feed_image_status status;
};

/// Reads from memory; running out of data is a truncated file, not a corrupt one.
static void read_data(png_structp png, png_bytep bytes, size_t length) {
    feed_png_decoder *decoder = png_get_io_ptr(png);
    if (length > decoder->size - decoder->offset) {
        decoder->status = FEED_IMAGE_TRUNCATED;
        png_error(png, "truncated");
    }
    memcpy(bytes, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

/// Replaces libpng's default, which prints the message on stderr before jumping.
static void on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

feed_png_decoder *feed_png_create(const uint8_t *data, size_t size) {
    feed_png_decoder *decoder = calloc(1, sizeof(feed_png_decoder));
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = size;
    decoder->status = FEED_IMAGE_CORRUPT;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, on_error, on_warning);
    if (decoder->png == NULL) {
        free(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, read_data);
    return decoder;
}

void feed_png_destroy(feed_png_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

feed_image_status feed_png_start(feed_png_decoder *decoder, uint64_t max_pixels, uint32_t max_dimension,
                                 uint32_t *width, uint32_t *height, int *interlaced) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return decoder->status;

    png_set_user_limits(png, max_dimension, max_dimension);
    png_set_chunk_malloc_max(png, MAX_CHUNK_MEMORY);
    png_set_chunk_cache_max(png, MAX_ANCILLARY_CHUNKS);
    // libpng reads a text, profile or other ancillary chunk whole before looking at it, and a
    // chunk may declare 1 GiB in a file of 57 bytes: libpng zero-fills the buffer before it finds
    // the data missing (png_set_chunk_malloc_max only warns there). Discarded chunks are skipped
    // through a small buffer instead, so nothing is allocated for them. Nothing here reads text,
    // ICC profiles (see docs/reliability.md) or EXIF (ImageOrientationReader finds that itself).
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, USED_ANCILLARY_CHUNKS, 2);
    png_read_info(png, info);

    png_uint_32 image_width = 0;
    png_uint_32 image_height = 0;
    int bit_depth = 0;
    int color_type = 0;
    int interlace_type = 0;
    png_get_IHDR(png, info, &image_width, &image_height, &bit_depth, &color_type, &interlace_type, NULL, NULL);
    if ((uint64_t)image_width * image_height > max_pixels) return FEED_IMAGE_TOO_LARGE;

    // As browsers draw it: a gAMA chunk's samples are converted to the display's (sRGB) gamma,
    // unless an sRGB chunk says they are sRGB already. A file with neither is drawn as it is.
    double file_gamma = 0;
    if (!png_get_valid(png, info, PNG_INFO_sRGB) && png_get_gAMA(png, info, &file_gamma) && file_gamma > 0) {
        png_set_gamma(png, PNG_DEFAULT_sRGB, file_gamma);
    }

    // Everything to 8-bit RGBA: palette and low gray depths expanded, tRNS made an alpha
    // channel, 16 bits scaled (not truncated) to 8, gray to RGB, an opaque alpha added where none.
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    // No png_set_interlace_handling: libpng would then need the whole image in memory to
    // combine the passes; the caller places each pass's pixels itself.
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4) return FEED_IMAGE_CORRUPT;

    *width = image_width;
    *height = image_height;
    *interlaced = interlace_type != PNG_INTERLACE_NONE;
    return FEED_IMAGE_OK;
}

feed_image_status feed_png_read_row(feed_png_decoder *decoder, uint8_t *row) {
    if (setjmp(png_jmpbuf(decoder->png))) return decoder->status;
    png_read_row(decoder->png, row, NULL);
    return FEED_IMAGE_OK;
}
