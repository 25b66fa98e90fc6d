/// What one tiled layer's tile pass wants for a frame, handed to the host's `TileManager`, which
/// applies every plan of the frame together at the end of the tile stage. Making a plan changes
/// no tile state: the tiles to draw (each with a priority), the tiles the composite will draw (used
/// this frame) and the tiles eviction must keep.
struct TilePlan {
    /// The order the manager starts drawing jobs in, over every layer of the host (Chromium's tile
    /// manager orders its tiles the same way: what is on screen now, then what will be within its
    /// prediction window, before what may be later).
    ///
    /// `comingUp` sits between the visible tiles and the landing place, which the issue that made
    /// the manager (28) did not name: measured on the gigapixel benchmark's fling, a landing
    /// prefetch of up to 160 tiles ranked above the next coarser level's tiles ahead of a fast pan
    /// took every drawing slot for five frames — the slots the job limit had been raised by *for*
    /// those coarser tiles — so the pan reached a column of that level not yet drawn and fell back
    /// to the finest level, 71 tiles missing: 3 of 54 fling frames lacked their level against 2
    /// without prefetch, and 2 with the layer of before, which gave the landing a quarter of the
    /// slots. Tiles on screen within three frames are needed before a place the view reaches in
    /// half a second. docs/bench/README.md ("Job priority and one job limit") has the figures.
    enum Priority: Int, Comparable, CaseIterable, Sendable {
        /// Missing visible tiles of the level the frame keeps (the wanted level; while a fast pan
        /// waits for it, the next coarser level it switches to).
        case visibleWanted
        /// Missing coarser tiles over the visible area: the cover shown under the gaps.
        case visibleCover
        /// Tiles the motion brings on screen within `CATiledLayer.motionLookahead` frames: while
        /// moving fast, the next coarser level's ahead of the motion (the level a fast pan keeps
        /// only while all its visible tiles are cached); settled but creeping, the wanted level's.
        case comingUp
        /// Tiles of where a fling or a zoom animation will come to rest (the prefetch).
        case landing
        /// Everything else: the cover around the visible area, the ideal level while a fast pan
        /// shows a coarser one.
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
