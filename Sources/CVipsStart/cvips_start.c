#include <pthread.h>
#include "cvips_start.h"

/* Declared here rather than through <vips/vips.h> so this target needs no pkg-config flags;
   the symbol is linked through the Cvips system library that every user depends on. */
extern int vips_init(const char *argv0);

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int result = -1;

static void start(void) { result = vips_init("scrollkit"); }

int scrollkit_vips_start(void) {
    pthread_once(&once, start);
    return result;
}
