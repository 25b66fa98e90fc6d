import HeadlessHost
import Swift5ConstraintDSL
import Testing
import UIKit

/// A Swift 5 Auto Layout DSL (Tests/Swift5Libraries/ConstraintDSL) whose plain classes make
/// `NSLayoutConstraint`s and keep them on views with associated objects, laid out by the window.
@MainActor
@Suite struct ConstraintDSLTests {
    @Test func constraintsMadeByPlainClassesPlaceTheViewsAsAutoLayoutSolvesThem() {
        let root = UIView()
        let host = hostShowing(root)
        root.frame = host.window.bounds
        let container = UIView()
        root.addSubview(container)
        container.layout.make { m in
            m.edge(.left).equal(to: root).plus(20)
            m.edge(.top).equal(to: root).plus(40)
            m.edge(.width).equal(to: 280)
            m.edge(.height).equal(to: 100)
        }
        let cells = [UIView(), UIView(), UIView()]
        RowLayoutHelper(spacing: 10).arrange(cells, in: container, width: 60)
        host.tick()

        // Left 20 and top 40 from the root's edges; the row: 10 pt spacing, then 60 + 10 per cell.
        #expect(container.frame == CGRect(x: 20, y: 40, width: 280, height: 100))
        #expect(cells.map(\.frame) == [CGRect(x: 10, y: 0, width: 60, height: 100),
                                       CGRect(x: 80, y: 0, width: 60, height: 100),
                                       CGRect(x: 150, y: 0, width: 60, height: 100)])
        // Each view's own list, kept as an associated object.
        #expect(container.layout.installed.count == 4)
        #expect(cells.map { $0.layout.installed.count } == [4, 4, 4])
        #expect(container.layout.installed.allSatisfy { $0.isActive })
    }

    @Test func remakeReplacesTheStoredConstraintsAndRemoveAllForgetsThem() {
        let root = UIView()
        let host = hostShowing(root)
        root.frame = host.window.bounds
        let box = UIView()
        root.addSubview(box)
        let first = box.layout.make { m in
            m.edge(.left).equal(to: root)
            m.edge(.top).equal(to: root)
            m.edge(.width).equal(to: 100)
            m.edge(.height).equal(to: 50)
        }
        host.tick()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))

        box.layout.remake { m in
            m.edge(.centerX).equal(to: root)
            m.edge(.centerY).equal(to: root)
            m.edge(.width).equal(to: root).times(0.5)
            m.edge(.height).equal(to: 30)
        }
        host.tick()
        // Half the 320-pt root's width, centred in 320 × 480: x = (320 − 160) / 2, y = (480 − 30) / 2.
        #expect(box.frame == CGRect(x: 80, y: 225, width: 160, height: 30))
        #expect(first.allSatisfy { !$0.isActive })
        #expect(box.layout.installed.count == 4)

        box.layout.removeAll()
        #expect(box.layout.installed.isEmpty)
    }
}
