/// Colours for `FractalTerrain` heights: water, beach, grass, forest, rock and snow.
///
/// Heights wander without bound as the zoom deepens (each level adds ±`FractalTerrain.amplitude`),
/// so the palette is periodic: a height is folded into an elevation in 0...1 by a triangle wave of
/// period 2 (0 → 1 → 0), which keeps colours continuous where a sawtooth would cut snow next to
/// deep water. One band (0 to 1) spans about three levels' displacements, so a tile shows coasts,
/// lakes and peaks of every size down to its pixels.
public enum TerrainPalette {
    /// Colour stops: elevation and 8-bit sRGB (ScrollKit's choice of a map's colours). The beach is
    /// a narrow band, so coasts are crisp lines; rock fades into snow, so the peaks, where the wave
    /// folds back, do not turn into stripes.
    static let stops: [(elevation: Double, rgb: (Double, Double, Double))] = [
        (0.00, (14, 36, 92)),      // deep water
        (0.44, (70, 140, 200)),    // shallow water
        (0.445, (230, 216, 160)),  // beach
        (0.47, (214, 200, 140)),
        (0.475, (128, 180, 88)),   // grass
        (0.68, (36, 100, 52)),     // forest
        (0.80, (116, 100, 86)),    // rock
        (0.92, (176, 168, 160)),
        (1.00, (246, 247, 250)),   // snow, only on the highest peaks (where the wave folds back)
    ]

    /// The colours of 1024 elevations from 0 to 1, looked up by `rgb` (tiles colour every pixel).
    static let table: [(red: UInt8, green: UInt8, blue: UInt8)] = (0..<tableSize).map { interpolated(Double($0) / Double(tableSize - 1)) }
    static let tableSize = 1024

    /// The elevation of height 0: just below the beach, so the world's top level is half land, half
    /// sea (its corners' heights are within ±`FractalTerrain.amplitude` of 0).
    public static let seaLevel = 0.44

    /// The elevation, 0...1, of a height: the triangle wave of period 2 through `seaLevel` at 0.
    /// Non-finite heights are 0.
    public static func elevation(_ height: Double) -> Double {
        guard height.isFinite else { return 0 }
        let shifted = height + seaLevel
        let t = shifted - 2 * (shifted / 2).rounded(.down)   // [0, 2)
        return t <= 1 ? t : 2 - t
    }

    /// The 8-bit sRGB colour of a height: the stops' colour at the nearest of 1024 elevations.
    public static func rgb(_ height: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        table[Int((elevation(height) * Double(tableSize - 1)).rounded())]
    }

    /// The colour at an elevation, interpolated linearly between the stops.
    static func interpolated(_ e: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        var lower = stops[0]
        for upper in stops.dropFirst() {
            if e <= upper.elevation {
                let f = upper.elevation > lower.elevation ? (e - lower.elevation) / (upper.elevation - lower.elevation) : 0
                func channel(_ a: Double, _ b: Double) -> UInt8 { UInt8((a + (b - a) * f).rounded()) }
                return (channel(lower.rgb.0, upper.rgb.0), channel(lower.rgb.1, upper.rgb.1), channel(lower.rgb.2, upper.rgb.2))
            }
            lower = upper
        }
        let last = stops[stops.count - 1].rgb
        return (UInt8(last.0), UInt8(last.1), UInt8(last.2))
    }
}
