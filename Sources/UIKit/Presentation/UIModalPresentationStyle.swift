/// How `present(_:animated:completion:)` shows a view controller (UIKit's `UIModalPresentationStyle`,
/// same cases and raw values). ScrollKit models an iPhone (compact width), where iOS itself adapts
/// several styles; what each becomes here (UIViewController+Presentation.swift):
///
/// | Style | ScrollKit shows |
/// |---|---|
/// | `.automatic` (default), `.pageSheet`, `.formSheet`, `.popover` | a page sheet: a card below the status bar, the presenter visible behind (iOS 13+ on iPhone) |
/// | `.fullScreen` | full screen; the presenter's views leave the window when the animation ends |
/// | `.overFullScreen`, `.custom` | full screen; the presenter's views stay underneath |
/// | `.currentContext` | as `.fullScreen` (no presentation contexts: `definesPresentationContext` is stored only) |
/// | `.overCurrentContext` | as `.overFullScreen` (same reason) |
/// | `.none` | as `.automatic` (iOS raises when it is used to present) |
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// The animation of a modal presentation (UIKit's `UIModalTransitionStyle`). `.coverVertical` slides
/// the presented view up from the bottom edge (and down on dismissal); `.crossDissolve` fades it in
/// and out. `.flipHorizontal` and `.partialCurl` (3D effects ScrollKit's renderer does not draw)
/// fall back to `.crossDissolve`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
