import Foundation

/// Where a context menu's preview and its list of actions go in the window (pure geometry, so the
/// numbers can be checked without a window).
///
/// - No preview: the list goes below the finger when it fits there, else above it, else as low as
///   it fits (the menu's look before previews).
/// - A lifted view (a delegate's `UITargetedPreview`, no preview controller): the picture stays
///   where the view is, and the list goes below it when it fits, else above it, else as low as it fits.
/// - A preview controller: its size is its `preferredContentSize`, or the window's size when that is
///   zero (the controller as it would show full screen, which is how iOS treats a controller with
///   no preference), scaled down (never up) to fit the window's width less two gaps and its height
///   less three gaps and the list. Preview, gap and list are stacked and centred vertically; the
///   preview is centred horizontally and the list keeps to the finger as it does without a preview.
struct ContextMenuPreviewLayout {
    /// The preview's frame in the window (nil: no preview).
    var preview: CGRect?
    /// The list of actions' frame in the window.
    var menu: CGRect

    /// The layout for `rowCount` actions pressed at `anchor` in a window of `bounds`.
    /// `controllerSize`: the preview controller's content size (nil: no controller).
    /// `lifted`: the frame of a lifted view in the window (used when there is no controller).
    init(bounds: CGRect, anchor: CGPoint, rowCount: Int, controllerSize: CGSize?, lifted: CGRect?) {
        let gap = ContextMenuOverlay.gap
        let height = CGFloat(rowCount) * ContextMenuOverlay.rowHeight
        let width = min(ContextMenuOverlay.width, max(0, bounds.width - 2 * gap))
        let x = min(max(gap, anchor.x - width / 2), max(gap, bounds.width - gap - width))
        if let controllerSize {
            let wanted = controllerSize.width > 0 && controllerSize.height > 0 ? controllerSize : bounds.size
            let availableWidth = max(0, bounds.width - 2 * gap)
            let availableHeight = max(0, bounds.height - 3 * gap - height)
            let scale = min(1, availableWidth / wanted.width, availableHeight / wanted.height)
            let size = CGSize(width: wanted.width * scale, height: wanted.height * scale)
            let top = max(gap, (bounds.height - (size.height + gap + height)) / 2)
            preview = CGRect(x: (bounds.width - size.width) / 2, y: top, width: size.width, height: size.height)
            menu = CGRect(x: x, y: top + size.height + gap, width: width, height: height)
            return
        }
        // Around the lifted view, or around the finger.
        let around = lifted ?? CGRect(origin: anchor, size: .zero)
        var y = around.maxY + gap
        if y + height > bounds.height - gap { y = around.minY - gap - height }
        y = max(gap, min(y, bounds.height - gap - height))
        preview = lifted
        menu = CGRect(x: x, y: y, width: width, height: height)
    }
}
