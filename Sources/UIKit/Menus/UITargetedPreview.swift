import Foundation

/// How a preview is drawn (UIKit's `UIPreviewParameters`): the color behind the previewed view and
/// the part of it that shows.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The color behind the previewed view (nil: the system's, which ScrollKit draws as `.systemBackground`).
    open var backgroundColor: UIColor?
    /// The part of the view that shows, in its coordinates (nil: all of its bounds). Stored; ScrollKit
    /// clips to a rounded rectangle instead (docs/PORTING.md).
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow. Stored, not drawn (ScrollKit draws no preview shadow).
    open var shadowPath: UIBezierPath?

    /// Parameters with the system's background and the whole view visible.
    public init() {}
}

/// A view shown as a context menu's preview, with how to draw it (UIKit's `UITargetedPreview`).
/// Table and collection delegates return one from `previewForHighlightingContextMenuWithConfiguration`;
/// ScrollKit then lifts a picture of that view above the menu's dimming.
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The previewed view (it must be in a window for the preview to show, as on iOS).
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters
    /// The preview's size: the view's bounds size.
    public var size: CGSize { view.bounds.size }

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    /// A preview of `view` drawn with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }
}
