#include <vips/vips.h>
