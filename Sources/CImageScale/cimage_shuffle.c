/* Reordering the bytes of ARGB32 pixels into another 32-bit layout (a bitmap context over a
 * caller's buffer in big-endian ARGB, RGBA, ...), with libyuv's SIMD byte shuffle. */
#include "cimage_scale.h"

#include <libyuv/planar_functions.h>

int cimage_shuffle_argb(const uint8_t *src, int src_stride, uint8_t *dst, int dst_stride,
                        int width, int height, const uint8_t order[4]) {
    if (!src || !dst || !order || width <= 0 || height <= 0) return -1;
    uint8_t shuffler[16];
    for (int i = 0; i < 16; i++) {
        if (order[i % 4] > 3) return -1;
        shuffler[i] = (uint8_t)(i / 4 * 4 + order[i % 4]);
    }
    return ARGBShuffle(src, src_stride, dst, dst_stride, shuffler, width, height) == 0 ? 0 : -1;
}
