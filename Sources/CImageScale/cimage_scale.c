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
#include <immintrin.h>
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

/* Where each destination column of one draw samples a source row, computed once per draw and used
 * for all of its rows (every row samples the same x positions): the byte offset in the row of the
 * left pixel of the column's pair, floor(x) · 4, and its 7-bit weights (128 − f, f), f = the
 * position's fraction in 128ths (pixman's bilinear weights, which sum to 128), stored as the
 * 16-bit word (f << 8) | (128 − f) four times, once per channel, so the SIMD kernels load a
 * pixel's weight vector as it is. */
typedef struct {
    int32_t *offset;
    uint64_t *weight;
    int count;
} column_table;

/* The table's entries come in whole blocks of the widest kernel (8 columns): the last block's
 * spare entries repeat the last column, so the kernels compute a partial block like a whole one
 * (reading only pixels the last column reads) and store just its columns. */
#define COLUMN_BLOCK 8

static int column_table_capacity(int count) { return (count + COLUMN_BLOCK - 1) / COLUMN_BLOCK * COLUMN_BLOCK; }

/* Fills `t` (whose arrays hold column_table_capacity(count) entries) for columns sampled at
 * x, x + dx, … (16.16). */
static void column_table_fill(column_table *t, int count, int64_t x, int64_t dx) {
    t->count = count;
    const int capacity = column_table_capacity(count);
    for (int i = 0; i < count; i++, x += dx) {
        const uint64_t f = (uint64_t)((x >> 9) & 0x7f);
        const uint64_t w = (f << 8) | (128 - f);
        t->offset[i] = (int32_t)((x >> 16) * 4);
        t->weight[i] = w | w << 16 | w << 32 | w << 48;
    }
    for (int i = count; i < capacity; i++) {
        t->offset[i] = t->offset[count - 1];
        t->weight[i] = t->weight[count - 1];
    }
}

typedef void (*filter_cols_fn)(uint8_t *dst, const uint8_t *row, int count, const int32_t *offset, const uint64_t *weight);

/* The horizontal pass, portable: `count` pixels, each the blend of the pair at its offset in `row`
 * with its weights, rounded. */
static void filter_cols_c(uint8_t *dst, const uint8_t *row, int count, const int32_t *offset, const uint64_t *weight) {
    for (int i = 0; i < count; i++) {
        const uint8_t *a = row + offset[i];
        const int f = (int)((weight[i] >> 8) & 0xff);
        for (int c = 0; c < 4; c++) dst[(size_t)i * 4 + c] = (uint8_t)((a[c] * (128 - f) + a[4 + c] * f + 64) >> 7);
    }
}

#if CIMAGE_X86
/* Two columns' source pairs (8 bytes each) in one vector. */
static inline __m128i load_two_pairs(const uint8_t *row, int32_t oa, int32_t ob) {
    const __m128i a = _mm_loadl_epi64((const __m128i *)(row + oa));
    return _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(a), (const double *)(row + ob)));
}

/* Two columns blended: their pairs interleaved by channel (a.B b.B a.G b.G …) and moved to signed
 * bytes (−128), weighed by pmaddubsw. libyuv's ScaleARGBFilterCols_SSSE3 weighs with (127 − f, f)
 * because pmaddubsw's weights are signed, which turns an opaque alpha of 255 into 253 (so does
 * ARGBScaleClip's bilinear filter, which uses it); here the pixels are the signed operand and the
 * weights (128 − f, f) the unsigned one, as libyuv's InterpolateRow_SSSE3 does for rows, so the
 * weights sum to 128 and a sample on a pixel centre is that pixel. Returns 16-bit channels. */
