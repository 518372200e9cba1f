// jpeg-decode-loop FILE SCALE COUNT
//
// The reference Scripts/bench times feed-thumbnail's JPEG thumbnails against: the system's
// libjpeg-turbo decoding FILE COUNT times in this one process, each time as ImageDecoding's
// decoder asks it to (jpeg_decoder.c): from memory, scaled by SCALE/8 inside the inverse DCT, to
// 4 bytes a pixel (RGBA), row by row, a decompressor created and destroyed for each image. The
// file is read once, as feed-thumbnail reads it once. Prints the decoded size ("160x120") and
// exits 0, or says what failed and exits 1 (64 on bad usage). Nothing else is done with the
// pixels: this is the decoding alone, the part of a thumbnail that any decoder must do.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

// jpeglib.h uses FILE and size_t without including their headers (stdio.h, above, has both).
#include <jpeglib.h>

struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void fail_decoding(j_common_ptr cinfo) {
    longjmp(((struct failure *)cinfo->err)->jump, 1);
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    unsigned char *bytes = NULL;
    if (fseek(file, 0, SEEK_END) == 0) {
        long length = ftell(file);
        if (length > 0 && fseek(file, 0, SEEK_SET) == 0 && (bytes = malloc((size_t)length)) != NULL) {
            if (fread(bytes, 1, (size_t)length, file) == (size_t)length) {
                *size = (size_t)length;
            } else {
                free(bytes);
                bytes = NULL;
            }
        }
    }
    fclose(file);
    return bytes;
}

/// Decodes the image once; returns 0, with its decoded size, or 1 when libjpeg failed.
static int decode(const unsigned char *bytes, size_t size, int scale, JDIMENSION *width, JDIMENSION *height) {
    struct jpeg_decompress_struct cinfo;
    struct failure failure;
    unsigned char *row = NULL;
    cinfo.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fail_decoding;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(row);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, bytes, (unsigned long)size);
    (void)jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_EXT_RGBA;
    cinfo.scale_num = (unsigned int)scale;
    cinfo.scale_denom = 8;
    (void)jpeg_start_decompress(&cinfo);
    row = malloc((size_t)cinfo.output_width * 4);
    if (row == NULL) longjmp(failure.jump, 1);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW rows[1] = {row};
        if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) longjmp(failure.jump, 1);
    }
    *width = cinfo.output_width;
    *height = cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    free(row);
    return 0;
}

int main(int argc, char **argv) {
    int scale = argc == 4 ? atoi(argv[2]) : 0;
    long count = argc == 4 ? atol(argv[3]) : 0;
    if (scale < 1 || scale > 8 || count < 1) {
        fprintf(stderr, "usage: jpeg-decode-loop FILE SCALE(1-8, eighths) COUNT\n");
        return 64;
    }
    size_t size = 0;
    unsigned char *bytes = read_file(argv[1], &size);
    if (bytes == NULL) {
        fprintf(stderr, "jpeg-decode-loop: cannot read %s\n", argv[1]);
        return 1;
    }
    JDIMENSION width = 0, height = 0;
    for (long image = 0; image < count; image++) {
        if (decode(bytes, size, scale, &width, &height) != 0) {
            fprintf(stderr, "jpeg-decode-loop: cannot decode %s\n", argv[1]);
            free(bytes);
            return 1;
        }
    }
    printf("%ux%u\n", (unsigned int)width, (unsigned int)height);
    free(bytes);
    return 0;
}
