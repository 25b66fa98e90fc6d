import Foundation

/// The pixel size of an encoded tile read from its header bytes, without opening it with libvips.
///
/// Why: checking a local tile's size by opening it with libvips (`cvips_load_buffer`) cost a
/// seventh of a PNG tile's drawing time (PyramidReader measured it), and more of a JPEG tile's,
/// which decodes several times faster. The tile is decoded fully when it is drawn, and a damaged
/// body fails there.
enum EncodedImageHeader {
    /// What the header says.
    enum Outcome: Equatable {
        /// A PNG or JPEG of this size.
        case size(PixelSize)
        /// A PNG or JPEG whose header is damaged or incomplete: the reason.
        case malformed(String)
        /// Neither PNG nor JPEG (WebP, TIFF, …): the caller asks libvips.
        case otherFormat
    }

    static func read(_ data: Data) -> Outcome {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            do { return .size(try PyramidReader.pngHeaderSize(data, path: "")) } catch let error as PyramidError {
                if case let .tileCorrupt(_, reason) = error { return .malformed(reason) }
                return .malformed(error.description)
            } catch {
                return .malformed("\(error)")
            }
        }
        if data.starts(with: [0xFF, 0xD8]) { return jpegSize(data) }
        return .otherFormat
    }

    /// Width and height from a JPEG's frame header (ITU-T T.81 §B.1.1, §B.2.2): after SOI, marker
    /// segments `FF xx` each with a big-endian length that counts itself, until a start-of-frame
    /// marker (SOF0…SOF15 but DHT C4, JPG C8 and DAC CC) whose data is precision (1 byte), height,
    /// width (2 bytes each). Standalone markers (TEM, RST0…7) have no length; fill bytes FF may
    /// precede a marker. A height of 0 (defined later by a DNL marker) is refused, as tiles have one.
    static func jpegSize(_ data: Data) -> Outcome {
        data.withUnsafeBytes { raw -> Outcome in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 2
            while i < bytes.count {
                guard bytes[i] == 0xFF else { return .malformed("no JPEG marker at byte \(i)") }
                while i < bytes.count && bytes[i] == 0xFF { i += 1 }   // fill bytes
                guard i < bytes.count else { break }
                let marker = bytes[i]
                i += 1
                if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
                if marker == 0xD9 || marker == 0xDA { return .malformed("the JPEG has no frame header before its scan") }
                guard i + 1 < bytes.count else { break }
                let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
                guard length >= 2 else { return .malformed("a JPEG marker segment of length \(length)") }
                let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
                if isFrame {
                    guard length >= 8, i + 6 < bytes.count else { break }
                    let height = Int(bytes[i + 3]) << 8 | Int(bytes[i + 4])
                    let width = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
                    guard width > 0, height > 0 else { return .malformed("the JPEG frame header gives \(width)×\(height) pixels") }
                    return .size(PixelSize(width: width, height: height))
                }
                i += length
            }
            return .malformed("the JPEG ends before its frame header")
        }
    }
}