__attribute__((target("ssse3")))
static inline __m128i blend_two(__m128i pairs, __m128i weights) {
    const __m128i order = _mm_setr_epi8(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
    const __m128i pixels = _mm_xor_si128(_mm_shuffle_epi8(pairs, order), _mm_set1_epi8((char)0x80));
    // w0·(a − 128) + w1·(b − 128) = w0·a + w1·b − 128·128: add 128·128 back and 64 to round.
    const __m128i sums = _mm_add_epi16(_mm_maddubs_epi16(weights, pixels), _mm_set1_epi16(128 * 128 + 64));
    return _mm_srli_epi16(sums, 7);
}

__attribute__((target("ssse3")))
static void filter_cols_ssse3(uint8_t *dst, const uint8_t *row, int count, const int32_t *offset, const uint64_t *weight) {
    int i = 0;
    for (; i + 3 < count; i += 4) {
        const __m128i lo = blend_two(load_two_pairs(row, offset[i], offset[i + 1]), _mm_loadu_si128((const __m128i *)(weight + i)));
        const __m128i hi = blend_two(load_two_pairs(row, offset[i + 2], offset[i + 3]), _mm_loadu_si128((const __m128i *)(weight + i + 2)));
        _mm_storeu_si128((__m128i *)(dst + (size_t)i * 4), _mm_packus_epi16(lo, hi));
    }
    if (i < count) {
        // The last, partial block (the table is padded): computed whole, stored in part.
        uint8_t block[16];
        filter_cols_ssse3(block, row, 4, offset + i, weight + i);
        memcpy(dst + (size_t)i * 4, block, (size_t)(count - i) * 4);
    }
}

/* Four columns' pairs in one 256-bit vector: columns i, i + 1 in the low lane, i + 2, i + 3 in the high. */
__attribute__((target("avx2")))
static inline __m256i load_four_pairs(const uint8_t *row, const int32_t *offset) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(load_two_pairs(row, offset[0], offset[1])),
                                   load_two_pairs(row, offset[2], offset[3]), 1);
}

