/// Shows a `UIImage` placed by `contentMode` (UIKit's default for image views is `.scaleToFill`).
///
/// The image is drawn into the view's backing store by the display pass, so it costs one draw per
/// change of image, mode or size, and nothing while scrolling.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown, placed by `contentMode`; setting another image redraws the view and updates
    /// its intrinsic size.
    open var image: UIImage? {
        didSet { if image !== oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// An image view sized to `image` (zero size for nil), which ignores touches, as on iOS.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// An image view with no image in `frame`, which ignores touches, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// No archives on Linux: an image view without an image and a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// An image view's natural size is its image's size in points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Auto Layout sizes an image view to its image (no image: no intrinsic size).
    open override var intrinsicContentSize: CGSize {
        image.map { $0.size } ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Lays out subviews, then redraws the image unless `contentMode` is `.scaleToFill`, so its
    /// placement follows the new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentMode != .scaleToFill { setNeedsDisplay() }
    }

    open override func draw(_ rect: CGRect) {
        guard let image else { return }
        image.draw(in: contentMode.rect(forContentSize: image.size, in: bounds))
    }
}
