// The TilePyramid module: multi-resolution tile sets built and read with libvips.
