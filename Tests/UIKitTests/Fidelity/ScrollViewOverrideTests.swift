import HostContextTesting
import Testing
import UIKit

/// A scroll view subclass written the way iOS code writes one (a UITableView-like list that watches
/// its own offset and size): every override must compile and must be reached by the scroll view's
/// own machinery, not only by direct calls.
@MainActor
final class ObservingScrollView: UIScrollView {
    var offsets: [CGPoint] = []
    var sizes: [CGSize] = []
    var setOffsetCalls: [(CGPoint, Bool)] = []
    var zoomScaleCalls: [(CGFloat, Bool)] = []
    var zoomRects: [CGRect] = []
    var layoutOffsets: [CGPoint] = []
    var cancelAsks: [UIView] = []

    override var contentOffset: CGPoint { didSet { offsets.append(contentOffset) } }
    override var contentSize: CGSize { didSet { sizes.append(contentSize) } }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setOffsetCalls.append((contentOffset, animated))
        super.setContentOffset(contentOffset, animated: animated)
    }

    override func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScaleCalls.append((scale, animated))
        super.setZoomScale(scale, animated: animated)
    }

    override func zoom(to rect: CGRect, animated: Bool) {
        zoomRects.append(rect)
        super.zoom(to: rect, animated: animated)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutOffsets.append(contentOffset)
    }

    /// Unlike the default (false for controls), a drag that starts on a button scrolls.
    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelAsks.append(view)
        return true
    }

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The controller owns the scroll view as its view and is its delegate, as in the seeds.
@MainActor
final class ObservingListController: UIViewController, UIScrollViewDelegate {
    var scrollView: ObservingScrollView { view as! ObservingScrollView }
    let zoomContent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let button = UIButton(type: .system)
    var didScrollCount = 0
    var zooms = false

    override func loadView() {
        view = ObservingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: 320, height: 5000)
        button.frame = CGRect(x: 60, y: 300, width: 200, height: 60)
        scrollView.addSubview(button)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zooms ? zoomContent : nil }
}

