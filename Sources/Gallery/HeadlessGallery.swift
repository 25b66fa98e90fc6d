import GalleryScreens
import HeadlessHost
import UIKit

/// The Gallery where there is no display: replays a scripted session over the seeds' screens, prints
/// the delegate and gesture trace, and writes a few frames as PNG.
@MainActor
struct HeadlessGallery {
    let outputDirectory: String
    /// The drawing-performance overlay drawn on every written frame (`--debug-overlay`).
    var overlay: DebugOverlayOptions = []

    func run() {
        let (navigation, home) = GalleryHomeViewController.makeNavigationController()
        let session = HeadlessHost(size: UIScreen.main.bounds.size, rootViewController: navigation)
        let window = session.window
        var frames = FrameWriter(directory: outputDirectory)
        if !overlay.isEmpty {
            let debug = DebugOverlay(options: overlay)
            frames.overlay = debug
            debug.timeFrames(of: session)
        }
        var written: [String] = []
        func snap(_ name: String) { if let p = frames.write(session, name: name) { written.append(p) } }
        func say(_ text: String) { print(String(format: "  %7.3f s  %@", session.time, text as NSString)) }

        print("ScrollKit Gallery (headless): 320×480 pt window, 60 Hz, scripted touches\n")
        session.idle(0.1)
        snap("00-home")

        print("1. 30 labels: a slow drag, then a flick that bounces off the bottom, then the status-bar tap")
        home.open(0)
        let labels = home.current as! ThirtyLabelsViewController
        let trace1 = TraceDelegate(name: "labels")
        labels.scrollView.delegate = trace1
        session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.5, holdBeforeLift: 0.1)
        session.idle(0.5)
        session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        session.idle(0.25)
        snap("01-labels-decelerating")
        session.idle(2.5)
        say("content size \(labels.scrollView.contentSize), resting offset \(labels.scrollView.contentOffset)")
        snap("02-labels-bottom")
        window.requestScrollToTop()
        session.idle(0.5)

