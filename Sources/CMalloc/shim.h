/* CMalloc: glibc's malloc.h for Swift.
 *
 * Swift's Glibc module leaves malloc.h out, so glibc extensions such as malloc_trim (give freed
 * heap pages back to the kernel; the benchmarks trim before measuring resident memory) are not
 * visible from Swift. Including the header here lets Swift call them directly, type-checked,
 * instead of looking them up by name at run time.
 */
#include <malloc.h>
