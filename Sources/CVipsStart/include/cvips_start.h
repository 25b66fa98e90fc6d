#ifndef CVIPS_START_H
#define CVIPS_START_H

/// Starts libvips exactly once per process, whichever module or thread asks first, and returns
/// vips_init's result (0 on success) to every caller. Every caller waits until start-up has
/// finished: vips_init itself returns 0 at once to a second caller while the first is still
/// registering types, and a libvips call made then aborts (vips_class_build_hash_cb).
int scrollkit_vips_start(void);

#endif
