import Foundation

/// Complete, valid PNG files of any size whose pixels are all zero, built without a compressor:
/// the IDAT stream is one fixed-Huffman deflate block (RFC 1951 §3.2.6) of a literal 0 followed by
/// back-references of 258 bytes at distance 1, 13 bits per 258 pixels. That is how the issue's
/// small files describe huge images (a 23000×23000 grey PNG in a few MB): a decoder that trusts
/// the header decodes every row of them.
enum ZeroPNG {
    /// An 8-bit greyscale `width × height` PNG, every pixel 0 (every row filter byte 0 too).
    static func grey(width: Int, height: Int) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data()
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr.append(contentsOf: [8, 0, 0, 0, 0])   // 8 bits, greyscale, deflate, adaptive filters, no interlace
        png.appendChunk("IHDR", ihdr)
        png.appendChunk("IDAT", zlibOfZeros(count: height * (width + 1)))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A PNG that only starts like `grey(width:height:)`: signature and IHDR, nothing after.
    static func headerOnly(width: Int, height: Int) -> Data { grey(width: 1, height: 1).prefix(8) + ihdrChunk(width, height) }

    private static func ihdrChunk(_ width: Int, _ height: Int) -> Data {
        var ihdr = Data()
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr.append(contentsOf: [8, 0, 0, 0, 0])
        var chunk = Data()
        chunk.appendChunk("IHDR", ihdr)
        return chunk
    }

    /// A zlib stream (RFC 1950) holding `count` zero bytes.
    static func zlibOfZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)        // BFINAL
        bits.write(1, count: 2)        // BTYPE 01: fixed Huffman
        bits.writeHuffman(0x30, length: 8)          // literal 0 (literals 0…143: 0x30 + value, 8 bits)
        var left = count - 1
        while left >= 258 {
            bits.writeHuffman(0xC5, length: 8)      // length code 285 = 258 (codes 280…287: 0xC0 + n, 8 bits)
            bits.writeHuffman(0, length: 5)         // distance code 0 = 1
            left -= 258
        }
        for _ in 0..<left { bits.writeHuffman(0x30, length: 8) }
        bits.writeHuffman(0, length: 7)             // end of block (256: 7 zero bits)
        var out = Data([0x78, 0x01])
        out.append(bits.finish())
        // Adler-32 of zeros: a stays 1, b adds 1 per byte.
        out.appendBigEndian(UInt32(count % 65521) << 16 | 1)
        return out
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        var current: UInt32 = 0
        var used = 0
        /// Plain values go least-significant bit first.
        mutating func write(_ value: UInt32, count: Int) {
            for i in 0..<count { push((value >> UInt32(i)) & 1) }
        }
        /// Huffman codes go most-significant bit first.
        mutating func writeHuffman(_ code: UInt32, length: Int) {
            for i in stride(from: length - 1, through: 0, by: -1) { push((code >> UInt32(i)) & 1) }
        }
        private mutating func push(_ bit: UInt32) {
            current |= bit << UInt32(used)
            used += 1
            if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
        }
        mutating func finish() -> Data {
            if used > 0 { bytes.append(UInt8(current)) }
            return Data(bytes)
        }
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, PNG specification Annex D).
    static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
    static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        appendBigEndian(ZeroPNG.crc32(typed))
    }
}
