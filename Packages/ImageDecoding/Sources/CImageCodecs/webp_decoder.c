#include "runtime_codecs.h"

#include <pthread.h>
#include <string.h>

#include "runtime_library.h"

/// libwebp's decoder interface as its public header (decode.h) declares it for ABI 0x0209, the
/// version of every libwebp 1.x (libwebp.so.7): the library refuses another major version itself
/// (WebPInitDecoderConfigInternal returns 0), which is how a future incompatible one is told.
enum { WEBP_ABI = 0x0209 };

enum {
    WEBP_STATUS_OK = 0,
    WEBP_STATUS_OUT_OF_MEMORY = 1,
    WEBP_STATUS_NOT_ENOUGH_DATA = 7,
};

enum { WEBP_MODE_RGBA = 1 };  // 8-bit red, green, blue, alpha; not premultiplied

typedef struct {
    int width;
    int height;
    int has_alpha;
    int has_animation;
    int format;
    uint32_t pad[5];
} webp_features;

typedef struct {
    uint8_t *rgba;
    int stride;
    size_t size;
} webp_rgba_buffer;

/// The YUV view of the output's union: only its size matters here.
typedef struct {
    uint8_t *y, *u, *v, *a;
    int y_stride, u_stride, v_stride, a_stride;
    size_t y_size, u_size, v_size, a_size;
} webp_yuva_buffer;

typedef struct {
    int colorspace;
    int width;
    int height;
    int is_external_memory;
    union {
        webp_rgba_buffer rgba;
        webp_yuva_buffer yuva;
    } u;
    uint32_t pad[4];
    uint8_t *private_memory;
} webp_output;

typedef struct {
    int bypass_filtering;
    int no_fancy_upsampling;
    int use_cropping;
    int crop_left, crop_top;
    int crop_width, crop_height;
    int use_scaling;
    int scaled_width, scaled_height;
    int use_threads;
    int dithering_strength;
    int flip;
    int alpha_dithering_strength;
    uint32_t pad[5];
} webp_options;

typedef struct {
    webp_features input;
    webp_output output;
    webp_options options;
} webp_config;

typedef struct {
    feed_library_status status;
    int (*init_config)(webp_config *, int);
    int (*get_features)(const uint8_t *, size_t, webp_features *, int);
    int (*decode)(const uint8_t *, size_t, webp_config *);
    void (*free_output)(webp_output *);
} webp_library;

static const char *const WEBP_NAMES[] = {
    "libwebp.so.7",
    "libwebp.7.dylib",
    "/opt/homebrew/lib/libwebp.7.dylib",
    "/usr/local/lib/libwebp.7.dylib",
    NULL,
};

static webp_library open_webp(const char *const *names) {
    webp_library webp = {FEED_LIBRARY_MISSING, NULL, NULL, NULL, NULL};
    void *library = feed_open_first_library(names);
    if (library == NULL) return webp;
    // Function pointers from dlsym are the POSIX way; the casts go through void * by design.
    *(void **)&webp.init_config = feed_library_symbol(library, "WebPInitDecoderConfigInternal");
    *(void **)&webp.get_features = feed_library_symbol(library, "WebPGetFeaturesInternal");
    *(void **)&webp.decode = feed_library_symbol(library, "WebPDecode");
    *(void **)&webp.free_output = feed_library_symbol(library, "WebPFreeDecBuffer");
    webp_config probe;
    webp.status = webp.init_config != NULL && webp.get_features != NULL && webp.decode != NULL &&
                          webp.free_output != NULL && webp.init_config(&probe, WEBP_ABI)
                      ? FEED_LIBRARY_READY
                      : FEED_LIBRARY_UNSUPPORTED;
    return webp;
}

static pthread_once_t webp_once = PTHREAD_ONCE_INIT;
static webp_library webp;

static void load_webp(void) { webp = open_webp(WEBP_NAMES); }

feed_library_status feed_webp_library(void) {
    pthread_once(&webp_once, load_webp);
    return webp.status;
}

feed_library_status feed_webp_probe(const char *const *names) { return open_webp(names).status; }

static feed_image_status status_of(int code) {
    switch (code) {
    case WEBP_STATUS_OK: return FEED_IMAGE_OK;
    case WEBP_STATUS_NOT_ENOUGH_DATA: return FEED_IMAGE_TRUNCATED;
    case WEBP_STATUS_OUT_OF_MEMORY: return FEED_IMAGE_TOO_LARGE;
    default: return FEED_IMAGE_CORRUPT;
    }
}

feed_image_status feed_webp_decode(const uint8_t *data, size_t size, uint32_t source_width, uint32_t source_height,
                                   uint32_t width, uint32_t height, uint8_t *rgba) {
    if (feed_webp_library() != FEED_LIBRARY_READY) return FEED_IMAGE_CORRUPT;
    if (width == 0 || height == 0 || width > source_width || height > source_height) return FEED_IMAGE_CORRUPT;
    webp_config config;
    memset(&config, 0, sizeof config);
    if (!webp.init_config(&config, WEBP_ABI)) return FEED_IMAGE_CORRUPT;
    feed_image_status status = status_of(webp.get_features(data, size, &config.input, WEBP_ABI));
    if (status != FEED_IMAGE_OK) return status;
    // The header read before said this size: a bitstream of another is lying about one of them.
    if (config.input.has_animation || (uint32_t)config.input.width != source_width ||
        (uint32_t)config.input.height != source_height) {
        return FEED_IMAGE_CORRUPT;
    }
    if (width != source_width || height != source_height) {
        config.options.use_scaling = 1;
        config.options.scaled_width = (int)width;
        config.options.scaled_height = (int)height;
    }
    config.output.colorspace = WEBP_MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.rgba.rgba = rgba;
    config.output.u.rgba.stride = (int)(width * 4);
    config.output.u.rgba.size = (size_t)width * height * 4;
    status = status_of(webp.decode(data, size, &config));
    // Frees nothing of ours (the memory is external), only what libwebp may have kept aside.
    webp.free_output(&config.output);
    return status;
}
