import UIKit

/// A photo placeholder with a dark gradient over its lower part, the usual way captions are made
/// readable: the view's own layer is the gradient.
class GradientOverlayView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.8).cgColor]
        gradientLayer.locations = [0.5, 1.0]
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A circular progress indicator: a grey track and a blue ring whose strokeEnd is the progress.
class ProgressRingView: UIView {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 6
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 3
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.5
            progressLayer.add(animation, forKey: "progress")
        }
        progress = value
    }
}

/// A feed card as iOS apps build it: a rounded white card with a soft shadow (with a shadowPath,
/// the fast path Apple recommends), an image area with a gradient overlay, and a progress ring.
class CardFeedViewController: UIViewController {
    let scrollView = UIScrollView()
    let card = UIView()
    let photo = UIView()
    let overlay = GradientOverlayView(frame: .zero)
    let ring = ProgressRingView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        card.frame = CGRect(x: 20, y: 40, width: 280, height: 200)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.layer.shadowRadius = 10
        scrollView.addSubview(card)

        photo.frame = CGRect(x: 0, y: 0, width: 280, height: 140)
        photo.backgroundColor = UIColor(red: 0.9, green: 0.6, blue: 0.2, alpha: 1)
        photo.layer.cornerRadius = 12
        photo.clipsToBounds = true
        card.addSubview(photo)

        overlay.frame = photo.bounds
        photo.addSubview(overlay)

        ring.frame = CGRect(x: 230, y: 150, width: 40, height: 40)
        card.addSubview(ring)
        ring.setProgress(0.25, animated: false)

        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1000)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    }
}
