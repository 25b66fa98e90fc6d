#include <pthread.h>
#include "cvips_start.h"

/* Declared here rather than through <vips/vips.h> so this target needs no pkg-config flags;
   the symbol is linked through the Cvips system library that every user depends on. */
extern int vips_init(const char *argv0);
extern void vips_block_untrusted_set(int state);   /* libvips >= 8.13; gboolean is an int */

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int result = -1;

/* Untrusted loaders (libvips flags ImageMagick, PDF, JPEG 2000, JPEG XL, Radiance, MAT, FITS…
 * as not hardened against hostile input) are blocked for the whole process before any load:
 * ScrollKit opens bytes from servers and apps. The buffer loaders are narrowed further by
 * Cvips' allow-list (cvips_load_buffer). */
static void start(void) {
    result = vips_init("scrollkit");
    if (result == 0) vips_block_untrusted_set(1);
}

int scrollkit_vips_start(void) {
    pthread_once(&once, start);
    return result;
}
