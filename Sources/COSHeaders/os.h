/* The Clang side of `import os` (module.modulemap); declarations live in the Swift overlay, Sources/os. */
