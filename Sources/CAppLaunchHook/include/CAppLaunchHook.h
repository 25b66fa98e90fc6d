#ifndef SCROLLKIT_APP_LAUNCH_HOOK_H
#define SCROLLKIT_APP_LAUNCH_HOOK_H

// How `@main` in UIKit reaches a host without UIKit importing one (docs/ARCHITECTURE.md, "The entry
// point"). The AppLaunch target defines `scrollkit_launch_application` (Swift, @_cdecl); UIKit only
// declares it, weakly, so UIKit links without AppLaunch and asks at run time whether it is there.
// `delegate` is a retained reference to the app delegate; the return value is the exit status.
extern int scrollkit_launch_application(void *delegate) __attribute__((weak));

// Whether AppLaunch was linked into the program (the weak symbol resolved).
static inline int scrollkit_app_launcher_linked(void) { return scrollkit_launch_application != 0; }

// Hands the app delegate to AppLaunch; call only when `scrollkit_app_launcher_linked()`.
static inline int scrollkit_call_app_launcher(void *delegate) { return scrollkit_launch_application(delegate); }

#endif
