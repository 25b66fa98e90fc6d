#ifndef CIMAGE_SCALE_H
#define CIMAGE_SCALE_H

#include <stdint.h>

/// Scales part of an ARGB32 image (cairo's premultiplied native-endian words; libyuv's ARGB on
/// little-endian) with bilinear filtering into a block of destination pixels: libyuv's SIMD
/// InterpolateRow blends two source rows, an SSSE3 column kernel of this file blends the columns
/// (libyuv's own weighs with 127ths, see cimage_scale.c), at sample positions given exactly, as
/// pixman computes them for cairo's BILINEAR filter:
///
/// destination pixel (i, j) of the block (0 ≤ i < width, 0 ≤ j < height) samples the source at
/// (x0 + i·dx, y0 + j·dy), in 16.16 fixed point, where (0, 0) is the centre of source pixel (0, 0).
/// Positions outside the image take its edge pixels (cairo's EXTEND_PAD). Weights have 7 bits,
/// as pixman's bilinear filter.
///
/// `opacity` (1–255) is the draw's global alpha as cairo hands it to pixman (8 bits): 255 writes
/// the samples; below, each destination channel becomes s·opacity/255 + d·(255 − opacity)/255,
/// rounded as pixman does, which is OVER for an opaque image drawn with that alpha.
///
/// `dst` points at the block's first pixel. Returns 0, or -1 when the arguments are out of range
/// (a size ≤ 0, a source wider than 32767 pixels, a step ≤ 0 or ≥ 32768 pixels, an opacity
/// outside 1–255) or a row buffer could not be allocated; nothing is written then.
int cimage_scale_bilinear(const uint8_t *src, int src_stride, int src_width, int src_height,
                          uint8_t *dst, int dst_stride, int width, int height,
                          int64_t x0, int64_t dx, int64_t y0, int64_t dy, int opacity);

/// Halves an ARGB32 image with a 2×2 box filter (libyuv's ARGBScale, kFilterBox) into `dst`,
/// which holds (src_width + 1) / 2 × (src_height + 1) / 2 pixels. Returns 0, or -1 on bad arguments.
int cimage_halve_box(const uint8_t *src, int src_stride, int src_width, int src_height,
                     uint8_t *dst, int dst_stride);

/// Runs every SIMD kernel this CPU has (the column kernels, the blend) against the portable C
/// ones on seeded data, for row lengths 1–203 (every partial block), and returns the bytes that
/// differ, also counting a byte written past a row's end: 0 when they agree. For tests (a CPU with
/// AVX2 never runs the SSSE3 column kernel otherwise).
int cimage_scale_kernels_disagree(void);

#endif
