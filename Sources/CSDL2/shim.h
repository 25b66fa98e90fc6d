#define SDL_MAIN_HANDLED 1
#include <SDL.h>
/* Function-like macros Swift cannot import (docs/ARCHITECTURE.md#native-libraries). */
static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
