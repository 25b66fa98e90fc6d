import UIKit

// `make demo`: the Gallery. There is no window host yet (issue 4), so it runs a scripted session
// headless and prints the delegate and gesture trace of each screen.
MainActor.assumeIsolated {
    HostClock.reset()
    let bounds = UIScreen.main.bounds
    let window = UIWindow(frame: bounds)
    window.makeKeyAndVisible()
    let session = HeadlessSession(window: window)

    print("ScrollKit Gallery (headless): 320×480 pt window, 60 Hz, scripted touches\n")

    print("1. Thirty rows: a slow drag, then a flick that bounces off the bottom")
    let listDelegate = TraceDelegate(name: "list")   // delegates are weak, as in UIKit: keep them alive
    let list = GalleryScreens.thirtyRows(in: bounds, delegate: listDelegate)
    window.addSubview(list)
    session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.5, holdBeforeLift: 0.1)
    session.idle(0.5)
    session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
    session.idle(2.5)
    session.say("content size \(list.contentSize), resting offset \(list.contentOffset)")
    window.requestScrollToTop()
    session.idle(0.5)
    list.removeFromSuperview()

    print("\n2. Nested: a horizontal pager of vertical lists (the drag's direction picks the view)")
    let outer = TraceDelegate(name: "pager"), inner = TraceDelegate(name: "inner")
    let pager = GalleryScreens.nestedPager(in: bounds, delegate: outer, inner: inner)
    window.addSubview(pager)
    session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.15)
    session.idle(2.5)
    session.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.15)
    session.idle(1)
    session.say("pager page \(Int(pager.contentOffset.x / bounds.width)), offset \(pager.contentOffset)")
    pager.removeFromSuperview()

    print("\n3. The flag map: drag the flag, then swipe right to summon it")
    let (map, flag) = GalleryScreens.flagMap(in: bounds) { session.say($0) }
    let mapDelegate = TraceDelegate(name: "map")
    map.delegate = mapDelegate
    window.addSubview(map)
    session.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 220, y: 260), duration: 0.8)
    session.idle(0.3)
    session.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 120, y: 260), duration: 0.3)
    session.idle(2.5)
    session.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 160, y: 305), duration: 0.15)
    session.idle(0.5)
    session.say("flag frame \(flag.frame), map offset \(map.contentOffset)")
}
