/* ATK and its AT-SPI2 bridge (libatk-bridge2.0), for Sources/CATKBridge, the accessibility shim the SDL
   host uses (docs/ARCHITECTURE.md#accessibility-over-at-spi2). Nothing in Swift imports this module. */
#include <atk/atk.h>
#include <atk-bridge.h>
