/* The Clang side of `import os.log` (module.modulemap); declarations live in the Swift overlay, Sources/os. */
