#include "cimage_scale.h"

#include <stdlib.h>
#include <string.h>

#include <libyuv/cpu_id.h>
#include <libyuv/row.h>
#include <libyuv/scale.h>
#include <libyuv/scale_argb.h>
#include <libyuv/scale_row.h>

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#include <tmmintrin.h>
#define CIMAGE_X86 1
#endif


typedef void (*interpolate_fn)(uint8_t *dst, const uint8_t *src, ptrdiff_t stride, int width, int fraction);

/* libyuv's vertical kernel for this CPU, as its own ScaleARGB picks it. */
static interpolate_fn pick_interpolate(void) {
#if defined(__x86_64__) || defined(__i386__)
    if (TestCpuFlag(kCpuHasAVX2)) return InterpolateRow_Any_AVX2;
    if (TestCpuFlag(kCpuHasSSSE3)) return InterpolateRow_Any_SSSE3;
#endif
    return InterpolateRow_C;
}

typedef void (*filter_cols_fn)(uint8_t *dst, const uint8_t *row, int count, int64_t x, int64_t dx);

/* The horizontal pass, portable: `count` pixels sampled at x, x + dx, … (16.16) from `row`, which
 * holds pixels floor(x) and floor(x) + 1 of every one; 7-bit weights summing to 128, rounded. */
static void filter_cols_c(uint8_t *dst, const uint8_t *row, int count, int64_t x, int64_t dx) {
    for (int i = 0; i < count; i++, x += dx) {
        const uint8_t *a = row + (x >> 16) * 4;
        const int f = (int)((x >> 9) & 0x7f);
        for (int c = 0; c < 4; c++) dst[(size_t)i * 4 + c] = (uint8_t)((a[c] * (128 - f) + a[4 + c] * f + 64) >> 7);
    }
}

#if CIMAGE_X86
/* Two pixels' source pairs, interleaved by channel (a.B b.B a.G b.G …) and moved to signed
 * bytes (−128), blended with their weights by pmaddubsw. libyuv's ScaleARGBFilterCols_SSSE3
 * weighs with (127 − f, f) because pmaddubsw's weights are signed, which turns an opaque alpha of
 * 255 into 253 (so does ARGBScaleClip's bilinear filter, which uses it); here the pixels are the
 * signed operand and the weights (128 − f, f) the unsigned one, as libyuv's InterpolateRow_SSSE3
 * does for rows, so the weights sum to 128 and a sample on a pixel centre is that pixel. */
