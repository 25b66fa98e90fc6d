import UIKit

/// The seeds' examples as screens. Text and pixels arrive with the renderer (issue 4), so rows are
/// coloured views for now.
@MainActor
enum GalleryScreens {
    /// Programming iOS, "Creating a Scroll View in Code": 30 rows stacked in a scroll view, the
    /// content size derived from the last row's frame.
    static func thirtyRows(in bounds: CGRect, delegate: UIScrollViewDelegate) -> UIScrollView {
        let sv = UIScrollView(frame: bounds)
        sv.backgroundColor = .white
        var y: CGFloat = 10
        for i in 0..<30 {
            let row = UIView(frame: CGRect(x: 10, y: y, width: bounds.width - 20, height: 21))
            row.tag = i + 1
            row.backgroundColor = UIColor(hue: CGFloat(i) / 30, saturation: 0.4, brightness: 1, alpha: 1)
            sv.addSubview(row)
            y += row.bounds.height + 10
        }
        sv.contentSize = CGSize(width: bounds.width, height: y)
        sv.delegate = delegate
        return sv
    }

    /// WWDC 2009: a horizontal pager whose pages are vertical lists; the drag's direction picks the view.
    static func nestedPager(in bounds: CGRect, delegate: UIScrollViewDelegate, inner: UIScrollViewDelegate) -> UIScrollView {
        let pager = UIScrollView(frame: bounds)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: bounds.width * 3, height: bounds.height)
        pager.delegate = delegate
        for page in 0..<3 {
            let list = thirtyRows(in: CGRect(x: bounds.width * CGFloat(page), y: 0, width: bounds.width, height: bounds.height),
                                  delegate: inner)
            pager.addSubview(list)
        }
        return pager
    }

    /// Programming iOS 7, ch. 7: a draggable flag on a big map (its own pan recognizer), and a
    /// rightward swipe on the scroll view that summons the flag; the scroll view's pan requires the
    /// swipe to fail, exactly as the book does it.
    static func flagMap(in bounds: CGRect, log: @escaping (String) -> Void) -> (UIScrollView, UIView) {
        let sv = UIScrollView(frame: bounds)
        sv.contentSize = CGSize(width: 1000, height: 1000)
        let map = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        sv.addSubview(map)
        let flag = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        flag.backgroundColor = .red
        map.addSubview(flag)
        let swipe = UISwipeGestureRecognizer { _ in
            flag.center = CGPoint(x: sv.contentOffset.x + 60, y: sv.contentOffset.y + 60)
            log("swipe recognized: flag summoned to \(flag.center)")
        }
        swipe.direction = .right
        sv.addGestureRecognizer(swipe)
        sv.panGestureRecognizer.require(toFail: swipe)
        let pan = UIPanGestureRecognizer { gr in
            let pan = gr as! UIPanGestureRecognizer
            let t = pan.translation(in: map)
            flag.center = CGPoint(x: flag.center.x + t.x, y: flag.center.y + t.y)
            pan.setTranslation(.zero, in: map)
            if pan.state == .ended { log("flag dropped at \(flag.center)") }
        }
        flag.addGestureRecognizer(pan)
        return (sv, flag)
    }
}
