#include "image_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>
#include <jerror.h>

/// A progressive file may hold any number of scans, each a pass over the whole image; libjpeg
/// would decode them all. Real encoders write about ten; a thousand only happens on purpose.
enum { MAX_SCANS = 1000 };

/// A progressive image is decoded into a buffer of every DCT coefficient at full size (2 bytes
/// per pixel and component), whatever the output scale: libjpeg's only allocation that grows with
/// the image. With this cap (about 50 megapixels of 4:2:0) a larger one fails instead of
/// allocating.
static const long MAX_LIBJPEG_MEMORY = 160L * 1024 * 1024;

/// Images with a side shorter than this are decoded unscaled (see feed_jpeg_start).
enum { FULL_SCALE_BELOW = 16 };

struct error_manager {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    feed_image_status status;
};

struct feed_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    struct error_manager error;
    struct jpeg_progress_mgr progress;
    const uint8_t *data;
    size_t size;
    int created;
    int cmyk;
    uint8_t *cmyk_row;
    /// Set when libjpeg asked for data past the end (see emit_message).
    int saw_end_of_data;
    /// Set once the headers are read: the end of the data within them is always fatal.
    int header_read;
};

static void fail(j_common_ptr cinfo, feed_image_status status) {
    struct error_manager *error = (struct error_manager *)cinfo->err;
    error->status = status;
    longjmp(error->jump, 1);
}

/// Replaces libjpeg's default, which prints the message and calls exit(). An error after the data
/// ended (a table cut short, a fake end-of-image marker where a scan should be) is the end's fault.
static void error_exit(j_common_ptr cinfo) {
    // cinfo is the decoder's first member, so its address is the decoder's.
    if (((feed_jpeg_decoder *)cinfo)->saw_end_of_data) fail(cinfo, FEED_IMAGE_TRUNCATED);
    switch (cinfo->err->msg_code) {
    case JERR_OUT_OF_MEMORY:
    case JERR_NO_BACKING_STORE:
    case JERR_IMAGE_TOO_BIG:
    case JERR_WIDTH_OVERFLOW:
        fail(cinfo, FEED_IMAGE_TOO_LARGE);
        break;
    default:
        fail(cinfo, FEED_IMAGE_CORRUPT);
    }
}

/// A progressive file cut between two scans ends cleanly, but without the scans still to come:
/// every coefficient of every component must have had its last bit (libjpeg's `coef_bits`, the
/// bit position each one is known to, -1 before its first scan). A sequential file of one scan is
/// complete once that scan is; one of a scan per component keeps no such record, so it counts as
/// cut short.
static int has_every_coefficient(j_decompress_ptr cinfo) {
    if (!cinfo->progressive_mode) return !jpeg_has_multiple_scans(cinfo);
    if (cinfo->coef_bits == NULL) return 0;
    for (int component = 0; component < cinfo->num_components; component++) {
        for (int coefficient = 0; coefficient < DCTSIZE2; coefficient++) {
            if (cinfo->coef_bits[component][coefficient] != 0) return 0;
        }
    }
    return 1;
}

/// Warnings about the entropy-coded data mean pixels libjpeg will invent: grey where the data
/// ended (it goes on with a fake end-of-image marker and zero bits), garbage where a code was
/// wrong. Such a file fails, truncated or corrupt, as the reader would rather be told than shown
/// noise. The end of the data alone is only a warning: a file whose one fault is a missing
/// end-of-image marker has all its pixels (as djpeg and ImageMagick draw it), and the Huffman
/// decoder reports "premature end of data segment" the moment it needs a bit that isn't there.
/// The arithmetic decoder reports nothing then, so for it the end of the data is still fatal.
/// (A file of several scans must also have had every one of them: see has_every_coefficient.)
/// Other warnings (extraneous bytes between markers, an unknown JFIF version or Adobe transform,
/// a bad ICC segment) leave the pixels right and stay quiet.
static void emit_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level >= 0) return;
    // cinfo is the decoder's first member, so its address is the decoder's.
    feed_jpeg_decoder *decoder = (feed_jpeg_decoder *)cinfo;
    switch (cinfo->err->msg_code) {
    case JWRN_JPEG_EOF:
        if (!decoder->header_read || decoder->cinfo.arith_code || !has_every_coefficient(&decoder->cinfo)) {
            fail(cinfo, FEED_IMAGE_TRUNCATED);
        }
        decoder->saw_end_of_data = 1;
        break;
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_ARITH_BAD_CODE:
    case JWRN_MUST_RESYNC:
        fail(cinfo, decoder->saw_end_of_data ? FEED_IMAGE_TRUNCATED : FEED_IMAGE_CORRUPT);
        break;
    default:
        break;
    }
}