/* blend_two on both lanes. */
__attribute__((target("avx2")))
static inline __m256i blend_four(__m256i pairs, __m256i weights) {
    const __m256i order = _mm256_setr_epi8(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15,
                                           0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
    const __m256i pixels = _mm256_xor_si256(_mm256_shuffle_epi8(pairs, order), _mm256_set1_epi8((char)0x80));
    const __m256i sums = _mm256_add_epi16(_mm256_maddubs_epi16(weights, pixels), _mm256_set1_epi16(128 * 128 + 64));
    return _mm256_srli_epi16(sums, 7);
}

/* Eight columns; packing works per lane (columns 0 1 4 5 | 2 3 6 7), so the 64-bit quarters are
 * put back in order. */
__attribute__((target("avx2")))
static inline __m256i blend_eight(const uint8_t *row, const int32_t *offset, const uint64_t *weight) {
    const __m256i lo = blend_four(load_four_pairs(row, offset), _mm256_loadu_si256((const __m256i *)weight));
    const __m256i hi = blend_four(load_four_pairs(row, offset + 4), _mm256_loadu_si256((const __m256i *)(weight + 4)));
    return _mm256_permute4x64_epi64(_mm256_packus_epi16(lo, hi), 0xD8);
}

__attribute__((target("avx2")))
static void filter_cols_avx2(uint8_t *dst, const uint8_t *row, int count, const int32_t *offset, const uint64_t *weight) {
    int i = 0;
    for (; i + 7 < count; i += 8) _mm256_storeu_si256((__m256i *)(dst + (size_t)i * 4), blend_eight(row, offset + i, weight + i));
    if (i < count) {
        // The last, partial block (the table is padded): computed whole, stored in part.
        uint8_t block[32];
        _mm256_storeu_si256((__m256i *)block, blend_eight(row, offset + i, weight + i));
        memcpy(dst + (size_t)i * 4, block, (size_t)(count - i) * 4);
    }
    // Clear the upper halves before returning to SSE code (pixman's, the SSSE3 kernel): compilers
    // do not always do so (not before a tail call), and dirty upper halves made pixman 1.3–2.5×
    // slower in scripts/scaler-bench.sh (the AVX–SSE transition penalty).
    _mm256_zeroupper();
}
#endif

/* The horizontal kernel for this CPU. */
static filter_cols_fn pick_filter_cols(void) {
#if CIMAGE_X86
    if (TestCpuFlag(kCpuHasAVX2)) return filter_cols_avx2;
    if (TestCpuFlag(kCpuHasSSSE3)) return filter_cols_ssse3;
#endif
    return filter_cols_c;
}

/* The horizontal pass of one row: the table's columns, or, when the step is exactly one source
 * pixel, libyuv's row kernel blending the row with itself one pixel on (every column has the
 * same weights then: the tile drawn at its own size at a fractional offset). */
typedef struct {
    column_table table;
    filter_cols_fn filter_cols;
    interpolate_fn interpolate;
    int unit_step;
} column_pass;

static void column_pass_run(const column_pass *p, uint8_t *dst, const uint8_t *row) {
    const column_table *t = &p->table;
    if (p->unit_step) {
        const int f = (int)((t->weight[0] >> 8) & 0xff);
        p->interpolate(dst, row + t->offset[0], 4, t->count * 4, f << 1);
    } else {
        p->filter_cols(dst, row, t->count, t->offset, t->weight);
    }
}

/* One destination row from one source row: the edge pixel left of `left` and from `right` on
 * (PAD), the column pass in between. */
static void filter_row(uint8_t *out, const uint8_t *row, int src_width, int width, int left, int right,
                       const column_pass *columns) {
    uint32_t *o = (uint32_t *)out;
    if (left > 0) { uint32_t p; memcpy(&p, row, 4); for (int i = 0; i < left; i++) o[i] = p; }
    if (right < width) {
        uint32_t p; memcpy(&p, row + (size_t)(src_width - 1) * 4, 4);
        for (int i = right; i < width; i++) o[i] = p;
    }
    if (right > left) column_pass_run(columns, out + (size_t)left * 4, row);
}

/* OVER of `count` opaque samples drawn with an 8-bit alpha `m` on the destination, as pixman
 * composites an opaque source through a solid mask: each channel s·m/255 + d·(255 − m)/255, each
 * product rounded with pixman's exact division by 255, (x + 128 + ((x + 128) >> 8)) >> 8. */
static void blend_row_c(uint8_t *out, const uint8_t *samples, int count, int m) {
    for (int i = 0; i < count * 4; i++) {
        const int a = samples[i] * m + 128, b = out[i] * (255 - m) + 128;
        const int v = ((a + (a >> 8)) >> 8) + ((b + (b >> 8)) >> 8);
        out[i] = (uint8_t)(v > 255 ? 255 : v);
    }
}

#if CIMAGE_X86
/* The same, 8 pixels a step in 16-bit lanes. */
__attribute__((target("avx2")))
static void blend_row_avx2(uint8_t *out, const uint8_t *samples, int count, int m) {
    const __m256i ms = _mm256_set1_epi16((short)m), md = _mm256_set1_epi16((short)(255 - m)), half = _mm256_set1_epi16(128);
    int i = 0;
    for (; i + 7 < count; i += 8) {
        const __m256i s = _mm256_loadu_si256((const __m256i *)(samples + (size_t)i * 4));
        const __m256i d = _mm256_loadu_si256((const __m256i *)(out + (size_t)i * 4));
        const __m256i zero = _mm256_setzero_si256();
        __m256i halves[2];
        for (int h = 0; h < 2; h++) {
            const __m256i s16 = h ? _mm256_unpackhi_epi8(s, zero) : _mm256_unpacklo_epi8(s, zero);
            const __m256i d16 = h ? _mm256_unpackhi_epi8(d, zero) : _mm256_unpacklo_epi8(d, zero);
            const __m256i a = _mm256_add_epi16(_mm256_mullo_epi16(s16, ms), half);
            const __m256i b = _mm256_add_epi16(_mm256_mullo_epi16(d16, md), half);
            halves[h] = _mm256_add_epi16(_mm256_srli_epi16(_mm256_add_epi16(a, _mm256_srli_epi16(a, 8)), 8),
                                         _mm256_srli_epi16(_mm256_add_epi16(b, _mm256_srli_epi16(b, 8)), 8));
        }
        // unpacklo/hi and packus both work per lane, so the pixels come back in their order.
        _mm256_storeu_si256((__m256i *)(out + (size_t)i * 4), _mm256_packus_epi16(halves[0], halves[1]));
    }
    _mm256_zeroupper();
    blend_row_c(out + (size_t)i * 4, samples + (size_t)i * 4, count - i, m);
}
#endif

typedef void (*blend_row_fn)(uint8_t *out, const uint8_t *samples, int count, int m);

static blend_row_fn pick_blend_row(void) {
#if CIMAGE_X86
    if (TestCpuFlag(kCpuHasAVX2)) return blend_row_avx2;
#endif
    return blend_row_c;
}

/* Puts one finished row of `count` samples into the destination: copied when the alpha is 255,
 * blended over it below. */
static void emit_row(uint8_t *out, const uint8_t *samples, int count, int opacity, blend_row_fn blend) {
    if (opacity >= 255) { if (out != samples) memcpy(out, samples, (size_t)count * 4); }
    else blend(out, samples, count, opacity);
}

int cimage_scale_bilinear(const uint8_t *src, int src_stride, int src_width, int src_height,
                          uint8_t *dst, int dst_stride, int width, int height,
                          int64_t x0, int64_t dx, int64_t y0, int64_t dy, int opacity) {
    const int64_t one = 65536;
    if (!src || !dst || src_width <= 0 || src_height <= 0 || src_width > 32767 || width <= 0 || height <= 0 ||
        dx <= 0 || dy <= 0 || dx >= 32768 * one || dy >= 32768 * one || opacity <= 0 || opacity > 255) return -1;
    const int blends = opacity < 255;
    const blend_row_fn blend = pick_blend_row();
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
    // One allocation per draw: the column table (12 bytes a column), then the row buffers (two
    // filtered rows when magnifying, one blended span when not), 64 bytes of slack each for the
    // kernels' wide loads and stores.
    const int columns = right - left;
    const int capacity = column_table_capacity(columns);
    const size_t table_bytes = (size_t)capacity * (sizeof(uint64_t) + sizeof(int32_t)) + 64;
    const size_t row_bytes = (size_t)(dy < one ? width : span) * 4 + 64;
    // A blended draw's samples go to a row of their own first (width pixels), then over the frame.
    const size_t sample_bytes = blends ? (size_t)width * 4 + 64 : 0;
    uint8_t *memory = malloc(table_bytes + row_bytes * 2 + sample_bytes);
    if (!memory) return -1;
    column_pass pass = {
        .table = { .weight = (uint64_t *)memory, .offset = (int32_t *)(memory + (size_t)capacity * sizeof(uint64_t)) },
        .filter_cols = pick_filter_cols(),
        .interpolate = interpolate,
        .unit_step = dx == one,
    };
    if (columns > 0) column_table_fill(&pass.table, columns, x0 + (int64_t)left * dx, dx);
    uint8_t *buffers = memory + table_bytes;
    uint8_t *samples = blends ? buffers + row_bytes * 2 : NULL;
    if (dy < one) {
        // Magnified vertically: each source row is filtered horizontally once into a cache of two,
        // and every destination row blends the two (several destination rows share a pair).
        const size_t bytes = (size_t)width * 4;
        uint8_t *slot[2] = { buffers, buffers + row_bytes };
        int held[2] = { -1, -1 };
        for (int j = 0; j < height; j++) {
            const int64_t y = y0 + (int64_t)j * dy;
            const int64_t yc = y < 0 ? 0 : (y > last_y ? last_y : y);
            const int yi = (int)(yc >> 16), fraction = (int)((yc >> 9) & 0x7f) << 1;
            const int top = yi, bottom = fraction ? yi + 1 : yi;
            int st = held[0] == top ? 0 : (held[1] == top ? 1 : -1);
            if (st < 0) {
                st = held[0] == bottom ? 1 : 0;
                filter_row(slot[st], src + (size_t)top * src_stride, src_width, width, left, right, &pass);
                held[st] = top;
            }
            int sb = held[st] == bottom ? st : (held[st ^ 1] == bottom ? st ^ 1 : -1);
            if (sb < 0) {
                sb = st ^ 1;
                filter_row(slot[sb], src + (size_t)bottom * src_stride, src_width, width, left, right, &pass);
                held[sb] = bottom;
            }
            const uint8_t *rows[2] = { slot[st], slot[sb] };
            uint8_t *out = dst + (size_t)j * dst_stride;
            if (!fraction) { emit_row(out, rows[0], width, opacity, blend); continue; }
            uint8_t *target = blends ? samples : out;
            interpolate(target, rows[0], rows[1] - rows[0], (int)bytes, fraction);
            if (blends) emit_row(out, samples, width, opacity, blend);
        }
        free(memory);
        return 0;
    }
    // One blended row.
    uint8_t *blended = buffers;
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
        uint8_t *out = dst + (size_t)j * dst_stride;
        filter_row(blends ? samples : out, row, src_width, width, left, right, &pass);
        if (blends) emit_row(out, samples, width, opacity, blend);
    }
    free(memory);
    return 0;
}

