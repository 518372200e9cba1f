#ifndef FEED_IMAGE_CODECS_H
#define FEED_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// A small C face over libjpeg and libpng for the decoders: opaque decoders that are driven one
/// output row at a time, so the caller can scale each row away as it arrives and never holds a
/// full-size image.
///
/// Both libraries report errors by longjmp from a handler; every function here sets its own
/// setjmp before calling into the library, so a jump never crosses a Swift frame, and an error
/// becomes a status, never an exit() or a message on stderr. After any status other than
/// FEED_IMAGE_OK the decoder can only be destroyed.
///
/// The compressed bytes are not copied: they must stay valid and unchanged until the decoder is
/// destroyed. A decoder belongs to one thread at a time.

typedef enum {
    FEED_IMAGE_OK = 0,
    FEED_IMAGE_TRUNCATED = 1,  /// the data ends before the image does
    FEED_IMAGE_CORRUPT = 2,    /// the data breaks the format (or uses a part of it we refuse)
    FEED_IMAGE_TOO_LARGE = 3,  /// more pixels than allowed, or more memory than the library may use
} feed_image_status;

typedef struct feed_jpeg_decoder feed_jpeg_decoder;

/// NULL when memory is exhausted.
feed_jpeg_decoder *feed_jpeg_create(const uint8_t *data, size_t size);
void feed_jpeg_destroy(feed_jpeg_decoder *decoder);

/// Reads the headers, refuses an image of more than `max_pixels`, picks the smallest libjpeg
/// scale (n/8) whose output is at least `min_width` x `min_height` (the full size when none is, or
/// when a side of the image is shorter than 16 pixels), and starts decompressing. The output size
/// is stored in `*width` and `*height`.
feed_image_status feed_jpeg_start(feed_jpeg_decoder *decoder, uint64_t max_pixels, uint32_t min_width,
                                  uint32_t min_height, uint32_t *width, uint32_t *height);

/// Decodes the next output row into `row` as RGBA, `width * 4` bytes.
feed_image_status feed_jpeg_read_row(feed_jpeg_decoder *decoder, uint8_t *row);

typedef struct feed_png_decoder feed_png_decoder;

/// NULL when memory is exhausted.
feed_png_decoder *feed_png_create(const uint8_t *data, size_t size);
void feed_png_destroy(feed_png_decoder *decoder);

/// Reads the headers, refuses an image of more than `max_pixels` or wider or taller than
/// `max_dimension`, and sets up the conversion of every colour type and bit depth to 8-bit RGBA
/// (palettes and tRNS expanded, 16-bit scaled down). `*interlaced` is 1 for an Adam7 image: its
/// rows then arrive pass by pass, each pass's rows holding only that pass's pixels.
feed_image_status feed_png_start(feed_png_decoder *decoder, uint64_t max_pixels, uint32_t max_dimension,
                                 uint32_t *width, uint32_t *height, int *interlaced);

/// Decodes the next row (of the current pass, for an interlaced image) into `row` as RGBA; `row`
/// has room for a whole image row, `width * 4` bytes.
feed_image_status feed_png_read_row(feed_png_decoder *decoder, uint8_t *row);

#endif