        print("\n2. Paging with a page control")
        home.open(2)
        let paging = home.current as! PagingViewController
        session.drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.12)
        session.idle(0.1)
        snap("03-paging-mid-snap")
        session.idle(1)
        say("offset \(paging.scrollView.contentOffset.x), page control on page \(paging.pageControl.currentPage + 1)")
        snap("04-paging-page2")

        print("\n3. The flag map: summon the flag with a swipe, then drag it")
        home.open(3)
        let map = home.current as! FlagMapViewController
        let trace3 = TraceDelegate(name: "map")
        map.scrollView.delegate = trace3
        session.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 170, y: 303), duration: 0.15)
        session.idle(0.4)
        say("flag \(map.flag.isHidden ? "hidden" : "shown at \(map.flag.frame.origin)")")
        session.drag(from: CGPoint(x: map.flag.center.x, y: map.flag.center.y), to: CGPoint(x: 200, y: 260), duration: 0.6)
        session.idle(0.3)
        say("flag dropped at \(map.flag.center); map offset \(map.scrollView.contentOffset)")
        snap("05-flag-map")

        print("\n4. Nested pager of lists: vertical drags scroll a list, horizontal ones page")
        home.open(5)
        let nested = home.current as! NestedPagerViewController
        let traceOuter = TraceDelegate(name: "pager"), traceInner = TraceDelegate(name: "list 1")
        nested.pager.delegate = traceOuter
        nested.lists[0].delegate = traceInner
        session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.15)
        session.idle(2.5)
        session.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.15)
        session.idle(1)
        snap("06-nested")

        print("\n5. Photo browser: page, then double-tap to zoom")
        home.open(6)
        let photos = home.current as! PhotoBrowserViewController
        session.drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 180, y: 240), duration: 0.12)
        session.idle(1)
        session.tap(at: CGPoint(x: 160, y: 240))
        session.idle(0.12)
        session.tap(at: CGPoint(x: 160, y: 240))
        session.idle(0.6)
        let page = photos.browser.visiblePages.first { $0.index == photos.browser.currentPage }
        say("photo \(photos.browser.currentPage + 1), zoom \(String(format: "%.3f", page?.zoomScale ?? 0)), page views \(photos.browser.visiblePages.count + photos.browser.recycledPages.count)")
        snap("07-photo-zoomed")

        print("\n6. Tiles with reuse")
        home.open(7)
        let tiles = home.current as! TilingViewController
        session.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 100, y: 150), duration: 0.2)
        session.idle(3)
        say("tile views created: \(tiles.tilesCreated), on screen: \(tiles.tiledView.tileCount)")
        snap("08-tiles")

        print("\n7. Infinite zoom: a drag across the world's tiles")
        home.open(8)
        let zoom = home.current as! InfiniteZoomViewController
        session.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 120, y: 200), duration: 0.3, holdBeforeLift: 0.1)
        session.idle(0.5)
        say("level \(zoom.zoomView.level), tiles on screen: \(zoom.zoomView.visibleTiles.count)")
        snap("09-infinite-zoom")
        // Two-finger pinches (1.8× each) about a point of the world, 40 of them: 34 levels deeper.
        for _ in 0..<40 { pinch(session, about: CGPoint(x: 150, y: 260), from: 100, to: 180) }
        say(zoom.overlayLabel.text?.replacingOccurrences(of: "\n", with: "; ") ?? "")
        snap("09-infinite-zoom-deep")

        print("\n8. Text fields: a tap in the Name field, typed text, a line in the note")
        guard let textScreen = GalleryScreen.all.firstIndex(where: { $0.title == "Text fields" }) else { return }
        home.open(textScreen)
        let form = home.current as! TextFieldsViewController
        session.idle(0.1)   // the first frame lays the form out
        session.tap(at: form.fields[0].convert(CGPoint(x: 40, y: 17), to: window))
        session.idle(0.1)
        session.sendText("Typed headless")
        session.idle(0.2)
        say("name field: \"\(form.fields[0].text ?? "")\", editing: \(form.fields[0].isEditing)")
        session.tap(at: form.noteView.convert(CGPoint(x: 200, y: 60), to: window))
        session.idle(0.1)
        session.sendKeyPress(UIKey(keyCode: .keyboardEnd, modifierFlags: .control))
        session.sendText("\nA second line.")
        session.idle(0.2)
        say("note: \(form.noteView.text.count) characters, scrolled to y = \(form.noteView.contentOffset.y)")
        snap("10-text-fields")

        print("\n9. Keyboard: tap a low field of the inset form; the keyboard slides up and the form scrolls it into view")
        home.open(GalleryScreen.all.firstIndex { $0.title == "Keyboard: form (inset)" }!)
        let keyboardForm = home.current as! KeyboardInsetFormViewController
        session.idle(0.1)   // the form lays out its rows
        let low = keyboardForm.fields[5]
        session.tap(at: low.convert(CGPoint(x: low.bounds.midX, y: low.bounds.midY), to: window))
        session.idle(0.1)
        snap("11-keyboard-sliding")
        session.idle(0.5)
        say("keyboard at \(window.softwareKeyboardFrame.map { "\($0)" } ?? "none"), content inset bottom \(keyboardForm.scrollView.contentInset.bottom), offset \(keyboardForm.scrollView.contentOffset.y)")
        snap("12-keyboard-form")
        session.drag(from: CGPoint(x: 310, y: 150), to: CGPoint(x: 310, y: 420), duration: 0.3)
        session.idle(0.6)
        say("after an interactive drag down: keyboard \(window.softwareKeyboardFrame == nil ? "hidden" : "shown")")

        print("\n10. Photo grid: a flick through the thumbnails, then a tap opens the browser at that photo")
        home.open(GalleryScreen.all.firstIndex { $0.title == "Photo grid" } ?? 0)
        if let grid = home.current as? PhotoGridViewController, let nav = grid.navigationController {
            session.idle(0.1)
            snap("13-photo-grid")
            session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
            session.idle(2.5)
            let grid0 = grid.collectionView!
            say("offset \(grid0.contentOffset.y), cells on screen \(grid0.visibleCells.count), items \(grid0.indexPathsForVisibleItems.map(\.item))")
            let center = CGPoint(x: 160, y: 240)
            if let item = grid0.indexPathForItem(at: grid0.convert(center, from: nil)) {
                say("tapping photo \(item.item + 1) at the window's centre")
                session.tap(at: center)
                session.idle(0.6)
                let browser = nav.topViewController as? PhotoBrowserViewController
                say("pushed \(browser?.title ?? "nothing"), browser on photo \((browser?.browser.currentPage ?? -1) + 1)")
                snap("14-photo-grid-browser")
            }
        }

        print("\n11. App Store (compositional): flick a column of top apps, then scroll the list under its pinned header")
        home.open(GalleryScreen.all.firstIndex { $0.title == "App Store (compositional)" } ?? 0)
        let store = home.current as! AppStoreCompositionalViewController
        session.idle(0.2)
        session.drag(from: CGPoint(x: 280, y: 380), to: CGPoint(x: 160, y: 380), duration: 0.12)
        session.idle(3)
        let columns = store.collectionView.subviews.compactMap { $0 as? UIScrollView }.sorted { $0.frame.minY < $1.frame.minY }
        say("top apps rest at offset \(columns.count > 1 ? columns[1].contentOffset.x : -1)")
        session.drag(from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 40), duration: 0.8, holdBeforeLift: 0.1)
        session.drag(from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 140), duration: 0.8, holdBeforeLift: 0.1)
        session.idle(0.5)
        say("collection view offset \(store.collectionView.contentOffset.y)")
        snap("15-appstore-pinned-header")

        home.close()
        print("\n12. Custom bottom sheet: the button presents the card over a dimming view; a drag down dismisses it")
        home.open(GalleryScreen.all.firstIndex { $0.title == "Custom bottom sheet" } ?? 0)
        if let sheet = home.current as? BottomSheetTransitionViewController {
            session.idle(0.2)
            sheet.showCard()
            session.idle(0.6)
            say("card at y \(sheet.card.view.frame.minY), presented: \(sheet.presentedViewController != nil)")
            snap("16-bottom-sheet")
            let top = sheet.card.view.frame.minY
            session.drag(from: CGPoint(x: 160, y: top + 30), to: CGPoint(x: 160, y: top + 90), duration: 0.3, holdBeforeLift: 0.1)
            snap("17-bottom-sheet-dragged")
            session.idle(0.6)
            session.drag(from: CGPoint(x: 160, y: top + 30), to: CGPoint(x: 160, y: 470), duration: 0.3, holdBeforeLift: 0.1)
            session.idle(0.6)
            say("after a long drag down: presented \(sheet.presentedViewController != nil)")
        }
        home.close()
        print("\nFrames written:")
        written.forEach { print("  \($0)") }
    }

    /// Two fingers about `centre`, `from` → `to` points apart over 10 frames, then half a second of frames.
    private func pinch(_ session: HeadlessHost, about centre: CGPoint, from: CGFloat, to: CGFloat) {
        func fingers(_ d: CGFloat, _ phase: UITouch.Phase) -> [TouchInput] {
            [TouchInput(id: 1, phase: phase, location: CGPoint(x: centre.x - d / 2, y: centre.y)),
             TouchInput(id: 2, phase: phase, location: CGPoint(x: centre.x + d / 2, y: centre.y))]
        }
        session.send(fingers(from, .began))
        for i in 1...10 {
            session.advance(by: session.frameInterval)
            session.send(fingers(from + (to - from) * CGFloat(i) / 10, .moved))
        }
        session.send(fingers(to, .ended))
        session.idle(0.5)
    }
}