int cimage_halve_box(const uint8_t *src, int src_stride, int src_width, int src_height,
                     uint8_t *dst, int dst_stride) {
    if (!src || !dst || src_width < 2 || src_height < 2) return -1;
    return ARGBScale(src, src_stride, src_width, src_height, dst, dst_stride,
                     (src_width + 1) / 2, (src_height + 1) / 2, kFilterBox) == 0 ? 0 : -1;
}

/* A seeded generator for the self-check (deterministic). */
static uint32_t check_next(uint32_t *state) { *state = *state * 1664525u + 1013904223u; return *state >> 8; }

int cimage_scale_kernels_disagree(void) {
    enum { row_pixels = 600, most = 203 };
    uint8_t row[row_pixels * 4 + 64], expect[most * 4 + 32], got[most * 4 + 32], base[most * 4 + 32];
    int32_t offset[most + COLUMN_BLOCK];
    uint64_t weight[most + COLUMN_BLOCK];
    uint32_t state = 12345;
    for (size_t i = 0; i < sizeof row; i++) row[i] = (uint8_t)check_next(&state);
    int differing = 0;
    for (int count = 1; count <= most; count++) {
        // Columns stepping by 0.3–2.9 source pixels from a random start, as a draw's table holds them.
        const int64_t dx = 19661 + (int64_t)(check_next(&state) % 170394), x0 = (int64_t)(check_next(&state) % 65536);
        if (x0 + (count - 1) * dx >= (int64_t)(row_pixels - 1) * 65536) continue;
        column_table t = { .offset = offset, .weight = weight };
        column_table_fill(&t, count, x0, dx);
        filter_cols_c(expect, row, count, offset, weight);
        const int m = 1 + (int)(check_next(&state) % 254);
        for (int i = 0; i < count * 4; i++) base[i] = (uint8_t)check_next(&state);
#if CIMAGE_X86
        const struct { filter_cols_fn fn; int flag; } kernels[] = { { filter_cols_ssse3, kCpuHasSSSE3 }, { filter_cols_avx2, kCpuHasAVX2 } };
        for (size_t k = 0; k < sizeof kernels / sizeof kernels[0]; k++) {
            if (!TestCpuFlag(kernels[k].flag)) continue;
            memset(got, 0xA5, sizeof got);
            kernels[k].fn(got, row, count, offset, weight);
            for (int i = 0; i < count * 4; i++) differing += got[i] != expect[i];
            for (size_t i = (size_t)count * 4; i < sizeof got; i++) differing += got[i] != 0xA5;  // nothing past the end
        }
        if (TestCpuFlag(kCpuHasAVX2)) {
            uint8_t blended_c[most * 4 + 32], blended_simd[most * 4 + 32];
            memcpy(blended_c, base, sizeof base);
            memcpy(blended_simd, base, sizeof base);
            blend_row_c(blended_c, expect, count, m);
            blend_row_avx2(blended_simd, expect, count, m);
            differing += memcmp(blended_c, blended_simd, sizeof blended_c) != 0;
        }
#endif
    }
    return differing;
}
