import Testing
@testable import UIKit

/// The Auto Layout examples of the seeds (Programming iOS 6 ch. 20 / iOS 7 ch. 7), end to end with
/// real UILabels: frames and contentSize against the labels' intrinsic sizes.
@Suite(.serialized) @MainActor
struct AutoLayoutSeedExampleTests {
    /// "self.view" in a window, with the scroll view pinned to it by `H:|[sv]|` and `V:|[sv]|`.
    func screen() -> (window: UIWindow, root: UIView, scrollView: UIScrollView) {
        AutoLayoutDiagnostics.recent.removeAll()
        let window = makeTestWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let sv = UIScrollView()
        sv.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sv)
        root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
        root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
        return (window, root, sv)
    }

    /// The seed's loop: 30 labels "This is label n", `H:|-(10)-[lab]`, chained `V:` 10 pt apart.
    func addLabels(to container: UIView, trailing: Bool = false) -> [UILabel] {
        var labels: [UILabel] = []
        for i in 0..<30 {
            let lab = UILabel()
            lab.translatesAutoresizingMaskIntoConstraints = false
            lab.text = "This is label \(i + 1)"
            container.addSubview(lab)
            container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[lab]", options: [], metrics: nil, views: ["lab": lab]))
            if let prev = labels.last {
                container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[prev]-(10)-[lab]", options: [], metrics: nil,
                                                                        views: ["lab": lab, "prev": prev]))
            } else {
                container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(10)-[lab]", options: [], metrics: nil, views: ["lab": lab]))
            }
            if trailing {
                container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[lab]-(10)-|", options: [], metrics: nil, views: ["lab": lab]))
            }
            labels.append(lab)
        }
        container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[lab]-(10)-|", options: [], metrics: nil, views: ["lab": labels[29]]))
        return labels
    }

    /// Each label at (10, y) with its intrinsic size, y advancing by height + 10; returns the bottom + 10.
    func expectStacked(_ labels: [UILabel], width: CGFloat? = nil) -> CGFloat {
        var y: CGFloat = 10
        for lab in labels {
            let size = lab.intrinsicContentSize
            #expect(lab.frame == CGRect(x: 10, y: y, width: width ?? size.width, height: size.height))
            y += size.height + 10
        }
        return y
    }

    @Test func thirtyLabelsWithVisualFormat() {
        let (window, root, sv) = screen()
        let labels = addLabels(to: sv)
        window.tick(timestamp: 0)
        #expect(sv.frame == root.bounds)
        #expect(labels[0].intrinsicContentSize.height > 10 && labels[8].intrinsicContentSize.width < labels[9].intrinsicContentSize.width)
        let height = expectStacked(labels)
        // Only the leading edges are pinned: the width is ambiguous and reads 0; the height scrolls.
        #expect(sv.contentSize == CGSize(width: 0, height: height))
        #expect(sv.hasAmbiguousContentWidth && !sv.hasAmbiguousContentHeight)
        #expect(height > 480)
    }

    @Test func thirtyLabelsPinnedOnBothSidesShareTheWidestWidth() {
        let (window, _, sv) = screen()
        let labels = addLabels(to: sv, trailing: true)
        window.tick(timestamp: 0)
        let widest = labels.map { $0.intrinsicContentSize.width }.max()!
        let height = expectStacked(labels, width: widest)
        #expect(sv.contentSize == CGSize(width: widest + 20, height: height))
        #expect(!sv.hasAmbiguousContentWidth)
    }

    /// Combination 1: no constraints inside the scroll view; frames and contentSize set by hand.
    @Test func contentViewWithoutConstraints() {
        let (window, _, sv) = screen()
        let v = UIView()
        sv.addSubview(v)
        var y: CGFloat = 10
        for i in 0..<30 {
            let lab = UILabel()
            lab.text = "This is label \(i + 1)"
            lab.sizeToFit()
            lab.frame.origin = CGPoint(x: 10, y: y)
            v.addSubview(lab)
            y += lab.bounds.height + 10
        }
        v.frame = CGRect(x: 0, y: 0, width: 0, height: y)
        sv.contentSize = v.frame.size
        window.tick(timestamp: 0)
        #expect(sv.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 0, height: y))
        #expect(sv.contentSize == CGSize(width: 0, height: y))
        #expect(v.subviews[29].frame.minY == y - 10 - v.subviews[29].frame.height)
    }

    /// Combination 2: the content view has constraints (`V:|[v(y)]|`, `H:|[v(0)]|`), its labels frames.
    @Test func contentViewConstrainedLabelsPositioned() {
        let (window, _, sv) = screen()
        let v = UIView()
        sv.addSubview(v)
        var y: CGFloat = 10
        var frames: [CGRect] = []
        for i in 0..<30 {
            let lab = UILabel()
            lab.text = "This is label \(i + 1)"
            lab.sizeToFit()
            lab.frame.origin = CGPoint(x: 10, y: y)
            v.addSubview(lab)
            frames.append(lab.frame)
            y += lab.bounds.height + 10
        }
        v.translatesAutoresizingMaskIntoConstraints = false
        sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[v(y)]|", options: [], metrics: ["y": y], views: ["v": v]))
        sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[v(0)]|", options: [], metrics: nil, views: ["v": v]))
        window.tick(timestamp: 0)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 0, height: y))
        #expect(sv.contentSize == CGSize(width: 0, height: y))
        #expect(v.subviews.map(\.frame) == frames)
    }

    /// Combination 3: constraints throughout; the labels' chain sizes the content view.
    @Test func constraintsThroughout() {
        let (window, _, sv) = screen()
        let v = UIView()
        sv.addSubview(v)
        let labels = addLabels(to: v)
        v.translatesAutoresizingMaskIntoConstraints = false
        sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[v]|", options: [], metrics: nil, views: ["v": v]))
        sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[v(0)]|", options: [], metrics: nil, views: ["v": v]))
        window.tick(timestamp: 0)
        let height = expectStacked(labels)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 0, height: height))
        #expect(sv.contentSize == CGSize(width: 0, height: height))
        #expect(!sv.hasAmbiguousContentWidth && !sv.hasAmbiguousContentHeight)
    }

    /// Combination 4: constrained labels, content view sized from `systemLayoutSizeFitting`.
    @Test func hybridWithFittingSize() {
        let (window, _, sv) = screen()
        let v = UIView()
        sv.addSubview(v)
        let labels = addLabels(to: v)
        let minsz = v.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        v.frame = CGRect(x: 0, y: 0, width: 0, height: minsz.height)
        sv.contentSize = v.frame.size
        window.tick(timestamp: 0)
        let height = expectStacked(labels)
        #expect(minsz.height == height)
        #expect(sv.contentSize == CGSize(width: 0, height: height))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 0, height: height))
    }

    /// The smiley pinned to the scroll view's superview floats while real drags and programmatic
    /// offsets scroll the labels under it.
    @Test func floatingViewStaysPutWhileScrolling() {
        let (window, root, sv) = screen()
        let labels = addLabels(to: sv)
        let iv = UIImageView(image: nil)
        iv.translatesAutoresizingMaskIntoConstraints = false
        sv.addSubview(iv)
        NSLayoutConstraint.activate([iv.widthAnchor.constraint(equalToConstant: 40), iv.heightAnchor.constraint(equalToConstant: 40)])
        let sup = sv.superview!
        sup.addConstraint(NSLayoutConstraint(item: iv, attribute: .right, relatedBy: .equal, toItem: sup, attribute: .right,
                                             multiplier: 1, constant: -5))
        sup.addConstraint(NSLayoutConstraint(item: iv, attribute: .top, relatedBy: .equal, toItem: sup, attribute: .top,
                                             multiplier: 1, constant: 30))
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let onScreen = CGRect(x: 275, y: 30, width: 40, height: 40)
        let label3 = labels[3].frame
        func check(_ note: Comment) {
            // Fractional offsets during deceleration round-trip through the solver to within 1e-9 pt.
            #expect(isClose(iv.frame, onScreen.offsetBy(dx: 0, dy: sv.contentOffset.y)), note)
            #expect(isClose(iv.convert(iv.bounds, to: root), onScreen), note)
            #expect(labels[3].frame == label3, note)
        }
        check("at rest")
        // A real drag upwards: 200 pt in 0.25 s, ticking every 1/120 s, then the deceleration.
        var t = 0.0
        window.sendTouch(.began, at: CGPoint(x: 160, y: 400), timestamp: t)
        var offsets: Set<CGFloat> = []
        for i in 1...30 {
            t += 1.0 / 120
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - CGFloat(i) * 200 / 30), timestamp: t)
            window.tick(timestamp: t)
            offsets.insert(sv.contentOffset.y)
            check("dragging")
        }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 400 - 31 * 200 / 30), timestamp: t + 1.0 / 120)
        for _ in 0..<120 {
            t += 1.0 / 60
            window.tick(timestamp: t)
            offsets.insert(sv.contentOffset.y)
            check("decelerating")
        }
        #expect(offsets.count > 20)
        for y in [0, 100, 250.5] as [CGFloat] {
            sv.contentOffset = CGPoint(x: 0, y: y)
            window.tick(timestamp: t)
            check("contentOffset set to \(y)")
        }
    }

    /// Zotz!'s settings: a content view designed taller than the screen, with its bottom constraint's
    /// constant set to 0 in viewDidLoad so that the constraints describe the content size.
    final class SettingsController: UIViewController {
        var contentViewBottomConstraint: NSLayoutConstraint!
        let sv = UIScrollView()
        let contentView = UIView()
        var fixBottomInViewDidLoad = true
        var updateViewConstraintsCalls = 0

        override func loadView() {
            let root = UIView(frame: UIScreen.main.bounds)
            view = root
            sv.translatesAutoresizingMaskIntoConstraints = false
            contentView.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(sv)
            sv.addSubview(contentView)
            root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
            root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
            // As the nib editor leaves it: the content view 600 pt tall, its bottom 120 pt below the frame.
            NSLayoutConstraint.activate([
                contentView.topAnchor.constraint(equalTo: sv.topAnchor),
                contentView.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
                contentView.widthAnchor.constraint(equalTo: sv.widthAnchor),
                contentView.heightAnchor.constraint(equalToConstant: 600),
            ])
            contentViewBottomConstraint = sv.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -120)
            contentViewBottomConstraint.isActive = true
            var previous: UIView?
            for _ in 0..<8 {
                let row = SizedView(200, 30)
                contentView.addSubview(row)
                vfl("H:|-(20)-[row]", ["row": row])
                if let previous { vfl("V:[previous]-(40)-[row]", ["previous": previous, "row": row]) } else { vfl("V:|-(20)-[row]", ["row": row]) }
                previous = row
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            if fixBottomInViewDidLoad { contentViewBottomConstraint.constant = 0 }
            view.setNeedsUpdateConstraints()
        }

        override func updateViewConstraints() {
            updateViewConstraintsCalls += 1
            super.updateViewConstraints()
        }
    }

    @Test func settingsFormBottomConstraintSetInViewDidLoad() {
        let window = makeTestWindow()
        AutoLayoutDiagnostics.recent.removeAll()   // the log is global: start from this test's own messages
        let vc = SettingsController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        #expect(vc.updateViewConstraintsCalls == 1)
        #expect(vc.sv.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(vc.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(vc.sv.contentSize == CGSize(width: 320, height: 600))
        #expect(vc.sv.offsetRange.y == 0...120)
        #expect(vc.contentView.subviews[7].frame == CGRect(x: 20, y: 20 + 7 * 70, width: 200, height: 30))
        #expect(unsatisfiableLogs.isEmpty)
    }

    @Test func settingsFormAsDesignedIsNotScrollable() {
        let window = makeTestWindow()
        AutoLayoutDiagnostics.recent.removeAll()
        let vc = SettingsController()
        vc.fixBottomInViewDidLoad = false
        window.rootViewController = vc
        window.tick(timestamp: 0)
        // The constraints still say 600 pt of content view, but a content height of 480.
        #expect(vc.contentView.frame.height == 600)
        #expect(vc.sv.contentSize == CGSize(width: 320, height: 480))
        // Changing the constant later works too, in place.
        vc.contentViewBottomConstraint.constant = 0
        window.tick(timestamp: 1)
        #expect(vc.sv.contentSize == CGSize(width: 320, height: 600))
    }
}
