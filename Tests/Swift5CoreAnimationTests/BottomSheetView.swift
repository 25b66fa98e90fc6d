import UIKit

// A bottom sheet written the way iOS libraries write one, in Swift 5 language mode, with only
// docs/PORTING.md's forced edits (`action: Self.handleTap` for `#selector(handleTap(_:))`).
// Its sheet and dimming are standalone layers moved with CATransaction and CATransform3D, so
// they animate implicitly; a tap toggles between the two detents.

final class BottomSheetView: UIView {
    enum Detent { case collapsed, expanded }

    /// How much of the sheet shows when collapsed, and its full height.
    let collapsedHeight: CGFloat
    let expandedHeight: CGFloat
    private(set) var detent: Detent = .collapsed
    var onSettle: ((Detent) -> Void)?

    let sheetLayer = CALayer()
    let dimmingLayer = CALayer()
    let grabberLayer = CAShapeLayer()

    init(frame: CGRect, collapsedHeight: CGFloat, expandedHeight: CGFloat) {
        self.collapsedHeight = collapsedHeight
        self.expandedHeight = expandedHeight
        super.init(frame: frame)
        dimmingLayer.backgroundColor = UIColor.black.cgColor
        dimmingLayer.opacity = 0
        sheetLayer.backgroundColor = UIColor.blue.cgColor
        sheetLayer.cornerRadius = 12
        sheetLayer.anchorPoint = CGPoint(x: 0.5, y: 0)
        grabberLayer.fillColor = UIColor.white.cgColor
        grabberLayer.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 36, height: 5), cornerRadius: 2.5).cgPath
        sheetLayer.addSublayer(grabberLayer)
        layer.addSublayer(dimmingLayer)
        layer.addSublayer(sheetLayer)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dimmingLayer.frame = bounds
        sheetLayer.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: expandedHeight)
        sheetLayer.position = CGPoint(x: bounds.midX, y: bounds.maxY - expandedHeight)
        sheetLayer.transform = transform(for: detent)
        grabberLayer.frame = CGRect(x: (bounds.width - 36) / 2, y: 8, width: 36, height: 5)
        CATransaction.commit()
    }

    /// The sheet sits at its expanded place and is pushed down to collapse.
    func transform(for detent: Detent) -> CATransform3D {
        detent == .expanded ? CATransform3DIdentity
            : CATransform3DMakeTranslation(0, expandedHeight - collapsedHeight, 0)
    }

    func move(to detent: Detent, animated: Bool) {
        self.detent = detent
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        CATransaction.setCompletionBlock { [weak self] in self?.onSettle?(detent) }
        sheetLayer.transform = transform(for: detent)
        dimmingLayer.opacity = detent == .expanded ? 0.4 : 0
        CATransaction.commit()
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        move(to: detent == .expanded ? .collapsed : .expanded, animated: true)
    }
}