__attribute__((target("ssse3")))
static inline __m128i blend_two(const uint8_t *row, int64_t xa, int64_t xb) {
    const __m128i order = _mm_setr_epi8(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
    const __m128i pa = _mm_loadl_epi64((const __m128i *)(row + (xa >> 16) * 4));
    const __m128i pb = _mm_loadl_epi64((const __m128i *)(row + (xb >> 16) * 4));
    const __m128i pixels = _mm_xor_si128(_mm_shuffle_epi8(_mm_unpacklo_epi64(pa, pb), order), _mm_set1_epi8((char)0x80));
    const int fa = (int)((xa >> 9) & 0x7f), fb = (int)((xb >> 9) & 0x7f);
    const short wa = (short)((fa << 8) | (128 - fa)), wb = (short)((fb << 8) | (128 - fb));
    const __m128i weights = _mm_setr_epi16(wa, wa, wa, wa, wb, wb, wb, wb);
    // w0·(a − 128) + w1·(b − 128) = w0·a + w1·b − 128·128: add 128·128 back and 64 to round.
    const __m128i sums = _mm_add_epi16(_mm_maddubs_epi16(weights, pixels), _mm_set1_epi16(128 * 128 + 64));
    return _mm_srli_epi16(sums, 7);
}

__attribute__((target("ssse3")))
static void filter_cols_ssse3(uint8_t *dst, const uint8_t *row, int count, int64_t x, int64_t dx) {
    int i = 0;
    for (; i + 3 < count; i += 4) {
        const __m128i lo = blend_two(row, x, x + dx);
        const __m128i hi = blend_two(row, x + 2 * dx, x + 3 * dx);
        _mm_storeu_si128((__m128i *)(dst + (size_t)i * 4), _mm_packus_epi16(lo, hi));
        x += 4 * dx;
    }
    filter_cols_c(dst + (size_t)i * 4, row, count - i, x, dx);
}
#endif

/* The horizontal kernel for this CPU. */
static filter_cols_fn pick_filter_cols(void) {
#if CIMAGE_X86
    if (TestCpuFlag(kCpuHasSSSE3)) return filter_cols_ssse3;
#endif
    return filter_cols_c;
}

/* One destination row from one source row: the edge pixel left of `left` and from `right` on
 * (PAD), the column kernel in between. */
static void filter_row(uint8_t *out, const uint8_t *row, int src_width, int width, int left, int right,
                       int64_t x0, int64_t dx, filter_cols_fn filter_cols) {
    uint32_t *o = (uint32_t *)out;
    if (left > 0) { uint32_t p; memcpy(&p, row, 4); for (int i = 0; i < left; i++) o[i] = p; }
    if (right < width) {
        uint32_t p; memcpy(&p, row + (size_t)(src_width - 1) * 4, 4);
        for (int i = right; i < width; i++) o[i] = p;
    }
    if (right > left) filter_cols(out + (size_t)left * 4, row, right - left, x0 + (int64_t)left * dx, dx);
}

int cimage_scale_bilinear(const uint8_t *src, int src_stride, int src_width, int src_height,
                          uint8_t *dst, int dst_stride, int width, int height,
                          int64_t x0, int64_t dx, int64_t y0, int64_t dy) {
    const int64_t one = 65536;
    if (!src || !dst || src_width <= 0 || src_height <= 0 || src_width > 32767 || width <= 0 || height <= 0 ||
        dx <= 0 || dy <= 0 || dx >= 32768 * one || dy >= 32768 * one) return -1;
    const int64_t last_x = (int64_t)(src_width - 1) * one, last_y = (int64_t)(src_height - 1) * one;
    const int64_t x_end = x0 + (int64_t)(width - 1) * dx;
    // Columns [0, left) sample at or left of the first pixel's centre, [right, width) at or right of
    // the last: they take the edge pixel (PAD). The middle ones read floor(x) and the pixel after.
    int left = 0, right = width;
    if (x0 < 0) { int64_t n = (-x0 + dx - 1) / dx; left = n > width ? width : (int)n; }
    if (x_end >= last_x) { int64_t n = (last_x - x0 + dx - 1) / dx; if (n < 0) n = 0; right = n > width ? width : (int)n; }
    if (right < left) right = left;
    // The source columns a row needs: [span_start, span_end).
    int span_start = 0, span_end = src_width;
    if (right > left) {
        span_start = (int)((x0 + (int64_t)left * dx) >> 16);
        span_end = (int)((x0 + (int64_t)(right - 1) * dx) >> 16) + 2;
        if (span_end > src_width) span_end = src_width;
    }
    if (left > 0) span_start = 0;
    if (right < width) span_end = src_width;
    const int span = span_end - span_start;
    const interpolate_fn interpolate = pick_interpolate();
    const filter_cols_fn filter_cols = pick_filter_cols();
    if (dy < one) {
        // Magnified vertically: each source row is filtered horizontally once into a cache of two,
        // and every destination row blends the two (several destination rows share a pair).
        const size_t bytes = (size_t)width * 4;
        uint8_t *cache = malloc(bytes * 2 + 64);
        if (!cache) return -1;
        uint8_t *slot[2] = { cache, cache + bytes };
        int held[2] = { -1, -1 };
        for (int j = 0; j < height; j++) {
            const int64_t y = y0 + (int64_t)j * dy;
            const int64_t yc = y < 0 ? 0 : (y > last_y ? last_y : y);
            const int yi = (int)(yc >> 16), fraction = (int)((yc >> 9) & 0x7f) << 1;
            const int top = yi, bottom = fraction ? yi + 1 : yi;
            int st = held[0] == top ? 0 : (held[1] == top ? 1 : -1);
            if (st < 0) {
                st = held[0] == bottom ? 1 : 0;
                filter_row(slot[st], src + (size_t)top * src_stride, src_width, width, left, right, x0, dx, filter_cols);
                held[st] = top;
            }
            int sb = held[st] == bottom ? st : (held[st ^ 1] == bottom ? st ^ 1 : -1);
            if (sb < 0) {
                sb = st ^ 1;
                filter_row(slot[sb], src + (size_t)bottom * src_stride, src_width, width, left, right, x0, dx, filter_cols);
                held[sb] = bottom;
            }
            const uint8_t *rows[2] = { slot[st], slot[sb] };
            uint8_t *out = dst + (size_t)j * dst_stride;
            if (!fraction) memcpy(out, rows[0], bytes);
            else interpolate(out, rows[0], rows[1] - rows[0], (int)bytes, fraction);
        }
        free(cache);
        return 0;
    }
    // One blended row; 64 bytes of slack for the kernels' wide stores.
    uint8_t *blended = malloc((size_t)span * 4 + 64);
    if (!blended) return -1;
    for (int j = 0; j < height; j++) {
        const int64_t y = y0 + (int64_t)j * dy;
        const int64_t yc = y < 0 ? 0 : (y > last_y ? last_y : y);
        const uint8_t *top = src + (size_t)(yc >> 16) * src_stride;
        // pixman's 7-bit weight, in libyuv's 0–255 fraction.
        const int fraction = (int)((yc >> 9) & 0x7f) << 1;
        const uint8_t *row = top;
        if (fraction) {
            interpolate(blended, top + (size_t)span_start * 4, src_stride, span * 4, fraction);
            row = blended - (ptrdiff_t)span_start * 4;
        }
        uint32_t *out = (uint32_t *)(dst + (size_t)j * dst_stride);
        if (left > 0) { uint32_t p; memcpy(&p, row, 4); for (int i = 0; i < left; i++) out[i] = p; }
        if (right < width) {
            uint32_t p; memcpy(&p, row + (size_t)(src_width - 1) * 4, 4);
            for (int i = right; i < width; i++) out[i] = p;
        }
        if (right > left) filter_cols((uint8_t *)(out + left), row, right - left, x0 + (int64_t)left * dx, dx);
    }
    free(blended);
    return 0;
}

int cimage_halve_box(const uint8_t *src, int src_stride, int src_width, int src_height,
                     uint8_t *dst, int dst_stride) {
    if (!src || !dst || src_width < 2 || src_height < 2) return -1;
    return ARGBScale(src, src_stride, src_width, src_height, dst, dst_stride,
                     (src_width + 1) / 2, (src_height + 1) / 2, kFilterBox) == 0 ? 0 : -1;
}
