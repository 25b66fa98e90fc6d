/// Which page a paging scroll view settles on when the finger lifts
/// (the rule of Apple's iAd JS scroll view).
///
/// WHY: a deliberate flick (faster than 300 pt/s) should turn the page in its direction even if less
/// than half of the next page is showing, while a slow release snaps to whichever page shows most.
/// A flick never skips pages: the result is at most one page away from where the drag started.
public enum PagingTarget {
    /// Speed (pt/s) above which a release is a flick: iAd JS `MIN_VELOCITY_FOR_DECELERATION_WITH_PAGING`.
    public static let flickVelocity: Double = 300

    /// - Parameters:
    ///   - offset: content offset relative to the first page's origin (pt).
    ///   - velocity: release velocity (pt/s), positive toward higher pages. NaN counts as 0.
    ///   - pageSize: page length (pt), normally the bounds size.
    ///   - startPage: page shown when the drag began.
    ///   - pageCount: number of pages; values below 1 count as 1.
    /// - Returns: `|v| > 300` → the next page boundary in the flick direction (`ceil`/`floor` of
    ///   `offset/pageSize`), else the nearest page (`round`); then limited to `startPage ± 1` and to
    ///   `[0, pageCount − 1]`. If `pageSize` is NaN or ≤ 0, or `offset` is NaN, returns `startPage`
    ///   clamped to `[0, pageCount − 1]`.
    public static func targetPage(offset: Double, velocity: Double, pageSize: Double,
                                  startPage: Int, pageCount: Int) -> Int {
        let lastPage = max(pageCount, 1) - 1
        let start = min(max(startPage, 0), lastPage)
        guard !pageSize.isNaN, pageSize > 0, !offset.isNaN else { return start }

        let position = offset / pageSize
        let v = velocity.isNaN ? 0 : velocity
        let raw: Double
        if v > flickVelocity {
            raw = position.rounded(.up)
        } else if v < -flickVelocity {
            raw = position.rounded(.down)
        } else {
            raw = position.rounded()
        }
        // Compare instead of converting: Int(_:) would trap on huge or infinite page numbers.
        let step = raw > Double(start) ? 1 : (raw < Double(start) ? -1 : 0)
        // start ≤ lastPage ≤ Int.max − 1, so start + 1 cannot overflow.
        return min(max(start + step, 0), lastPage)
    }
}
