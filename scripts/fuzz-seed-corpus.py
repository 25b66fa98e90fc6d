#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpus (Fuzz/Corpus/<target>/), small on purpose: the committed files
are what `make fuzz-ci` starts from. Includes the four inputs of the fuzzing report (issue 30), each as
a tiny file: PNGs whose IHDR claims 23000×23000 and 16384×16384 pixels (the body is a few zero bytes;
the tests build complete ones), a session window 1e19 wide and one of 40000×40000 points, and bytes
of formats no libvips loader may see (SVG, BMP, PDF). Run it again after changing it; it is idempotent."""
import os, struct, zlib, subprocess, tempfile, shutil

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fuzz", "Corpus")

def write(target, name, data):
    d = os.path.join(ROOT, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def png(width, height, colour_type=0, rows=None):
    """A PNG with this header; its IDAT holds `rows` rows of zeros (all rows when None)."""
    channels = {0: 1, 2: 3, 6: 4}[colour_type]
    n = height if rows is None else rows
    raw = b"".join(b"\0" + b"\0" * (width * channels) for _ in range(n))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

# --- image decoding ---
write("FuzzImageDecoding", "finding3-png-23000x23000-lying-header.png", png(23000, 23000, rows=0))
write("FuzzImageDecoding", "finding3-png-16384x16384-lying-header.png", png(16384, 16384, rows=0))
write("FuzzImageDecoding", "png-4x4-grey.png", png(4, 4))
write("FuzzImageDecoding", "png-3x2-rgba.png", png(3, 2, 6))
write("FuzzImageDecoding", "finding4-svg.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
write("FuzzImageDecoding", "finding4-bmp-1x1.bmp", b"BM" + struct.pack("<IIIIiiHHIIiiII", 58, 0, 54, 40, 1, 1, 1, 24, 0, 4, 2835, 2835, 0, 0) + b"\0\0\xff\0")
write("FuzzImageDecoding", "finding4-pdf.pdf", b"%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 8 8]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
# JPEG, WebP, GIF and TIFF seeds: 8×8, made by the vips command (libvips-tools, scripts/bootstrap.sh).
tmp = tempfile.mkdtemp()
try:
    for ext in ["jpg", "webp", "gif", "tif"]:
        out = os.path.join(tmp, "seed." + ext)
        if subprocess.run(["vips", "zone", out, "8", "8"], capture_output=True).returncode == 0:
            write("FuzzImageDecoding", "vips-zone-8x8." + ext, open(out, "rb").read())
finally:
    shutil.rmtree(tmp)

# --- Deep Zoom / IIIF / manifest descriptions ---
write("FuzzDescriptors", "dzi.dzi", '<?xml version="1.0" encoding="UTF-8"?><Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="png" Overlap="1" TileSize="254"><Size Height="400" Width="600"/></Image>')
write("FuzzDescriptors", "iiif2.json", '{"@context": "http://iiif.io/api/image/2/context.json", "@id": "https://example.com/iiif/ii", "tiles": [{"scaleFactors": [1, 2], "width": 256}], "width": 600, "height": 400}')
write("FuzzDescriptors", "iiif3.json", '{"@context": "http://iiif.io/api/image/3/context.json", "id": "https://example.com/iiif/ii", "type": "ImageService3", "tiles": [{"scaleFactors": [1, 2, 4], "width": 512, "height": 512}], "width": 2000, "height": 1000}')
write("FuzzDescriptors", "dzi-huge.dzi", '<Image Format="jpg" Overlap="0" TileSize="256"><Size Height="2147483647" Width="2147483647"/></Image>')

# --- session files ---
header = '{"app":"Gallery","format":"scrollkit-session","height":%s,"safeArea":{"bottom":0,"left":0,"right":0,"top":0},"scale":%s,"version":1,"width":%s}\n'
frame = '{"kind":"frame","presented":true,"t":0.016666666666666666}\n'
write("FuzzSessionFiles", "finding1-width-1e19.jsonl", header % ("480", "1", "1e19") + frame)
write("FuzzSessionFiles", "finding2-window-40000x40000.jsonl", header % ("40000", "1", "40000") + frame)
fixture = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "HeadlessHostTests", "Fixtures", "sdl-xvfb-flick.jsonl")
write("FuzzSessionFiles", "sdl-xvfb-flick.jsonl", open(fixture).read())

# --- visual format strings (first byte: options) ---
for i, fmt in enumerate(["H:|-[a]-[b(==a)]-|", "V:|-m-[a(>=big)]-(<=m@250)-[c]|", "[a]-[b]-[c]", "H:|[a(b)][b(c)][c(==10@999)]|",
                         "V:[a(==-1e308)]", "H:|-(-1)-[a(<=0,>=big@1000)]"]):
    write("FuzzVisualFormat", "format-%d.txt" % i, bytes([i * 37 % 256]) + fmt.encode())

# --- geometry strings ---
for i, s in enumerate(["{{1, 2}, {3, 4}}", "{1e308, -1e308}", "{nan, inf}", "[1, 0, 0, 1, 5, 6]", "{1, 2, 3, 4}", "{{-1e400, 0}, {1e19, 1e19}}"]):
    write("FuzzGeometryStrings", "geometry-%d.txt" % i, s)
# Found by FuzzGeometryStrings: a 1e308-wide rect under a transform of 1e308 parts overflowed the frame.
write("FuzzGeometryStrings", "fuzz-found-overflowing-frame.txt", "{1 , 3,1e308, -1e308}}}")
