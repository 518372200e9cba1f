#include "runtime_codecs.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_library.h"

/// libavif's interface as its public header (avif.h) declares it in the two ABIs accepted: 0.11.x
/// (libavif.so.15, Debian 12) and 1.x (libavif.so.16, which keeps one ABI across its minor
/// versions). Only what is read or written here is declared: the decoder and the image are made by
/// the library and reached through pointers, so their leading fields are enough; the RGB image is
/// ours, so it is declared whole, in both layouts (1.0 added `maxThreads` before `pixels`).
enum {
    AVIF_OK = 0,
    AVIF_TRUNCATED_DATA = 20,
    AVIF_OUT_OF_MEMORY = 26,
};

enum { AVIF_RGBA = 1 };  // avifRGBFormat: 8-bit red, green, blue, alpha (when depth is 8)

/// avifDecoder up to its `image`, the same in 0.11 and 1.x.
typedef struct {
    int codec_choice;
    int max_threads;
    int requested_source;
    int allow_progressive;
    int allow_incremental;
    int ignore_exif;
    int ignore_xmp;
    uint32_t image_size_limit;
    uint32_t image_dimension_limit;
    uint32_t image_count_limit;
    uint32_t strict_flags;
    void *image;
} avif_decoder_head;

/// avifImage's first fields, the same in 0.11 and 1.x.
typedef struct {
    uint32_t width;
    uint32_t height;
    uint32_t depth;
} avif_image_head;

/// avifCropRect.
typedef struct {
    uint32_t x, y, width, height;
} avif_crop;

/// avifRGBImage's fields up to `isFloat`, the same in both layouts.
typedef struct {
    uint32_t width, height, depth;
    int format;
    int chroma_upsampling;
    int chroma_downsampling;
    int avoid_libyuv;
    int ignore_alpha;
    int alpha_premultiplied;
    int is_float;
} avif_rgb_head;

typedef struct {
    avif_rgb_head head;
    uint8_t *pixels;
    uint32_t row_bytes;
} avif_rgb_0_11;

typedef struct {
    avif_rgb_head head;
    int max_threads;
    uint8_t *pixels;
    uint32_t row_bytes;
} avif_rgb_1;

/// Room for either layout, with spare bytes after it: a library writes only its own layout.
typedef union {
    avif_rgb_0_11 v0_11;
    avif_rgb_1 v1;
    uint8_t room[256];
} avif_rgb;

typedef struct {
    feed_library_status status;
    const char *version;
    int major;
    void *(*decoder_create)(void);
    void (*decoder_destroy)(void *);
    int (*set_io_memory)(void *, const uint8_t *, size_t);
    int (*parse)(void *);
    int (*next_image)(void *);
    void *(*image_create_empty)(void);
    void (*image_destroy)(void *);
    int (*set_view_rect)(void *, const void *, const avif_crop *);
    void (*rgb_set_defaults)(avif_rgb *, const void *);
    int (*yuv_to_rgb)(const void *, avif_rgb *);
} avif_library;

/// 1.x first: a machine with both has the newer as its default.
static const char *const AVIF_NAMES[] = {
    "libavif.so.16",
    "libavif.so.15",
    "libavif.16.dylib",
    "libavif.15.dylib",
    "/opt/homebrew/lib/libavif.16.dylib",
    "/usr/local/lib/libavif.16.dylib",
    "libavif.dylib",
    "/opt/homebrew/lib/libavif.dylib",
    NULL,
};

int feed_avif_version_major(const char *version) {
    if (strncmp(version, "0.11.", 5) == 0) return 0;
    if (version[0] == '1' && version[1] == '.') return 1;
    return -1;
}

static avif_library open_avif(const char *const *names) {
    avif_library avif;
    memset(&avif, 0, sizeof avif);
    avif.status = FEED_LIBRARY_MISSING;
    avif.major = -1;
    void *library = feed_open_first_library(names);
    if (library == NULL) return avif;
    avif.status = FEED_LIBRARY_UNSUPPORTED;
    const char *(*version)(void) = NULL;
    // Function pointers from dlsym are the POSIX way; the casts go through void * by design.
    *(void **)&version = feed_library_symbol(library, "avifVersion");
    if (version == NULL) return avif;
    avif.version = version();
    avif.major = avif.version == NULL ? -1 : feed_avif_version_major(avif.version);
    if (avif.major < 0) return avif;
    *(void **)&avif.decoder_create = feed_library_symbol(library, "avifDecoderCreate");
    *(void **)&avif.decoder_destroy = feed_library_symbol(library, "avifDecoderDestroy");
    *(void **)&avif.set_io_memory = feed_library_symbol(library, "avifDecoderSetIOMemory");
    *(void **)&avif.parse = feed_library_symbol(library, "avifDecoderParse");
    *(void **)&avif.next_image = feed_library_symbol(library, "avifDecoderNextImage");
    *(void **)&avif.image_create_empty = feed_library_symbol(library, "avifImageCreateEmpty");
    *(void **)&avif.image_destroy = feed_library_symbol(library, "avifImageDestroy");
    *(void **)&avif.set_view_rect = feed_library_symbol(library, "avifImageSetViewRect");
    *(void **)&avif.rgb_set_defaults = feed_library_symbol(library, "avifRGBImageSetDefaults");
    *(void **)&avif.yuv_to_rgb = feed_library_symbol(library, "avifImageYUVToRGB");
    if (avif.decoder_create != NULL && avif.decoder_destroy != NULL && avif.set_io_memory != NULL &&
        avif.parse != NULL && avif.next_image != NULL && avif.image_create_empty != NULL &&
        avif.image_destroy != NULL && avif.set_view_rect != NULL && avif.rgb_set_defaults != NULL &&
        avif.yuv_to_rgb != NULL) {
        avif.status = FEED_LIBRARY_READY;
    }
    return avif;
}

