/* Cvips: libvips for Swift.
 *
 * Swift cannot call C-variadic functions (all of libvips' option-list API) or function-like macros,
 * so each call the TilePyramid module needs is wrapped here in a static inline function with a fixed
 * argument list (docs/ARCHITECTURE.md#native-libraries). Wrappers return NULL or -1 on failure,
 * with the reason in vips_error_buffer(), like the functions they wrap.
 */
#include <vips/vips.h>

/* ---- process set-up ---- */

static inline void cvips_ignore_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void) domain; (void) level; (void) message; (void) data;
}
/* libvips prints warnings such as "error in tile 0 x 24" to stderr on its own; every failure that
 * matters also comes back as an error with the same reason, so the warnings are dropped. */
static inline void cvips_silence_warnings(void) {
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, cvips_ignore_log, NULL);
}

/* ---- lifetime ---- */

static inline void cvips_unref(VipsImage *image) { g_object_unref(image); }
static inline void cvips_free(void *memory) { g_free(memory); }

/* ---- loading ---- */

/* fail_on=error turns truncated or damaged files into errors instead of grey pixels and a warning. */
static inline VipsImage *cvips_load(const char *path, int sequential) {
    return vips_image_new_from_file(path,
        "access", sequential ? VIPS_ACCESS_SEQUENTIAL : VIPS_ACCESS_RANDOM,
        "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}
/* The only libvips loaders bytes from memory may reach: the formats ScrollKit documents (PNG, JPEG,
 * WebP, TIFF, GIF; docs/PORTING.md, "Bad input"). Bytes come from servers (tiles over HTTP) and from
 * apps (UIImage(data:)), so the rest of libvips' loaders (ImageMagick, PDF, SVG, JPEG 2000, JPEG XL,
 * HEIF, Radiance…) would be attack surface for nothing; libvips' own "untrusted" flag
 * (vips_block_untrusted_set, set at start-up by CVipsStart) does not cover SVG or HEIF, so this list
 * is checked first. Class names as libvips 8.14 registers them (`vips -l foreign`). */
static const char *const cvips_allowed_buffer_loaders[] = {
    "VipsForeignLoadPngBuffer", "VipsForeignLoadJpegBuffer", "VipsForeignLoadWebpBuffer",
    "VipsForeignLoadTiffBuffer", "VipsForeignLoadNsgifBuffer", NULL
};
/* 1 when libvips would open `data` with one of the allowed loaders; otherwise 0, with the reason in
 * libvips' error buffer. */
static inline int cvips_buffer_format_allowed(const void *data, size_t size) {
    const char *loader = vips_foreign_find_load_buffer(data, size);
    if (!loader) return 0;
    for (int i = 0; cvips_allowed_buffer_loaders[i]; i++) {
        if (g_str_equal(loader, cvips_allowed_buffer_loaders[i])) return 1;
    }
    vips_error("scrollkit", "%s is not a format ScrollKit decodes from memory (PNG, JPEG, WebP, TIFF, GIF)", loader);
    return 0;
}
static inline VipsImage *cvips_load_buffer(const void *data, size_t size) {
    if (!cvips_buffer_format_allowed(data, size)) return NULL;
    return vips_image_new_from_buffer(data, size, "", "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}

/* An image over packed 8-bit pixels that takes ownership of `data` (g_malloc'd): the memory is
 * g_free'd when the image is finalised, so every pipeline derived from it can outlive the caller. */
static inline VipsImage *cvips_image_from_owned_memory(void *data, size_t size, int width, int height, int bands) {
    VipsImage *image = vips_image_new_from_memory(data, size, width, height, bands, VIPS_FORMAT_UCHAR);
    if (!image) { g_free(data); return NULL; }
    g_object_set_data_full(G_OBJECT(image), "cvips-pixels", data, g_free);
    return image;
}

/* ---- normalising an input ---- */

static inline VipsImage *cvips_autorot(VipsImage *in) {
    VipsImage *out = NULL; return vips_autorot(in, &out, NULL) ? NULL : out;
}
static inline VipsImage *cvips_colourspace(VipsImage *in, VipsInterpretation space) {
    VipsImage *out = NULL; return vips_colourspace(in, &out, space, NULL) ? NULL : out;
}
static inline VipsImage *cvips_addalpha(VipsImage *in) {
    VipsImage *out = NULL; return vips_addalpha(in, &out, NULL) ? NULL : out;
}
static inline VipsImage *cvips_cast(VipsImage *in, VipsBandFormat format) {
    VipsImage *out = NULL; return vips_cast(in, &out, format, NULL) ? NULL : out;
}
static inline VipsImage *cvips_copy_interpretation(VipsImage *in, VipsInterpretation space) {
    VipsImage *out = NULL;
    return vips_copy(in, &out, "interpretation", space, NULL) ? NULL : out;
}

/* ---- geometry and resampling ---- */

static inline VipsImage *cvips_extract_area(VipsImage *in, int left, int top, int width, int height) {
    VipsImage *out = NULL; return vips_extract_area(in, &out, left, top, width, height, NULL) ? NULL : out;
}
/* Halves an 8-bit image with a 2×2 box filter, rounding each output once.
 * vips_shrink on uchar rounds after the horizontal and again after the vertical pass, which
 * measured up to +1 off the true mean per level (e.g. 3,3,3,4 → 4); in float it is exact. "ceil"
 * keeps a last odd row or column, averaged with a copy of itself (PyramidLayout's round-up rule). */
static inline VipsImage *cvips_halve(VipsImage *in) {
    VipsImage *t[4] = { NULL, NULL, NULL, NULL };
    VipsImage *out = NULL;
    if (!vips_cast(in, &t[0], VIPS_FORMAT_FLOAT, NULL) &&
        !vips_shrink(t[0], &t[1], 2.0, 2.0, "ceil", TRUE, NULL) &&
        !vips_linear1(t[1], &t[2], 1.0, 0.5, NULL) &&      /* + 0.5, then the cast truncates: rounds */
        !vips_cast(t[2], &t[3], VIPS_FORMAT_UCHAR, NULL)) {
        out = t[3]; t[3] = NULL;
    }
    for (int i = 0; i < 4; i++) if (t[i]) g_object_unref(t[i]);
    return out;
}

/* ---- saving ---- */

static inline int cvips_pngsave(VipsImage *in, const char *path, int compression) {
    return vips_pngsave(in, path, "compression", compression, "strip", TRUE, NULL);
}
static inline int cvips_jpegsave(VipsImage *in, const char *path, int quality) {
    return vips_jpegsave(in, path, "Q", quality, NULL);
}
/* JPEG bytes in memory (`*buffer` is g_malloc'd: free it with cvips_free). Q is 1…100. */
static inline int cvips_jpegsave_buffer(VipsImage *in, void **buffer, size_t *length, int quality) {
    return vips_jpegsave_buffer(in, buffer, length, "Q", quality, NULL);
}
static inline int cvips_dzsave(VipsImage *in, const char *base, int tile, int overlap, const char *suffix) {
    return vips_dzsave(in, base, "tile_size", tile, "overlap", overlap, "suffix", suffix, NULL);
}

/* ---- procedural images (the embedded default) ---- */

static inline VipsImage *cvips_xyz(int width, int height) {
    VipsImage *out = NULL; return vips_xyz(&out, width, height, NULL) ? NULL : out;
}
static inline VipsImage *cvips_zone(int width, int height) {
    VipsImage *out = NULL; return vips_zone(&out, width, height, NULL) ? NULL : out;
}
static inline VipsImage *cvips_gaussnoise(int width, int height, double mean, double sigma, int seed) {
    VipsImage *out = NULL;
    return vips_gaussnoise(&out, width, height, "mean", mean, "sigma", sigma, "seed", seed, NULL) ? NULL : out;
}
static inline VipsImage *cvips_extract_band(VipsImage *in, int band) {
    VipsImage *out = NULL; return vips_extract_band(in, &out, band, NULL) ? NULL : out;
}
static inline VipsImage *cvips_linear1(VipsImage *in, double a, double b) {
    VipsImage *out = NULL; return vips_linear1(in, &out, a, b, NULL) ? NULL : out;
}
static inline VipsImage *cvips_remainder_const1(VipsImage *in, double c) {
    VipsImage *out = NULL; return vips_remainder_const1(in, &out, c, NULL) ? NULL : out;
}
static inline VipsImage *cvips_less_const1(VipsImage *in, double c) {
    VipsImage *out = NULL; return vips_relational_const1(in, &out, VIPS_OPERATION_RELATIONAL_LESS, c, NULL) ? NULL : out;
}
static inline VipsImage *cvips_more_const1(VipsImage *in, double c) {
    VipsImage *out = NULL; return vips_relational_const1(in, &out, VIPS_OPERATION_RELATIONAL_MORE, c, NULL) ? NULL : out;
}
static inline VipsImage *cvips_or(VipsImage *left, VipsImage *right) {
    VipsImage *out = NULL; return vips_orimage(left, right, &out, NULL) ? NULL : out;
}
static inline VipsImage *cvips_bandjoin3(VipsImage *a, VipsImage *b, VipsImage *c) {
    VipsImage *out = NULL; VipsImage *in[3] = { a, b, c };
    return vips_bandjoin(in, &out, 3, NULL) ? NULL : out;
}
/* Where cond is non-zero take the constant colour, else the image (a one-colour overlay). */
static inline VipsImage *cvips_paint(VipsImage *cond, double r, double g, double b, VipsImage *otherwise) {
    VipsImage *out = NULL;
    double colour[3] = { r, g, b };
    VipsImage *solid = NULL;
    if (vips_black(&solid, otherwise->Xsize, otherwise->Ysize, "bands", 3, NULL)) return NULL;
    VipsImage *painted = NULL;
    double zeros[3] = { 1, 1, 1 };
    if (vips_linear(solid, &painted, zeros, colour, 3, NULL)) { g_object_unref(solid); return NULL; }
    g_object_unref(solid);
    int failed = vips_ifthenelse(cond, painted, otherwise, &out, NULL);
    g_object_unref(painted);
    return failed ? NULL : out;
}
static inline VipsImage *cvips_text(const char *text, const char *font, int dpi) {
    VipsImage *out = NULL; return vips_text(&out, text, "font", font, "dpi", dpi, NULL) ? NULL : out;
}
/* Places `in` at (x, y) in a width × height canvas filled with `value` in every band. */
static inline VipsImage *cvips_embed(VipsImage *in, int x, int y, int width, int height, double value) {
    VipsImage *out = NULL;
    VipsArrayDouble *background = vips_array_double_newv(1, value);
    int failed = vips_embed(in, &out, x, y, width, height,
        "extend", VIPS_EXTEND_BACKGROUND, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    return failed ? NULL : out;
}
/* Lays `count` equally sized images out in rows of `across`. */
static inline VipsImage *cvips_arrayjoin(VipsImage **images, int count, int across) {
    VipsImage *out = NULL; return vips_arrayjoin(images, &out, count, "across", across, NULL) ? NULL : out;
}
