import Foundation

/// The figures `Benchmarks --json PATH` writes: the project's performance goals (and a few more), so
/// progress can be tracked from run to run and the goals table of docs/bench/README.md regenerated from one file
/// (scripts/bench-readme-table.py).
///
/// Every key is always written, in the order of `Key`'s cases (never a dictionary's order), so two
/// runs diff line by line. A figure whose benchmark was not run (not named on the command line, or
/// skipped: `--quick` skips the gigapixel session, whose 16384² pyramid takes minutes to build) is
/// `null`, as is one that came out NaN or infinite. Ratios "x_memcpy" are to a plain memcpy of one
/// 1920×1080×4 frame between the same two buffers, measured in the same run (the stricter of the
/// two baselines RenderBenchmark prints).
struct BenchmarkFigures {
    /// The keys, in output order. Issue 15 names the first ten; the rest give their context.
    enum Key: String, CaseIterable {
        // The goals (docs/bench/README.md).
        case compositeScrollLabelsXMemcpy = "composite_scroll_labels_x_memcpy"
        case compositePinchPhotoXMemcpy = "composite_pinch_photo_x_memcpy"
        case compositeGigapixelXMemcpy = "composite_gigapixel_x_memcpy"
        case frameP95MsGigapixel = "frame_p95_ms_gigapixel"
        case tickDecelerating10kPercentOfFrame = "tick_decelerating_10k_percent_of_frame"
        case firstFrameLabelsXMemcpy = "first_frame_labels_x_memcpy"
        case firstSharpFrames = "first_sharp_frames"
        case firstSharpWorkMs = "first_sharp_work_ms"
        case flingFramesLackingLevelFraction = "fling_frames_lacking_level_fraction"
        case gigapixelPeakMemoryMib = "gigapixel_peak_memory_mib"
        // Context.
        case memcpyFrameMs = "memcpy_frame_ms"
        case memcpyFrameRotatingMs = "memcpy_frame_rotating_ms"
        case frameP95MsScrollLabels = "frame_p95_ms_scroll_labels"
        case frameP95MsPinchPhoto = "frame_p95_ms_pinch_photo"
        case compositeScrollLabelsMs = "composite_scroll_labels_ms"
        case compositePinchPhotoMs = "composite_pinch_photo_ms"
        case compositeGigapixelMs = "composite_gigapixel_ms"
        case compositeGigapixelOpenMs = "composite_gigapixel_open_ms"
        case compositeGigapixelPinchMs = "composite_gigapixel_pinch_ms"
        case compositeGigapixelFlingMs = "composite_gigapixel_fling_ms"
        case compositeGigapixelDeepZoomMs = "composite_gigapixel_deep_zoom_ms"
        case compositeGigapixelP95XMemcpy = "composite_gigapixel_p95_x_memcpy"
        case frameMedianMsGigapixel = "frame_median_ms_gigapixel"
        case gigapixelMemcpyFrameMs = "gigapixel_memcpy_frame_ms"
        case tickDecelerating10kMs = "tick_decelerating_10k_ms"
        case tickIdle10kPercentOfFrame = "tick_idle_10k_percent_of_frame"
        case tickRelayout10kPercentOfFrame = "tick_relayout_10k_percent_of_frame"
        /// Issue 24 (TickScaling): a decelerating scroll view's tick with 1,000 and 10,000 plain
        /// subviews (goals: ≤ 1 % of 8.33 ms at 10,000, ≤ 1.5× the 1,000 cost), and with 10,000
        /// rows of a label and an image; ticks back to back, then (`tick_hosted_`) between
        /// composites, as a host runs frames.
        case tickDecelerating10kOver1k = "tick_decelerating_10k_over_1k"
        case tickDecelerating10kOver1kP95 = "tick_decelerating_10k_over_1k_p95"
        case tickDecelerating1kPercentOfFrame = "tick_decelerating_1k_percent_of_frame"
        case tickDecelerating10kP95PercentOfFrame = "tick_decelerating_10k_p95_percent_of_frame"
        case tickDeceleratingLabels10kPercentOfFrame = "tick_decelerating_labels_10k_percent_of_frame"
        case tickHosted10kPercentOfFrame = "tick_hosted_10k_percent_of_frame"
        case tickHosted10kOver1k = "tick_hosted_10k_over_1k"
        case tickHosted1kPercentOfFrame = "tick_hosted_1k_percent_of_frame"
        case tickHosted10kP95PercentOfFrame = "tick_hosted_10k_p95_percent_of_frame"
        case tickHosted10kOver1kP95 = "tick_hosted_10k_over_1k_p95"
        case tickHostedLabels10kPercentOfFrame = "tick_hosted_labels_10k_percent_of_frame"
        /// The composite between those ticks (display, tile and composite stages) with 10,000
        /// plain subviews over 1,000 (median; CALayer+SublayerIndex).
        case compositeDecelerating10kOver1k = "composite_decelerating_10k_over_1k"
        case firstFrameLabelsMs = "first_frame_labels_ms"
        case firstFrameLabelsDrawn = "first_frame_labels_drawn"
        case firstFrameLabelsOnScreen = "first_frame_labels_on_screen"
        case deepZoomSharpFrames = "deep_zoom_sharp_frames"
        case flingFrames = "fling_frames"
        case flingFramesLackingLevel = "fling_frames_lacking_level"
        case gigapixelBlankFrames = "gigapixel_blank_frames"
        case gigapixelFrames = "gigapixel_frames"
        case flingFramesLackingIdealLevelFraction = "fling_frames_lacking_ideal_level_fraction"
        case gigapixelTileCacheMib = "gigapixel_tile_cache_mib"
        case compositeGigapixelWallMs = "composite_gigapixel_wall_ms"
        case compositeGigapixelWallP95Ms = "composite_gigapixel_wall_p95_ms"
        case compositeGigapixelMainThreadMs = "composite_gigapixel_main_thread_ms"
        case compositeGigapixelMainThreadP95Ms = "composite_gigapixel_main_thread_p95_ms"
        case frameMedianWallMsGigapixel = "frame_median_wall_ms_gigapixel"
        case frameP95WallMsGigapixel = "frame_p95_wall_ms_gigapixel"
        case gigapixelScreensDrawnPerFrame = "gigapixel_screens_drawn_per_frame"
        case gigapixelScreensFadedPerFrame = "gigapixel_screens_faded_per_frame"
        /// `first_sharp_frames` and `first_sharp_work_ms` count to the end of the tiles' fade-in
        /// (`fadeDuration()`); these count to the first frame with every wanted tile drawn.
        case firstSharpTilesDrawnFrames = "first_sharp_tiles_drawn_frames"
        case firstSharpTilesDrawnWorkMs = "first_sharp_tiles_drawn_work_ms"
        /// Cairo's own floor (CompositorFloor): the same pixels drawn with plain CGContext calls, no
        /// layer tree. `x_floor` over 1 is ScrollKit's overhead; the floor itself is the renderer's.
        case compositePinchPhotoFloorMs = "composite_pinch_photo_floor_ms"
        case compositePinchPhotoXFloor = "composite_pinch_photo_x_floor"
        /// One screen of opaque 256-px tiles scaled by 0.75 (between two levels), bilinear, in cairo;
        /// and the same tiles blended at alpha 0.5, as tiles fading in are drawn.
        case compositeFloorScreenMs = "composite_floor_screen_ms"
        case compositeFloorScreenXMemcpy = "composite_floor_screen_x_memcpy"
        case compositeFloorFadingScreenMs = "composite_floor_fading_screen_ms"
        /// The gigapixel composite's median over the floor of its median frame: the opaque screens
        /// it draws a frame at the copied floor, the fading ones at the blended floor.
        case compositeGigapixelXFloor = "composite_gigapixel_x_floor"
        /// The memory traffic a screen of 256-px tiles at 0.75 cannot avoid (its tiles read once,
        /// the frame written once; CompositorFloor.memoryScreen), and the session's median frame
        /// at that floor over a memcpy of the frame: how near the ≤ 10× goal a CPU compositor can get.
        case compositeMemoryFloorScreenMs = "composite_memory_floor_screen_ms"
        case compositeGigapixelMemoryFloorXMemcpy = "composite_gigapixel_memory_floor_x_memcpy"
        /// The gigapixel script on the same image cut as Deep Zoom with JPEG tiles
        /// (`GigapixelJPEGPass`, with prefetch): the keys above with a `_jpeg` suffix.
        case frameP95MsGigapixelJpeg = "frame_p95_ms_gigapixel_jpeg"
        case frameMedianMsGigapixelJpeg = "frame_median_ms_gigapixel_jpeg"
        case frameP95WallMsGigapixelJpeg = "frame_p95_wall_ms_gigapixel_jpeg"
        case firstSharpFramesJpeg = "first_sharp_frames_jpeg"
        case firstSharpWorkMsJpeg = "first_sharp_work_ms_jpeg"
        case firstSharpTilesDrawnFramesJpeg = "first_sharp_tiles_drawn_frames_jpeg"
        case firstSharpTilesDrawnWorkMsJpeg = "first_sharp_tiles_drawn_work_ms_jpeg"
        case compositeGigapixelXMemcpyJpeg = "composite_gigapixel_x_memcpy_jpeg"
        case compositeGigapixelMsJpeg = "composite_gigapixel_ms_jpeg"
        case gigapixelMemcpyFrameMsJpeg = "gigapixel_memcpy_frame_ms_jpeg"
        case flingFramesLackingLevelFractionJpeg = "fling_frames_lacking_level_fraction_jpeg"
        case deepZoomSharpFramesJpeg = "deep_zoom_sharp_frames_jpeg"
        case gigapixelPeakMemoryMibJpeg = "gigapixel_peak_memory_mib_jpeg"
        case gigapixelBlankFramesJpeg = "gigapixel_blank_frames_jpeg"
        case gigapixelFramesJpeg = "gigapixel_frames_jpeg"
        /// One 256-px tile's decode (mean, main thread CPU time) over the same tiles (the opening
        /// level's and 64 spread over level 0) as PNG (cairo), as JPEG by libjpeg-turbo (the tiled
        /// view's path) and by libvips (`ImageDecoder`); and the tiles' mean size in KiB.
        case tileDecodePngMs = "tile_decode_png_ms"
        case tileDecodeJpegMs = "tile_decode_jpeg_ms"
        case tileDecodeJpegLibvipsMs = "tile_decode_jpeg_libvips_ms"
        case tileBytesPngKib = "tile_bytes_png_kib"
        case tileBytesJpegKib = "tile_bytes_jpeg_kib"
        /// `make soak` (SoakBenchmark): resident memory's growth after warm-up (goal ≤ 2 MiB), the
        /// run's length and rounds, and how much the live views, layers and timers (with display
        /// links) in the window grew over the same stretch.
        case soakGrowthAfterWarmUpMib = "soak_growth_after_warm_up_mib"
        case soakSeconds = "soak_seconds"
        case soakRounds = "soak_rounds"
        case soakLiveViewsGrowth = "soak_live_views_growth"
        case soakLiveLayersGrowth = "soak_live_layers_growth"
        case soakLiveTimersGrowth = "soak_live_timers_growth"
        /// Bitmap contexts in big-endian ARGB against cairo's own layout, same frames, same run
        /// (BitmapLayoutBenchmark): over the caller's buffer (render), and with `data: nil`
        /// (render + makeImage); a scroll of 1,000 labels and a pinched photo at 1920×1080 px, 2×.
        case bitmapLayoutLabelsXNative = "bitmap_layout_labels_x_native"
        case bitmapLayoutPinchXNative = "bitmap_layout_pinch_x_native"
        case bitmapLayoutLabelsOwnedXNative = "bitmap_layout_labels_owned_x_native"
        case bitmapLayoutPinchOwnedXNative = "bitmap_layout_pinch_owned_x_native"
        case bitmapLayoutLabelsNativeMs = "bitmap_layout_labels_native_ms"
        case bitmapLayoutLabelsArgbMs = "bitmap_layout_labels_argb_ms"
        case bitmapLayoutLabelsArgbP95Ms = "bitmap_layout_labels_argb_p95_ms"
        case bitmapLayoutPinchNativeMs = "bitmap_layout_pinch_native_ms"
        case bitmapLayoutPinchArgbMs = "bitmap_layout_pinch_argb_ms"
        case bitmapLayoutPinchArgbP95Ms = "bitmap_layout_pinch_argb_p95_ms"
    }

