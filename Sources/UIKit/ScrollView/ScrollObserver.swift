/// A part of UIKit that follows every scroll view: the refresh control, Auto Layout's floating
/// views, the navigation bar's large title and search bar, keyboard dismissal. The scroll view tells
/// each of `UIScrollView.scrollObservers`, in that order, instead of calling every feature by name,
/// so a new feature registers here and the scroll view does not change.
@MainActor
protocol ScrollObserver {
    /// The scroll view's bounds changed from `old`: its offset (`contentOffset`), its size, or both.
    /// Called before `scrollViewDidScroll`.
    func scrollViewBoundsDidChange(_ scrollView: UIScrollView, from old: CGRect)
    /// The scroll view's pan recognizer changed state (after the drag has handled it).
    func scrollViewPanDidChange(_ scrollView: UIScrollView)
}

extension ScrollObserver {
    /// Does nothing: most observers follow only one of the two.
    func scrollViewBoundsDidChange(_ scrollView: UIScrollView, from old: CGRect) {}
    /// Does nothing: most observers follow only one of the two.
    func scrollViewPanDidChange(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// The registered observers, told in this order (a fixed list, so the order is the same in every
    /// run): the refresh control first (it follows size changes too and may add its inset), then
    /// Auto Layout's one suggestion per scroll, then the navigation bar, then keyboard dismissal.
    static let scrollObservers: [any ScrollObserver] = [
        RefreshControlScrollObserver(),
        AutoLayoutScrollObserver(),
        NavigationBarScrollObserver(),
        KeyboardDismissScrollObserver(),
    ]
}
