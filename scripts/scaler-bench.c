/* The direct scaler (Sources/CImageScale) against pixman (cairo drawing the same image the same
 * way), per draw, in CPU time of this thread, both measured in the same run (scripts/scaler-bench.sh
 * builds and runs it; docs/bench/README.md quotes it).
 *
 * Cases: a 256-px tile at 0.5, 0.75 and 1.0 (what a tiled layer's batch draws, a frame's grid of
 * them per round; at 0.75 also fading in, alpha 0.5 over the frame), a 4000x3000 photo at 0.36 into a 1920x1080 frame (a single large draw), and a
 * 1440x1080 backing store magnified 1.8x into the frame (a pinch). For each: median and p95 of the
 * time per draw over the rounds, the ratio pixman / scaler, and the largest channel difference
 * between the two outputs (the scaler must stay within 2 levels of pixman, opaque stays 255).
 *
 * Usage: scaler-bench [rounds]   (default 200)
 */
#define _GNU_SOURCE
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cimage_scale.h"

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* A photographic opaque image: smooth gradients per channel plus seeded noise (DirectScaleTests' photo). */
static cairo_surface_t *photo(int w, int h, uint32_t seed) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    uint8_t *d = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    uint32_t state = seed;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            state = state * 1664525u + 1013904223u;
            int noise = (int)(state >> 28) - 8;
            int r = 128 + (int)(100 * sin(x / 9.0 + y / 23.0)) + noise;
            int g = 255 * y / (h > 1 ? h - 1 : 1) + noise / 2;
            int b = 128 + (int)(90 * cos((x + 2 * y) / 14.0)) - noise;
            r = r < 0 ? 0 : r > 255 ? 255 : r; g = g < 0 ? 0 : g > 255 ? 255 : g; b = b < 0 ? 0 : b > 255 ? 255 : b;
            uint32_t p = 0xFF000000u | (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
            memcpy(d + (size_t)y * stride + x * 4, &p, 4);
        }
    cairo_surface_mark_dirty(s);
    return s;
}

/* The pixels whose centres lie inside [a, a + len): first and one past the last. */
static void centres(double a, double len, int *first, int *end) {
    *first = (int)ceil(a - 0.5);
    *end = (int)ceil(a + len - 0.5);
}

/* What CGContext.paint does for an unantialiased opaque draw (SOURCE, PAD, BILINEAR). */
static void draw_pixman(cairo_t *cr, cairo_surface_t *img, double x, double y, double w, double h, double alpha) {
    int iw = cairo_image_surface_get_width(img), ih = cairo_image_surface_get_height(img);
    cairo_save(cr);
    cairo_set_operator(cr, alpha < 1 ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_SOURCE);
    cairo_translate(cr, x, y);
    cairo_scale(cr, w / iw, h / ih);
    cairo_set_source_surface(cr, img, 0, 0);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    cairo_new_path(cr);
    cairo_rectangle(cr, 0, 0, iw, ih);
    cairo_clip(cr);
    if (alpha < 1) cairo_paint_with_alpha(cr, alpha); else cairo_paint(cr);
    cairo_restore(cr);
}

/* What DirectScale's ScaleJob does for the same draw, clipped to the frame. */
static void draw_scaler(cairo_surface_t *frame, cairo_surface_t *img, double x, double y, double w, double h, double alpha) {
    int iw = cairo_image_surface_get_width(img), ih = cairo_image_surface_get_height(img);
    int fw = cairo_image_surface_get_width(frame), fh = cairo_image_surface_get_height(frame);
    double sx = w / iw, sy = h / ih, one = 65536.0;
    int64_t dx = llround(one / sx), dy = llround(one / sy);
    int x0, x1, y0, y1;
    centres(x, w, &x0, &x1);
    centres(y, h, &y0, &y1);
    int64_t ax = llround(((x0 + 0.5 - x) / sx - 0.5) * one), ay = llround(((y0 + 0.5 - y) / sy - 0.5) * one);
    int bx0 = x0 < 0 ? 0 : x0, by0 = y0 < 0 ? 0 : y0, bx1 = x1 > fw ? fw : x1, by1 = y1 > fh ? fh : y1;
    if (bx1 <= bx0 || by1 <= by0) return;
    int stride = cairo_image_surface_get_stride(frame);
    uint8_t *dst = cairo_image_surface_get_data(frame) + (size_t)by0 * stride + bx0 * 4;
    cimage_scale_bilinear(cairo_image_surface_get_data(img), cairo_image_surface_get_stride(img), iw, ih, dst, stride,
                          bx1 - bx0, by1 - by0, ax + (bx0 - x0) * dx, dx, ay + (by0 - y0) * dy, dy, (int)(lround(alpha * 65535) >> 8));
}

typedef struct { double x, y, w, h; } rect;

