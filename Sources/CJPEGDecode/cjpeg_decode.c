#include "cjpeg_decode.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager plus where to jump back to. libjpeg's default `error_exit` calls
/// exit(); ours longjmps to the decode call, which reports the message instead.
struct failing_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf back;
    char *message;
    size_t message_size;
};

static void keep_message(j_common_ptr cinfo) {
    struct failing_error_manager *err = (struct failing_error_manager *)cinfo->err;
    if (err->message && err->message_size > 0) {
        char text[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, text);
        snprintf(err->message, err->message_size, "%s", text);
    }
}

static void fail(j_common_ptr cinfo) {
    keep_message(cinfo);
    longjmp(((struct failing_error_manager *)cinfo->err)->back, 1);
}

/// `msg_level` −1 is a warning. The ones that mean lost image data fail the decode (a premature
/// end of file, which libjpeg pads with grey; a marker where data should be; a lost restart
/// marker); the harmless ones (extraneous bytes between markers, an unknown JFIF version, an Adobe
/// transform hint) let it go on, as every viewer does. Trace messages (level ≥ 0) are ignored.
static void on_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level >= 0) return;
    int code = cinfo->err->msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER || code == JWRN_MUST_RESYNC) fail(cinfo);
}

static void silent(j_common_ptr cinfo) { (void)cinfo; }

int cjpeg_decode_argb32(const unsigned char *data, size_t size, cjpeg_allocate_fn allocate, void *context,
                        char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    struct failing_error_manager err;
    if (message && message_size > 0) message[0] = 0;
    if (!data || size == 0) {
        if (message && message_size > 0) snprintf(message, message_size, "no data");
        return CJPEG_FAILED;
    }
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = fail;
    err.base.emit_message = on_message;
    err.base.output_message = silent;
    err.message = message;
    err.message_size = message_size;
    // Volatile: read after a longjmp, which may otherwise leave it in a stale register.
    volatile int created = 0;
    if (setjmp(err.back)) {
        if (created) jpeg_destroy_decompress(&cinfo);
        return CJPEG_FAILED;
    }
    jpeg_create_decompress(&cinfo);
    created = 1;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    // libjpeg's own working memory (a progressive file keeps every coefficient until the last scan)
    // is capped, and the size is checked before any of it is allocated: a 65500² header from a
    // server asks for gigabytes in jpeg_start_decompress.
    cinfo.mem->max_memory_to_use = 512L * 1024 * 1024;
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width == 0 || cinfo.image_height == 0 || cinfo.image_width > CJPEG_MAX_SIDE
        || cinfo.image_height > CJPEG_MAX_SIDE || (unsigned long long)cinfo.image_width * cinfo.image_height > CJPEG_MAX_PIXELS) {
        if (message && message_size > 0)
            snprintf(message, message_size, "%u×%u pixels is too large (at most 32767 a side and 64 M pixels)", cinfo.image_width, cinfo.image_height);
        jpeg_destroy_decompress(&cinfo);
        return CJPEG_FAILED;
    }
    switch (cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        break;
    default:
        jpeg_destroy_decompress(&cinfo);
        if (message && message_size > 0) snprintf(message, message_size, "colour space %d is not grey, YCbCr or RGB", (int)cinfo.jpeg_color_space);
        return CJPEG_UNSUPPORTED_COLOUR_SPACE;
    }
    // libjpeg-turbo's extended colour spaces write the fourth byte as 0xFF: in memory B, G, R, A is
    // a little-endian 0xAARRGGBB word, A, R, G, B a big-endian one.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    cinfo.out_color_space = JCS_EXT_ARGB;
#else
    cinfo.out_color_space = JCS_EXT_BGRA;
#endif
    jpeg_start_decompress(&cinfo);
    size_t stride = 0;
    unsigned char *pixels = allocate(context, (int)cinfo.output_width, (int)cinfo.output_height, &stride);
    if (!pixels || stride < 4 * (size_t)cinfo.output_width) {
        jpeg_destroy_decompress(&cinfo);
        if (message && message_size > 0)
            snprintf(message, message_size, "no memory for %u×%u pixels", cinfo.output_width, cinfo.output_height);
        return CJPEG_FAILED;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        // Up to 4 rows a call (libjpeg hands out what one pass of its upsampler makes), never past the last.
        JSAMPROW rows[4];
        unsigned first = cinfo.output_scanline, left = cinfo.output_height - first;
        unsigned count = left < 4 ? left : 4;
        for (unsigned i = 0; i < count; i++) rows[i] = pixels + (size_t)(first + i) * stride;
        if (jpeg_read_scanlines(&cinfo, rows, count) == 0) {
            // Only a suspending data source returns no rows; the memory source never suspends.
            jpeg_destroy_decompress(&cinfo);
            if (message && message_size > 0) snprintf(message, message_size, "the decoder stopped at row %u", first);
            return CJPEG_FAILED;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return CJPEG_OK;
}
