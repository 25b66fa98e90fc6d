/// How `present(_:animated:completion:)` shows a view controller (UIKit's `UIModalPresentationStyle`,
/// same cases and raw values). ScrollKit models an iPhone (compact width), where iOS itself adapts
/// several styles; what each becomes here (UIViewController+Presentation.swift):
///
/// | Style | ScrollKit shows |
/// |---|---|
/// | `.automatic` (default), `.pageSheet`, `.formSheet`, `.popover` | a page sheet: a card below the status bar, the presenter visible behind (iOS 13+ on iPhone) |
/// | `.fullScreen` | full screen; the presenter's views leave the window when the animation ends |
/// | `.overFullScreen` | full screen; the presenter's views stay underneath |
/// | `.custom` | the `transitioningDelegate`'s presentation controller and animator (ModalPresentation+CustomTransition.swift); without a delegate as `.overFullScreen` |
/// | `.currentContext` | as `.fullScreen` (no presentation contexts: `definesPresentationContext` is stored only) |
/// | `.overCurrentContext` | as `.overFullScreen` (same reason) |
/// | `.none` | as `.automatic` (iOS raises when it is used to present) |
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views leave the window when the animation ends.
    case fullScreen = 0
    /// On iPhone, a card over the dimmed presenter (what `.automatic` gives).
    case pageSheet = 1
    /// On iPhone, the same card as `.pageSheet`.
    case formSheet = 2
    /// Falls back to `.fullScreen` (no presentation contexts here).
    case currentContext = 3
    /// A custom presentation: the `transitioningDelegate`'s presentation controller and animator
    /// (without a delegate, as `.overFullScreen`).
    case custom = 4
    /// Covers the screen, leaving the presenter's views in the window below.
    case overFullScreen = 5
    /// Falls back to `.overFullScreen`.
    case overCurrentContext = 6
    /// On iPhone, adapts to the page-sheet card, as UIKit does.
    case popover = 7
    /// Acts as `.automatic`.
    case none = -1
    /// The system's choice: a page sheet on iPhone (the default).
    case automatic = -2
}

/// The animation of a modal presentation (UIKit's `UIModalTransitionStyle`). `.coverVertical` slides
/// the presented view up from the bottom edge (and down on dismissal); `.crossDissolve` fades it in
/// and out. `.flipHorizontal` and `.partialCurl` (3D effects ScrollKit's renderer does not draw)
/// fall back to `.crossDissolve`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge, and down on dismissal (the default).
    case coverVertical = 0
    /// Falls back to `.crossDissolve` (no 3D flip is drawn).
    case flipHorizontal = 1
    /// Fades in, and out on dismissal.
    case crossDissolve = 2
    /// Falls back to `.crossDissolve` (no page curl is drawn).
    case partialCurl = 3
}