static void output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static void check_scan_count(j_common_ptr cinfo) {
    j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
    if (decompress->input_scan_number > MAX_SCANS) {
        fail(cinfo, FEED_IMAGE_CORRUPT);
    }
}

feed_jpeg_decoder *feed_jpeg_create(const uint8_t *data, size_t size) {
    feed_jpeg_decoder *decoder = calloc(1, sizeof(feed_jpeg_decoder));
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = size;
    decoder->cinfo.err = jpeg_std_error(&decoder->error.pub);
    decoder->error.pub.error_exit = error_exit;
    decoder->error.pub.emit_message = emit_message;
    decoder->error.pub.output_message = output_message;
    if (setjmp(decoder->error.jump)) {
        // Out of memory while creating: whatever libjpeg had allocated goes too.
        jpeg_destroy_decompress(&decoder->cinfo);
        free(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    decoder->progress.progress_monitor = check_scan_count;
    decoder->cinfo.progress = &decoder->progress;
    return decoder;
}

void feed_jpeg_destroy(feed_jpeg_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->created) jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder->cmyk_row);
    free(decoder);
}

feed_image_status feed_jpeg_start(feed_jpeg_decoder *decoder, uint64_t max_pixels, uint32_t min_width,
                                  uint32_t min_height, uint32_t *width, uint32_t *height) {
    j_decompress_ptr cinfo = &decoder->cinfo;
    if (setjmp(decoder->error.jump)) return decoder->error.status;

    jpeg_mem_src(cinfo, decoder->data, (unsigned long)decoder->size);
    (void)jpeg_read_header(cinfo, TRUE);
    decoder->header_read = 1;
    if ((uint64_t)cinfo->image_width * cinfo->image_height > max_pixels) return FEED_IMAGE_TOO_LARGE;

    // libjpeg converts every colour space but CMYK (and YCCK, which it turns into CMYK) to RGBA.
    if (cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK) {
        cinfo->out_color_space = JCS_CMYK;
        decoder->cmyk = 1;
    } else {
        cinfo->out_color_space = JCS_EXT_RGBA;
    }

    // Scaling happens inside the inverse DCT, so decoding at 1/8 does about 1/64 of the work. But
    // it resamples whole blocks: a side shorter than one block of the largest subsampling (16 px at
    // 4:2:0) would be resampled together with the encoder's padding (a 3 x 3 image came out 65
    // off), so such an image is decoded at full scale, which costs at most 15 rows or columns.
    cinfo->scale_denom = 8;
    unsigned int smallest_scale =
        cinfo->image_width < FULL_SCALE_BELOW || cinfo->image_height < FULL_SCALE_BELOW ? 8 : 1;
    for (unsigned int scale = smallest_scale; scale <= 8; scale++) {
        cinfo->scale_num = scale;
        jpeg_calc_output_dimensions(cinfo);
        if (cinfo->output_width >= min_width && cinfo->output_height >= min_height) break;
    }

    cinfo->mem->max_memory_to_use = MAX_LIBJPEG_MEMORY;
    (void)jpeg_start_decompress(cinfo);
    if (decoder->cmyk) {
        decoder->cmyk_row = malloc((size_t)cinfo->output_width * 4);
        if (decoder->cmyk_row == NULL) return FEED_IMAGE_TOO_LARGE;
    }
    *width = cinfo->output_width;
    *height = cinfo->output_height;
    return FEED_IMAGE_OK;
}

/// Adobe's encoders (nearly every CMYK JPEG) store the inks inverted: 255 is no ink.
static void cmyk_to_rgba(const uint8_t *cmyk, uint8_t *rgba, JDIMENSION width, int inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned int k = inverted ? cmyk[3] : 255u - cmyk[3];
        for (int channel = 0; channel < 3; channel++) {
            unsigned int ink = inverted ? cmyk[channel] : 255u - cmyk[channel];
            rgba[channel] = (uint8_t)((ink * k + 127) / 255);
        }
        rgba[3] = 255;
        cmyk += 4;
        rgba += 4;
    }
}

feed_image_status feed_jpeg_read_row(feed_jpeg_decoder *decoder, uint8_t *row) {
    j_decompress_ptr cinfo = &decoder->cinfo;
    if (setjmp(decoder->error.jump)) return decoder->error.status;
    if (cinfo->output_scanline >= cinfo->output_height) return FEED_IMAGE_CORRUPT;

    JSAMPROW target = decoder->cmyk ? decoder->cmyk_row : row;
    // With the whole file in memory libjpeg never suspends: no row means it ran out of data.
    if (jpeg_read_scanlines(cinfo, &target, 1) != 1) return FEED_IMAGE_TRUNCATED;
    if (decoder->cmyk) cmyk_to_rgba(decoder->cmyk_row, row, cinfo->output_width, cinfo->saw_Adobe_marker);
    return FEED_IMAGE_OK;
}
