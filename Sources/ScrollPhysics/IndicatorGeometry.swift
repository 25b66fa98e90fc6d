/// Scroll indicator length and position along one axis.
///
/// WHY: the indicator's length shows how much of the content is visible, and while the content is
/// rubber-banded it shrinks by the overscroll, pinned to that end, so the overscroll reads as
/// "squashing" the indicator (XNScrollView's model).
///
/// Input rules: NaN inputs count as 0; negative `track`, `visible`, `content` and `maxOffset` count
/// as 0; a track of 0 gives `(0, 0)`; content no longer than the visible length fills the track.
public enum IndicatorGeometry {
    /// Indicator thickness (pt): iOS 7–12 indicators are 2.5 pt (measured screenshots); also the shortest
    /// squashed length.
    public static let thickness: Double = 2.5
    /// Gap (pt) between the indicator and the view edge (ScrollKit's estimate for iOS 13 and later: 3 pt).
    public static let edgeInset: Double = 3
    /// Shortest length (pt) outside overscroll: XNScrollView's 36 pt.
    public static let minimumLength: Double = 36

    /// - Parameters:
    ///   - track: usable track length (pt).
    ///   - visible: bounds length on this axis (pt).
    ///   - content: content length including insets (pt).
    ///   - offset: content offset relative to the minimum offset (pt).
    ///   - maxOffset: largest scrollable offset relative to the minimum offset (pt).
    /// - Returns: `length = min(max(track·visible/content, minimumLength), track)`, reduced by the
    ///   overscroll down to `thickness` (never above `track`); `position` from the track start,
    ///   `offset/maxOffset·(track − length)` clamped to `[0, track − length]`, pinned to the end
    ///   being overscrolled.
    public static func lengthAndPosition(track: Double, visible: Double, content: Double,
                                         offset: Double, maxOffset: Double) -> (length: Double, position: Double) {
        let track = nonNegative(track), visible = nonNegative(visible)
        let content = nonNegative(content), maxOffset = nonNegative(maxOffset)
        let offset = FiniteInput.value(offset)
        guard track > 0 else { return (0, 0) }

        var length = content > visible ? track * visible / content : track
        length = min(max(length, minimumLength), track)

        let overscroll = offset < 0 ? -offset : max(offset - maxOffset, 0)
        if overscroll > 0 {
            length = min(max(length - overscroll, thickness), track)
        }

        let room = track - length
        let position: Double
        if offset <= 0 {
            position = 0
        } else if offset >= maxOffset {
            position = room
        } else {
            position = min(max(offset / maxOffset * room, 0), room)
        }
        return (length, position)
    }

    /// NaN and negatives → 0, infinities clamped to 1e12.
    private static func nonNegative(_ x: Double) -> Double { max(FiniteInput.value(x), 0) }
}