static pthread_once_t avif_once = PTHREAD_ONCE_INIT;
static avif_library avif;

static void load_avif(void) { avif = open_avif(AVIF_NAMES); }

feed_library_status feed_avif_library(void) {
    pthread_once(&avif_once, load_avif);
    return avif.status;
}

const char *feed_avif_library_version(void) {
    feed_avif_library();
    return avif.version;
}

feed_library_status feed_avif_probe(const char *const *names) { return open_avif(names).status; }

struct feed_avif_decoder {
    void *decoder;
    const uint8_t *data;
    size_t size;
    int decoded;
};

feed_avif_decoder *feed_avif_create(const uint8_t *data, size_t size) {
    if (feed_avif_library() != FEED_LIBRARY_READY) return NULL;
    feed_avif_decoder *decoder = calloc(1, sizeof(feed_avif_decoder));
    if (decoder == NULL) return NULL;
    decoder->decoder = avif.decoder_create();
    if (decoder->decoder == NULL) {
        free(decoder);
        return NULL;
    }
    decoder->data = data;
    decoder->size = size;
    return decoder;
}

void feed_avif_destroy(feed_avif_decoder *decoder) {
    if (decoder == NULL) return;
    avif.decoder_destroy(decoder->decoder);
    free(decoder);
}

static feed_image_status status_of(int result) {
    switch (result) {
    case AVIF_OK: return FEED_IMAGE_OK;
    case AVIF_TRUNCATED_DATA: return FEED_IMAGE_TRUNCATED;
    case AVIF_OUT_OF_MEMORY: return FEED_IMAGE_TOO_LARGE;
    default: return FEED_IMAGE_CORRUPT;
    }
}

feed_image_status feed_avif_start(feed_avif_decoder *decoder, uint64_t max_pixels, uint32_t max_dimension,
                                  uint32_t *width, uint32_t *height) {
    avif_decoder_head *head = decoder->decoder;
    // One thread: the composition root decides how many pictures decode at once.
    head->max_threads = 1;
    head->ignore_exif = 1;
    head->ignore_xmp = 1;
    head->image_size_limit = max_pixels > UINT32_MAX ? UINT32_MAX : (uint32_t)max_pixels;
    head->image_dimension_limit = max_dimension;
    feed_image_status status = status_of(avif.set_io_memory(decoder->decoder, decoder->data, decoder->size));
    if (status == FEED_IMAGE_OK) status = status_of(avif.parse(decoder->decoder));
    if (status != FEED_IMAGE_OK) return status;
    const avif_image_head *image = head->image;
    // The container's size, checked before any AV1 is decoded (libavif checks it again after).
    if (image->width == 0 || image->height == 0 || image->width > max_dimension || image->height > max_dimension ||
        (uint64_t)image->width * image->height > max_pixels) {
        return FEED_IMAGE_TOO_LARGE;
    }
    status = status_of(avif.next_image(decoder->decoder));
    if (status != FEED_IMAGE_OK) return status;
    image = head->image;
    if (image->width == 0 || image->height == 0 || image->width > max_dimension || image->height > max_dimension ||
        (uint64_t)image->width * image->height > max_pixels) {
        return FEED_IMAGE_TOO_LARGE;
    }
    decoder->decoded = 1;
    *width = image->width;
    *height = image->height;
    return FEED_IMAGE_OK;
}

feed_image_status feed_avif_read_rows(feed_avif_decoder *decoder, uint32_t first_row, uint32_t count, uint8_t *rgba) {
    avif_decoder_head *head = decoder->decoder;
    const avif_image_head *image = head->image;
    if (!decoder->decoded || count == 0 || first_row >= image->height || count > image->height - first_row) {
        return FEED_IMAGE_CORRUPT;
    }
    void *strip = avif.image_create_empty();
    if (strip == NULL) return FEED_IMAGE_TOO_LARGE;
    avif_crop rows = {0, first_row, image->width, count};
    feed_image_status status = status_of(avif.set_view_rect(strip, image, &rows));
    if (status == FEED_IMAGE_OK) {
        avif_rgb rgb;
        memset(&rgb, 0, sizeof rgb);
        avif.rgb_set_defaults(&rgb, strip);
        // The head is first in both layouts, so either view of it is the same bytes.
        rgb.v0_11.head.depth = 8;
        rgb.v0_11.head.format = AVIF_RGBA;
        if (avif.major == 0) {
            rgb.v0_11.pixels = rgba;
            rgb.v0_11.row_bytes = image->width * 4;
        } else {
            rgb.v1.max_threads = 1;
            rgb.v1.pixels = rgba;
            rgb.v1.row_bytes = image->width * 4;
        }
        status = status_of(avif.yuv_to_rgb(strip, &rgb));
    }
    // A view owns no planes: destroying it leaves the decoder's image whole.
    avif.image_destroy(strip);
    return status;
}