    /// Each gigapixel figure and its `_jpeg` counterpart (the JPEG pass measures into a figures
    /// object of its own under the PNG keys, then copies these across).
    static let jpegCounterparts: [(Key, Key)] = [
        (.frameP95MsGigapixel, .frameP95MsGigapixelJpeg),
        (.frameMedianMsGigapixel, .frameMedianMsGigapixelJpeg),
        (.frameP95WallMsGigapixel, .frameP95WallMsGigapixelJpeg),
        (.firstSharpFrames, .firstSharpFramesJpeg),
        (.firstSharpWorkMs, .firstSharpWorkMsJpeg),
        (.firstSharpTilesDrawnFrames, .firstSharpTilesDrawnFramesJpeg),
        (.firstSharpTilesDrawnWorkMs, .firstSharpTilesDrawnWorkMsJpeg),
        (.compositeGigapixelXMemcpy, .compositeGigapixelXMemcpyJpeg),
        (.compositeGigapixelMs, .compositeGigapixelMsJpeg),
        (.gigapixelMemcpyFrameMs, .gigapixelMemcpyFrameMsJpeg),
        (.flingFramesLackingLevelFraction, .flingFramesLackingLevelFractionJpeg),
        (.deepZoomSharpFrames, .deepZoomSharpFramesJpeg),
        (.gigapixelPeakMemoryMib, .gigapixelPeakMemoryMibJpeg),
        (.gigapixelBlankFrames, .gigapixelBlankFramesJpeg),
        (.gigapixelFrames, .gigapixelFramesJpeg),
    ]

    /// Copies `other`'s gigapixel figures into their `_jpeg` keys.
    mutating func takeJPEGCounterparts(from other: BenchmarkFigures) {
        for (key, jpegKey) in Self.jpegCounterparts { self[jpegKey] = other[key] }
    }

    private var values: [Key: Double] = [:]

    subscript(key: Key) -> Double? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// One JSON object, one key a line, in `Key`'s order; missing or non-finite figures are null.
    var json: String {
        let lines = Key.allCases.map { key -> String in
            let value = values[key].flatMap { $0.isFinite ? Self.number($0) : nil } ?? "null"
            return "  \"\(key.rawValue)\": \(value)"
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// Whole numbers without a fraction; others with six significant digits (%g never prints a
    /// form JSON rejects for finite values, such as a bare trailing dot).
    private static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(format: "%.6g", v)
    }
}