/* The largest channel difference between two frames, and whether the scaler kept alpha 255. */
static int max_diff(cairo_surface_t *a, cairo_surface_t *b, int *alpha_ok) {
    int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a), stride = cairo_image_surface_get_stride(a);
    const uint8_t *p = cairo_image_surface_get_data(a), *q = cairo_image_surface_get_data(b);
    int worst = 0;
    *alpha_ok = 1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w * 4; x++) {
            int d = abs(p[(size_t)y * stride + x] - q[(size_t)y * stride + x]);
            if (d > worst) worst = d;
            if ((x & 3) == 3 && q[(size_t)y * stride + x] != 0 && q[(size_t)y * stride + x] != 255) *alpha_ok = 0;
        }
    return worst;
}

/* An opaque picture under the draws (what a fading tile blends over): a gradient. */
static void background(cairo_surface_t *frame) {
    cairo_t *cr = cairo_create(frame);
    cairo_pattern_t *g = cairo_pattern_create_linear(0, 0, 1920, 1080);
    cairo_pattern_add_color_stop_rgb(g, 0, 0.9, 0.2, 0.1);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.1, 0.3, 0.95);
    cairo_set_source(cr, g);
    cairo_paint(cr);
    cairo_pattern_destroy(g);
    cairo_destroy(cr);
    cairo_surface_flush(frame);
}

/* One round of the draws on a fresh background with each engine: the largest channel difference
 * between the two frames, then `rounds` timed rounds, alternating, and the per-draw medians and p95. */
static void run(const char *name, cairo_surface_t **imgs, int nimgs, const rect *rects, int n, int rounds, double alpha) {
    cairo_surface_t *fp = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
    cairo_surface_t *fs = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
    background(fp);
    background(fs);
    cairo_t *cr = cairo_create(fp);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    for (int i = 0; i < n; i++) draw_pixman(cr, imgs[i % nimgs], rects[i].x, rects[i].y, rects[i].w, rects[i].h, alpha);
    cairo_surface_flush(fp);
    for (int i = 0; i < n; i++) draw_scaler(fs, imgs[i % nimgs], rects[i].x, rects[i].y, rects[i].w, rects[i].h, alpha);
    int alpha_ok;
    int diff = max_diff(fp, fs, &alpha_ok);
    double *tp = malloc(sizeof(double) * rounds), *ts = malloc(sizeof(double) * rounds);
    for (int r = -3; r < rounds; r++) {  // three warm-up rounds
        double t0 = now_ms();
        for (int i = 0; i < n; i++) draw_pixman(cr, imgs[i % nimgs], rects[i].x, rects[i].y, rects[i].w, rects[i].h, alpha);
        cairo_surface_flush(fp);
        double t1 = now_ms();
        for (int i = 0; i < n; i++) draw_scaler(fs, imgs[i % nimgs], rects[i].x, rects[i].y, rects[i].w, rects[i].h, alpha);
        double t2 = now_ms();
        if (r >= 0) { tp[r] = (t1 - t0) / n; ts[r] = (t2 - t1) / n; }
    }
    qsort(tp, rounds, sizeof(double), cmp_double);
    qsort(ts, rounds, sizeof(double), cmp_double);
    int p95 = (int)(rounds * 0.95);
    printf("%-26s pixman %.4f ms (p95 %.4f)  scaler %.4f ms (p95 %.4f)  pixman/scaler %.2fx  max diff %d, alpha %s\n",
           name, tp[rounds / 2], tp[p95], ts[rounds / 2], ts[p95], tp[rounds / 2] / ts[rounds / 2], diff,
           alpha_ok ? "255" : "NOT 255");
    free(tp); free(ts);
    cairo_destroy(cr);
    cairo_surface_destroy(fp); cairo_surface_destroy(fs);
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    if (rounds < 1) rounds = 1;
    cairo_surface_t *tiles[8];
    for (int i = 0; i < 8; i++) tiles[i] = photo(256, 256, 20 + i);
    const double scales[] = { 0.5, 0.75, 1.0 };
    for (int k = 0; k < 3; k++) {
        // A frame's grid of tiles at this scale, at a fractional offset (as a zoomed tiled layer draws them).
        double side = 256 * scales[k] + 0.013;
        rect grid[200];
        int n = 0;
        for (double y = -17.3; y < 1080 && n < 200; y += side)
            for (double x = -9.6; x < 1920 && n < 200; x += side) grid[n++] = (rect){ x, y, side, side };
        char name[64];
        snprintf(name, sizeof name, "tile 256 at %.2f (%d/frame)", scales[k], n);
        run(name, tiles, 8, grid, n, rounds, 1);
        if (k == 1) {
            snprintf(name, sizeof name, "fading tile at 0.75, alpha 0.5");
            run(name, tiles, 8, grid, n, rounds, 0.5);
        }
    }
    cairo_surface_t *big = photo(4000, 3000, 3);
    rect r = { 0.4, 0.3, 4000 * 0.36, 3000 * 0.36 };
    run("photo 4000x3000 at 0.36", &big, 1, &r, 1, rounds / 10 > 5 ? rounds / 10 : 5, 1);
    cairo_surface_t *store = photo(1440, 1080, 9);
    rect m = { -310.5, -430.25, 1440 * 1.8, 1080 * 1.8 };
    run("backing 1440x1080 at 1.8", &store, 1, &m, 1, rounds / 10 > 5 ? rounds / 10 : 5, 1);
    return 0;
}
