import Foundation

/// Which drawing-performance aids the debug overlay shows: the seeds' chapter on drawing speed, as
/// iOS offers them in the Simulator's Debug menu and Instruments' Core Animation tool (not as API;
/// docs/PORTING.md). Hosts turn them on: the SDL host with a key, the headless apps with a flag.
public struct DebugOverlayOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Makes a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A graph of the work each frame took, against the 8.33 ms (120 Hz) and 16.7 ms (60 Hz) lines.
    public static let frameTimeGraph = DebugOverlayOptions(rawValue: 1 << 0)
    /// Layers composited with blending tinted red, opaque ones green ("Color Blended Layers").
    public static let colorBlendedLayers = DebugOverlayOptions(rawValue: 1 << 1)
    /// Layers whose frame does not fall on whole device pixels tinted magenta ("Color Misaligned Images").
    public static let colorMisalignedImages = DebugOverlayOptions(rawValue: 1 << 2)
    /// The frame's damage rectangles (what was composited again) flashed yellow ("Flash Updated Regions").
    public static let flashUpdatedRegions = DebugOverlayOptions(rawValue: 1 << 3)
    /// Every aid at once.
    public static let all: DebugOverlayOptions = [.frameTimeGraph, .colorBlendedLayers, .colorMisalignedImages, .flashUpdatedRegions]

    /// The command-line names, in the order the SDL host's key cycles through them.
    public static let names: [(name: String, option: DebugOverlayOptions)] = [
        ("graph", .frameTimeGraph), ("blended", .colorBlendedLayers),
        ("misaligned", .colorMisalignedImages), ("flash", .flashUpdatedRegions),
    ]

    /// Parses a comma-separated list of `names` (or `all`, or `none`); nil for an unknown name.
    /// Example: "graph,blended".
    public init?(list: String) {
        var options: DebugOverlayOptions = []
        for part in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !part.isEmpty {
            if part == "all" { options.formUnion(.all); continue }
            if part == "none" { continue }
            guard let named = Self.names.first(where: { $0.name == part }) else { return nil }
            options.insert(named.option)
        }
        self = options
    }

    /// The next set the SDL host's key (F8) shows: off → graph → graph + each tint in turn → off.
    public var next: DebugOverlayOptions {
        let cycle: [DebugOverlayOptions] = [[], [.frameTimeGraph], [.frameTimeGraph, .colorBlendedLayers],
                                            [.frameTimeGraph, .colorMisalignedImages], [.frameTimeGraph, .flashUpdatedRegions]]
        guard let i = cycle.firstIndex(of: self) else { return [] }
        return cycle[(i + 1) % cycle.count]
    }
}
