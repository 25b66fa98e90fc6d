import UIKit

/// The browser's state restoration: reopening shows the same photo, zoom and position.
extension PhotoBrowserView {
    /// What a browser needs to come back to the same photo, zoomed and scrolled as it was.
    public struct RestorationState: Codable, Equatable, Sendable {
        /// The page (photo index) that was showing.
        public var page: Int
        /// The current page's scroll state: offset, inset and zoom (UIKit's restorable properties).
        public var pageState: UIScrollView.RestorationState?
        /// A state showing `page`, with its scroll view's zoom and offset if known.
        public init(page: Int, pageState: UIScrollView.RestorationState?) {
            self.page = page
            self.pageState = pageState
        }
    }

    /// The current page with its zoom and offset (Codable), to save and hand back to `restore(_:)`.
    public var restorationState: RestorationState {
        let page = currentPage
        return RestorationState(page: page, pageState: visiblePages.first { $0.index == page }?.restorationState)
    }

    /// Returns to the saved page (clamped to the photos there are now) and re-applies its zoom and
    /// position (clamped to what the photo allows).
    public func restore(_ state: RestorationState) {
        guard let count = source?.numberOfPhotos, count > 0 else { return }
        let page = min(max(0, state.page), count - 1)
        pagingScrollView.contentOffset = CGPoint(x: pagingScrollView.bounds.width * CGFloat(page), y: 0)
        tilePages()
        if let pageState = state.pageState, let view = visiblePages.first(where: { $0.index == page }) {
            view.restore(pageState)
        }
    }
}
