import Glibc
import Synchronization

/// Pixel memory for bitmaps that come and go by the hundred (CATiledLayer's tiles), kept out of
/// malloc's heap in anonymous mappings of their own and reused, so a long session neither fragments
/// the heap nor pays for fresh pages on every tile.
///
/// Why: a 256-px tile is 256 KiB. glibc serves blocks that size from mmap at first, but raises its
/// mmap threshold the first time such a block is freed (mallopt(3), `M_MMAP_THRESHOLD`: "dynamic
/// mmap threshold"), so from then on tiles come from the drawing threads' heaps, where tiles freed in
/// eviction order leave holes that short-lived buffers only partly fill. The gigapixel benchmark saw
/// 66 MB resident for 52 MB in use. Forcing every tile into a fresh mmap (`MALLOC_MMAP_THRESHOLD_`)
/// cured that but cost 18 % more tile CPU: 64 page faults (and the kernel's zeroing) per tile.
///
/// The pool hands out page-rounded buffers, each its own mapping. A buffer given back is kept for
/// the next request of the same size while the kept buffers total at most `reserveBytes` (their
/// pages stay resident, so reuse costs one `memset` and no fault); past that it is unmapped and its
/// memory returns to the system at once. The reserve is what one burst of drawing jobs needs, not a
/// cache: the tiles themselves are budgeted by CATiledLayer.
///
/// Bad sizes: `take(byteCount:)` gives nil for 0, negative, or more than `maximumByteCount`; the
/// caller then allocates another way (`CGContext(width:height:pool:)` falls back to cairo's own
/// memory). A failed mmap gives nil too. Thread-safe: drawing threads take, whichever thread
/// drops the last reference to an image gives back.
package final class CGBitmapPool: Sendable {
    /// The pool for CATiledLayer's tile bitmaps. Its reserve is 16 tiles of 256 px (4 MiB): two
    /// ticks of drawing jobs (`TileManager.drawingJobLimit` is 8), so the tiles evicted while a
    /// tick's jobs draw are there for the next tick's. Measured in the gigapixel benchmark (the
    /// first session, ~600 tiles drawn through a 40 MiB cache): with 4 MiB, 176 buffers were ever
    /// mapped (the cache's first fill plus one tick in flight) and every later tile reused one; with
    /// 2 MiB, 226 (50 unmapped and mapped again, each a fresh set of page faults); with 1 MiB, about
    /// 400. The peak resident set was the same within noise (56.3–57.4 MiB over the baseline) for
    /// all three, since the reserve is nearly empty while the cache is full. Held after the last
    /// tile is gone until `releaseReserve()` (a memory warning: `UIApplication.simulateMemoryWarning()`).
    /// Since then CATiledLayer starts a whole screen of jobs at once in some states (bursts, up to
    /// `prefetchLimit`, see CATiledLayer+JobLimit); a burst maps what the reserve lacks and gives
    /// the excess back to the system as its tiles are evicted, so the reserve size bounds what is
    /// kept, not what is drawn; it was not re-measured for bursts.
    package static let tiles = CGBitmapPool(reserveBytes: 4 * 1024 * 1024)

    /// The largest buffer the pool hands out: 16 MiB, a 2048×2048 ARGB32 bitmap. Larger bitmaps are
    /// rare (frame buffers, whole photos) and few, so malloc's own mmap of them is fine.
    package static let maximumByteCount = 16 * 1024 * 1024

    /// The memory page size: buffers are whole pages, since each is its own mapping.
    package static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    /// How many bytes of given-back buffers the pool keeps mapped for reuse.
    package let reserveBytes: Int

    /// What the pool has done so far (tests and benchmarks read it).
    package struct Statistics: Sendable, Equatable {
        /// Buffers handed out from the reserve (no new mapping).
        package var reused = 0
        /// Buffers handed out from a new mapping.
        package var mapped = 0
        /// Buffers unmapped on return because the reserve was full.
        package var unmapped = 0
        /// Requests refused (bad size or failed mmap).
        package var refused = 0
        /// Bytes of buffers handed out and not yet given back.
        package var bytesInUse = 0
        /// Bytes of buffers kept in the reserve.
        package var bytesReserved = 0
    }

    private struct State {
        /// Kept buffers by their page-rounded size, as addresses (most recently returned last).
        var free: [Int: [UInt]] = [:]
        var statistics = Statistics()
    }
    private let state = Mutex(State())

    /// A pool keeping at most `reserveBytes` (clamped to ≥ 0) of returned buffers for reuse.
    package init(reserveBytes: Int) {
        self.reserveBytes = max(0, reserveBytes)
    }

    deinit {
        state.withLock { state in
            for (size, addresses) in state.free {
                for address in addresses { munmap(UnsafeMutableRawPointer(bitPattern: address), size) }
            }
            state.free = [:]
        }
    }

    /// `byteCount` rounded up to whole pages; nil for sizes the pool refuses (see the type's notes).
    package static func roundedSize(_ byteCount: Int) -> Int? {
        guard byteCount > 0, byteCount <= maximumByteCount else { return nil }
        return (byteCount + pageSize - 1) / pageSize * pageSize
    }

    /// A buffer of at least `byteCount` bytes, page-aligned, to be given back with
    /// `giveBack(_:byteCount:)` and the same `byteCount`; nil for a bad size or when no memory can
    /// be mapped. Zeroed unless `zeroed` is false, for a caller that writes every byte itself (a
    /// decoder filling every pixel): a reused buffer then keeps its old bytes, which saves a
    /// 256 KiB `memset` per tile.
    package func take(byteCount: Int, zeroed: Bool = true) -> UnsafeMutableRawPointer? {
        guard let size = Self.roundedSize(byteCount) else {
            state.withLock { $0.statistics.refused += 1 }
            return nil
        }
        let kept: UInt? = state.withLock { state in
            guard let address = state.free[size]?.popLast() else { return nil }
            state.statistics.reused += 1
            state.statistics.bytesReserved -= size
            state.statistics.bytesInUse += size
            return address
        }
        if let kept, let buffer = UnsafeMutableRawPointer(bitPattern: kept) {
            // A CGContext starts transparent; the kept pages are resident, so this faults nothing.
            if zeroed { memset(buffer, 0, size) }
            return buffer
        }
        // Fresh anonymous pages read as zero (mmap(2)).
        let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else {
            state.withLock { $0.statistics.refused += 1 }
            return nil
        }
        state.withLock { state in
            state.statistics.mapped += 1
            state.statistics.bytesInUse += size
        }
        return mapped
    }

    /// Takes back a buffer `take(byteCount:)` gave out: kept for reuse while the reserve has room,
    /// unmapped otherwise. `byteCount` must be the one it was taken with.
    package func giveBack(_ buffer: UnsafeMutableRawPointer, byteCount: Int) {
        guard let size = Self.roundedSize(byteCount) else { return }
        let keep = state.withLock { state in
            state.statistics.bytesInUse -= size
            guard state.statistics.bytesReserved + size <= reserveBytes else {
                state.statistics.unmapped += 1
                return false
            }
            state.free[size, default: []].append(UInt(bitPattern: buffer))
            state.statistics.bytesReserved += size
            return true
        }
        if !keep { munmap(buffer, size) }
    }

    /// Unmaps every kept buffer (memory pressure, or a test starting from a known state).
    package func releaseReserve() {
        let kept = state.withLock { state in
            let kept = state.free
            state.free = [:]
            state.statistics.bytesReserved = 0
            return kept
        }
        for (size, addresses) in kept {
            for address in addresses { munmap(UnsafeMutableRawPointer(bitPattern: address), size) }
        }
    }

    /// A snapshot of the counters.
    package var statistics: Statistics { state.withLock { $0.statistics } }
}
