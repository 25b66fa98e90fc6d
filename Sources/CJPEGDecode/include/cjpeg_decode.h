#ifndef CJPEG_DECODE_H
#define CJPEG_DECODE_H

/* The largest image decoded: cairo's 32767-pixel side and 64 M pixels (256 MiB of ARGB32), the same
 * limits as CGImage.maximumJPEGPixels and CGContext; larger headers fail before libjpeg allocates. */
#define CJPEG_MAX_SIDE 32767u
#define CJPEG_MAX_PIXELS (64ull * 1024 * 1024)

#include <stddef.h>

/// Gives the decoder the memory for the pixels once the header is read: a buffer of at least
/// `height` rows of `*stride` bytes (the callee sets `*stride`, at least 4 × `width`), or NULL to
/// refuse (too large, no memory), which fails the decode.
typedef unsigned char *(*cjpeg_allocate_fn)(void *context, int width, int height, size_t *stride);

/// What `cjpeg_decode_argb32` returned.
enum {
    /// Decoded: every pixel written, alpha 0xFF.
    CJPEG_OK = 0,
    /// Not decoded, and nothing wrong with the data: its colour space (CMYK, YCCK) has no direct
    /// conversion to RGB in libjpeg, so a caller with a colour-managed decoder uses that instead.
    CJPEG_UNSUPPORTED_COLOUR_SPACE = 1,
    /// Not a readable JPEG (corrupt, truncated, not a JPEG at all) or the buffer was refused;
    /// `message` says why in libjpeg's words.
    CJPEG_FAILED = -1,
};

/// Decodes a baseline or progressive JPEG (grey, YCbCr or RGB) straight into cairo's ARGB32
/// layout (native-endian 0xAARRGGBB words, opaque), in the buffer `allocate` returns: no
/// intermediate copy. libjpeg's errors and its warnings (a truncated file, corrupt entropy data)
/// both fail the decode with their message in `message` (at most `message_size` bytes,
/// NUL-terminated), never exit the process: the error handler jumps back here.
int cjpeg_decode_argb32(const unsigned char *data, size_t size, cjpeg_allocate_fn allocate, void *context,
                        char *message, size_t message_size);

#endif
