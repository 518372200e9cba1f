#ifndef FEED_RUNTIME_CODECS_H
#define FEED_RUNTIME_CODECS_H

#include <stddef.h>
#include <stdint.h>

#include "image_codecs.h"

/// libwebp and libavif, reached at run time through their shared libraries (dlopen), so that the
/// package builds where only the runtime packages are installed (Debian's libwebp7 and libavif15,
/// without their -dev packages): the few functions used are looked up by name, and the few
/// structures they share are declared in the .c files, each exactly as the library versions it
/// accepts lay them out. A library that is absent, or of a version whose layout is not declared
/// here, is a status, never a crash.

typedef enum {
    FEED_LIBRARY_READY = 0,
    FEED_LIBRARY_MISSING = 1,      /// no shared library of a known name could be loaded
    FEED_LIBRARY_UNSUPPORTED = 2,  /// loaded, but of a version whose interface is not declared here
} feed_library_status;

/// Loads libwebp once (thread-safe) and says whether it can be used.
feed_library_status feed_webp_library(void);

/// What loading libwebp under the first of `names` (NULL-terminated) that loads would give, for
/// tests of a machine without it; the library stays loaded, and unused.
feed_library_status feed_webp_probe(const char *const *names);

/// Decodes a still WebP bitstream (a whole file, or an animation frame's ALPH + VP8/VP8L chunks)
/// whose pixels are `source_width` x `source_height` (anything else is corrupt) into `rgba`,
/// `width * height * 4` bytes, scaled by libwebp to `width` x `height` (at most the source size):
/// only the scaled picture is ever held. An animated file is corrupt here: its frames are decoded
/// one by one. Needs feed_webp_library() to have answered FEED_LIBRARY_READY.
feed_image_status feed_webp_decode(const uint8_t *data, size_t size, uint32_t source_width, uint32_t source_height,
                                   uint32_t width, uint32_t height, uint8_t *rgba);

/// Loads libavif once (thread-safe) and says whether it can be used.
feed_library_status feed_avif_library(void);

/// The loaded libavif's version ("0.11.1"), or NULL when none was loaded.
const char *feed_avif_library_version(void);

/// As feed_webp_probe, for libavif.
feed_library_status feed_avif_probe(const char *const *names);

/// Which declared layout a libavif version ("0.11.1", as avifVersion() says) uses: 0 for 0.11.x
/// (libavif.so.15), 1 for 1.x (libavif.so.16), -1 for any other, which is not used.
int feed_avif_version_major(const char *version);

typedef struct feed_avif_decoder feed_avif_decoder;

/// NULL when memory is exhausted (or libavif is not ready). The bytes are not copied: they must
/// stay valid until the decoder is destroyed.
feed_avif_decoder *feed_avif_create(const uint8_t *data, size_t size);
void feed_avif_destroy(feed_avif_decoder *decoder);

/// Parses the file, refuses more than `max_pixels` or a side over `max_dimension`, and decodes its
/// first image (an image sequence's first frame) as YUV; its size goes to `*width` and `*height`.
feed_image_status feed_avif_start(feed_avif_decoder *decoder, uint64_t max_pixels, uint32_t max_dimension,
                                  uint32_t *width, uint32_t *height);

/// Converts `count` rows from `first_row` (even, for subsampled chroma) to 8-bit RGBA, not
/// premultiplied, into `rgba` (`width * count * 4` bytes): a strip at a time, so no full-size RGBA
/// image is held beside the decoder's YUV planes.
feed_image_status feed_avif_read_rows(feed_avif_decoder *decoder, uint32_t first_row, uint32_t count, uint8_t *rgba);

#endif
