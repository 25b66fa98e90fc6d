/// What one tiled layer's tile pass wants for a frame, handed to the host's `TileManager`, which
/// applies every plan of the frame together at the end of the tile stage. Making a plan changes
/// no tile state: the tiles to draw (each with a priority), the tiles the composite will draw (used
/// this frame) and the tiles eviction must keep.
struct TilePlan {
    /// The order the manager starts drawing jobs in, over every layer of the host (Chromium's tile
    /// manager orders its tiles the same way: what is on screen now before what may be soon).
    enum Priority: Int, Comparable, CaseIterable, Sendable {
        /// Missing visible tiles of the level the frame keeps (the wanted level; while a fast pan
        /// waits for it, the next coarser level it switches to).
        case visibleWanted
        /// Missing coarser tiles over the visible area: the cover shown under the gaps.
        case visibleCover
        /// Tiles of where a fling or a zoom animation will come to rest (the prefetch).
        case landing
        /// Everything else: the cover around the visible area, the tiles ahead of a motion, the
        /// ideal level while a fast pan shows a coarser one.
        case rest

        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    }

    /// One tile to draw and how urgent it is.
    struct Request: Equatable {
        let id: CATiledLayer.TileID
        let priority: Priority
    }

    /// The layer the plan is for.
    let layer: CATiledLayer
    /// Host time of the tile pass.
    let time: CFTimeInterval
    /// Tiles to draw, sorted by priority (stable: within a priority, the pass's order).
    let requests: [Request]
    /// Tiles the composite will draw (their use is recorded: least recently used ones go first).
    let seen: Set<CATiledLayer.TileID>
    /// Tiles eviction keeps even over budget (drawing them again would only be asked for again).
    let kept: Set<CATiledLayer.TileID>

    /// A plan whose requests are `groups` in order of priority, each deduplicated against the ones
    /// before it.
    init(layer: CATiledLayer, time: CFTimeInterval, groups: [(Priority, [CATiledLayer.TileID])],
         seen: Set<CATiledLayer.TileID>, kept: Set<CATiledLayer.TileID>) {
        var taken = Set<CATiledLayer.TileID>()
        var requests: [Request] = []
        for priority in Priority.allCases {
            for (p, ids) in groups where p == priority {
                for id in ids where taken.insert(id).inserted { requests.append(Request(id: id, priority: priority)) }
            }
        }
        self.layer = layer
        self.time = time
        self.requests = requests
        self.seen = seen
        self.kept = kept
    }
}
