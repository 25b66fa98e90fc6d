/// State restoration: the scroll position a user would expect to come back to.
///
/// UIKit saves `contentOffset`, `contentInset` and `zoomScale` through `encodeRestorableState(with:)`;
/// Linux has no restoration archive, so the same values travel as a `Codable` value the app stores
/// wherever it likes (docs/PORTING.md).
extension UIScrollView {
    /// A saved scroll position: what UIKit's state restoration keeps for a scroll view, as a
    /// `Codable` value (ScrollKit's replacement for the restoration archive).
    public struct RestorationState: Codable, Equatable, Sendable {
        /// The saved `contentOffset`.
        public var contentOffset: CGPoint
        /// The saved `contentInset`.
        public var contentInset: UIEdgeInsets
        /// The saved `zoomScale`.
        public var zoomScale: CGFloat
        /// A state from the three values, for tests and for apps that build one themselves.
        public init(contentOffset: CGPoint, contentInset: UIEdgeInsets, zoomScale: CGFloat) {
            self.contentOffset = contentOffset
            self.contentInset = contentInset
            self.zoomScale = zoomScale
        }
    }

    /// The current offset, inset and zoom scale, to store and later pass to `restore(_:)` (a
    /// ScrollKit addition standing in for `encodeRestorableState(with:)`).
    public var restorationState: RestorationState {
        RestorationState(contentOffset: contentOffset, contentInset: contentInset, zoomScale: zoomScale)
    }

    /// Applies a saved state: insets, then the zoom (clamped to the current range), then the offset
    /// clamped to what the restored content allows. Non-finite values in the state are skipped.
    public func restore(_ state: RestorationState) {
        stopMotion(.replaced)
        contentInset = state.contentInset
        if state.zoomScale.isFinite, state.zoomScale > 0 { setZoomScale(state.zoomScale, animated: false) }
        guard state.contentOffset.x.isFinite, state.contentOffset.y.isFinite else { return }
        let range = offsetRange
        applyOffset(CGPoint(x: clamp(Double(state.contentOffset.x), range.x), y: clamp(Double(state.contentOffset.y), range.y)))
    }
}
