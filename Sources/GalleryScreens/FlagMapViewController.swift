import UIKit

/// Programming iOS 7, ch. 7: a map larger than the screen with a draggable flag (its own pan
/// recognizer), autoscrolling while the flag is dragged near an edge (a 0.1 s repeating host timer,
/// the book's `keepDragging`), and a rightward swipe that summons the flag; the scroll view's pan
/// requires the swipe to fail. The map is the book's 1000 pt square, grown to the window's size in a
/// window larger than that, so it always fills the screen.
public final class FlagMapViewController: UIViewController {
    public private(set) var scrollView: UIScrollView!
    public private(set) var flag: UIView!
    public private(set) var swipe: UISwipeGestureRecognizer!
    private var autoscroll: HostTimer?
    private var map: MapView!
    /// The book's map size.
    static let mapSide: CGFloat = 1000
    /// Book values: 30 pt edge band, 5 pt per step, stop 6 pt from the content edge.
    static let edgeBand: CGFloat = 30, step: CGFloat = 5, stopMargin: CGFloat = 6

    public override func viewDidLoad() {
        super.viewDidLoad()
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let map = MapView(frame: CGRect(x: 0, y: 0, width: Self.mapSide, height: Self.mapSide))
        sv.addSubview(map)
        sv.contentSize = map.bounds.size
        let flag = FlagView(frame: CGRect(x: 120, y: 120, width: 36, height: 44))
        flag.isHidden = true
        sv.addSubview(flag)
        let pan = UIPanGestureRecognizer { [unowned self] gr in self.dragging(gr as! UIPanGestureRecognizer) }
        flag.addGestureRecognizer(pan)
        let swipe = UISwipeGestureRecognizer { [unowned self] gr in self.swiped() }
        swipe.direction = .right
        sv.addGestureRecognizer(swipe)
        sv.panGestureRecognizer.require(toFail: swipe)
        view.addSubview(sv)
        scrollView = sv
        self.map = map
        self.flag = flag
        self.swipe = swipe
    }

    /// A new size: the map covers at least the scroll view.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = CGSize(width: max(Self.mapSide, scrollView.bounds.width), height: max(Self.mapSide, scrollView.bounds.height))
        guard map.frame.size != size else { return }
        map.frame.size = size
        map.setNeedsDisplay()
        scrollView.contentSize = size
    }

    /// The book's swipe handler: place the flag just off the visible top-left, animate it in, and
    /// stop listening for swipes.
    private func swiped() {
        let p = scrollView.contentOffset
        flag.frame.origin = CGPoint(x: p.x - flag.bounds.width, y: p.y)
        flag.isHidden = false
        UIView.animate(withDuration: 0.25) { self.flag.frame.origin.x = p.x }
        swipe.isEnabled = false
    }

    private func dragging(_ p: UIPanGestureRecognizer) {
        guard let v = p.view, let sup = v.superview else { return }
        if p.state == .began || p.state == .changed {
            let delta = p.translation(in: sup)
            v.center = CGPoint(x: v.center.x + delta.x, y: v.center.y + delta.y)
            p.setTranslation(.zero, in: sup)
        }
        if p.state == .changed, autoscroll == nil {
            autoscroll = HostTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.autoscrollStep(p) }
        }
        if p.state == .ended || p.state == .cancelled {
            autoscroll?.invalidate()
            autoscroll = nil
        }
    }

    /// Scrolls (and carries the flag) 5 pt toward an edge the finger is within 30 pt of.
    func autoscrollStep(_ p: UIPanGestureRecognizer) {
        guard p.state == .began || p.state == .changed else { return }
        let sv = scrollView!
        let loc = p.location(in: sv)
        let f = sv.bounds
        var delta = CGPoint.zero
        if loc.x > f.maxX - Self.edgeBand, sv.contentSize.width - f.maxX > Self.stopMargin { delta.x = Self.step }
        if loc.x < f.minX + Self.edgeBand, f.minX > Self.stopMargin { delta.x = -Self.step }
        if loc.y > f.maxY - Self.edgeBand, sv.contentSize.height - f.maxY > Self.stopMargin { delta.y = Self.step }
        if loc.y < f.minY + Self.edgeBand, f.minY > Self.stopMargin { delta.y = -Self.step }
        guard delta != .zero else { return }
        sv.contentOffset = CGPoint(x: sv.contentOffset.x + delta.x, y: sv.contentOffset.y + delta.y)
        flag.center = CGPoint(x: flag.center.x + delta.x, y: flag.center.y + delta.y)
    }
}

/// A procedural "map": land, water and a coordinate grid, drawn once into the backing store.
final class MapView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor(red: 0.78, green: 0.87, blue: 0.95, alpha: 1).setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor(red: 0.82, green: 0.9, blue: 0.72, alpha: 1).setFill()
        for (x, y, r) in [(260.0, 280.0, 210.0), (700.0, 620.0, 260.0), (330.0, 780.0, 150.0), (780.0, 200.0, 120.0)] {
            UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r * 0.8, width: 2 * r, height: 1.6 * r)).fill()
        }
        UIColor(white: 0, alpha: 0.12).setStroke()
        let grid = gridPath(size: bounds.size, spacing: 100)
        grid.stroke()
    }
}

/// A red pennant on a pole.
final class FlagView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func draw(_ rect: CGRect) {
        UIColor.darkGray.setFill()
        UIBezierPath(rect: CGRect(x: 2, y: 0, width: 3, height: bounds.height)).fill()
        UIColor.red.setFill()
        let pennant = UIBezierPath()
        pennant.move(to: CGPoint(x: 5, y: 2))
        pennant.addLine(to: CGPoint(x: bounds.width, y: 12))
        pennant.addLine(to: CGPoint(x: 5, y: 22))
        pennant.close()
        pennant.fill()
    }
}
