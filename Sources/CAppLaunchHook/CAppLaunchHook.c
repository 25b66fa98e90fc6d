// The hook is declared in include/CAppLaunchHook.h; SwiftPM needs one source file per C target.
#include "CAppLaunchHook.h"