@Suite(.freshHostContext) @MainActor struct ScrollViewOverrideTests {
    private func makeScene() -> (UIWindow, ObservingListController) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ObservingListController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        controller.scrollView.offsets.removeAll()
        controller.didScrollCount = 0
        return (window, controller)
    }

    @Test func aDragAndItsDecelerationGoThroughTheOverriddenContentOffsetSetter() {
        let (window, c) = makeScene()
        let s = c.scrollView
        // 210 pt up in 0.3 s, one move per 1/120 s: 1:1 after the 10 pt slop, so the offset ends at 200.
        var t: TimeInterval = 0
        window.sendTouch(.began, at: CGPoint(x: 20, y: 400), timestamp: t)
        for i in 1...36 {
            t = Double(i) / 120
            window.sendTouch(.moved, at: CGPoint(x: 20, y: 400 - 210 * CGFloat(i) / 36), timestamp: t)
            window.tick(timestamp: t)
        }
        #expect(abs(s.contentOffset.y - 200) < 1e-9)
        #expect(s.offsets.count == c.didScrollCount)            // every visible move passed the override
        #expect(s.offsets.last == s.contentOffset)
        #expect(zip(s.offsets, s.offsets.dropFirst()).allSatisfy { $0.y <= $1.y })
        // Lift while moving: the deceleration's frames go through the setter as well.
        window.sendTouch(.ended, at: CGPoint(x: 20, y: 190 - 210.0 / 36), timestamp: t + 1.0 / 120)
        let atRelease = s.offsets.count
        #expect(s.isDecelerating)
        for i in 1...30 { window.tick(timestamp: t + Double(i) / 60) }
        #expect(s.offsets.count > atRelease + 20)
        #expect(s.offsets.count == c.didScrollCount)
        #expect(s.offsets.last == s.contentOffset)
    }

    @Test func theSubclassLayoutSubviewsSeesEachScrolledOffsetOnTheNextTick() {
        let (window, c) = makeScene()
        let s = c.scrollView
        s.layoutOffsets.removeAll()
        window.sendKey(.down, timestamp: 0.01)   // animated 40 pt over 0.3 s
        for i in 1...24 { window.tick(timestamp: 0.01 + Double(i) / 60) }
        #expect(s.contentOffset == CGPoint(x: 0, y: 40))
        #expect(s.layoutOffsets.last == CGPoint(x: 0, y: 40))
        #expect(s.layoutOffsets.count >= 10)   // one layout per animation frame that moved
    }

    @Test func scrollRectToVisibleAndKeyboardScrollingCallTheOverriddenSetContentOffset() {
        let (window, c) = makeScene()
        let s = c.scrollView
        s.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 320, height: 100), animated: false)
        // The rect's bottom (1100) meets the bounds' bottom (480 tall): 620.
        #expect(s.setOffsetCalls.count == 1)
        #expect(s.setOffsetCalls.last?.0 == CGPoint(x: 0, y: 620) && s.setOffsetCalls.last?.1 == false)
        #expect(s.offsets.last == CGPoint(x: 0, y: 620))
        #expect(window.sendKey(.down, timestamp: 0.01))
        #expect(s.setOffsetCalls.count == 2)
        #expect(s.setOffsetCalls.last?.0 == CGPoint(x: 0, y: 660) && s.setOffsetCalls.last?.1 == true)
    }

    @Test func zoomingCallsTheOverriddenScaleMethodsAndSetsContentSizeThroughTheOverride() {
        let (window, c) = makeScene()
        let s = c.scrollView
        c.zooms = true
        s.addSubview(c.zoomContent)
        s.maximumZoomScale = 4
        s.sizes.removeAll()
        s.zoomScale = 2                        // the property's setter is setZoomScale(_:animated: false)
        #expect(s.zoomScaleCalls.count == 1)
        #expect(s.zoomScaleCalls[0].0 == 2 && s.zoomScaleCalls[0].1 == false)
        #expect(s.sizes.last == CGSize(width: 2000, height: 2000))
        // Through a UIScrollView reference, as a double-tap handler calls it.
        let plain: UIScrollView = s
        plain.zoom(to: CGRect(x: 100, y: 100, width: 160, height: 120), animated: false)
        #expect(s.zoomRects == [CGRect(x: 100, y: 100, width: 160, height: 120)])
        #expect(s.zoomScale == 2)
        // A pinch changes contentSize through the override on every step.
        let before = s.sizes.count
        window.send([TouchInput(id: 1, phase: .began, location: CGPoint(x: 110, y: 240)),
                     TouchInput(id: 2, phase: .began, location: CGPoint(x: 210, y: 240))], timestamp: 0.1)
        for i in 1...10 {
            let d = 100 + 5 * CGFloat(i)
            window.send([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 160 - d / 2, y: 240)),
                         TouchInput(id: 2, phase: .moved, location: CGPoint(x: 160 + d / 2, y: 240))], timestamp: 0.1 + Double(i) / 60)
            window.tick(timestamp: 0.1 + Double(i) / 60)
        }
        #expect(s.sizes.count > before)
        #expect(s.sizes.last == s.contentSize)
        #expect(abs(s.zoomScale - 3) < 1e-9)   // 2 × 150/100
    }

    @Test func anOverriddenTouchesShouldCancelLetsADragStartingOnAButtonScroll() {
        let (window, c) = makeScene()
        let s = c.scrollView
        var t: TimeInterval = 0
        // Past the content-touch delay, so the button has the touch before the drag starts.
        window.sendTouch(.began, at: CGPoint(x: 160, y: 330), timestamp: t)
        t = 0.2
        window.tick(timestamp: t)
        #expect(c.button.isHighlighted)
        for i in 1...12 {
            t += 1.0 / 120
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 330 - 5 * CGFloat(i)), timestamp: t)
            window.tick(timestamp: t)
        }
        #expect(s.cancelAsks.contains { $0 === c.button })
        #expect(s.isDragging)
        #expect(abs(s.contentOffset.y - 50) < 1e-9)   // 60 pt moved, 10 pt slop
        #expect(!c.button.isHighlighted)
    }
}
