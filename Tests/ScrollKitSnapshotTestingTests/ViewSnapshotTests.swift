import Foundation
import SnapshotTesting
import Testing
import UIKit
import ScrollKitSnapshotTesting

/// `assertSnapshot(of:as: .image…)` on ScrollKit's UIView, UIViewController and CALayer, against the
/// references recorded once under __Snapshots__/ViewSnapshotTests (CI never records: .ci/run sets
/// SNAPSHOT_TESTING_RECORD=never). Expected pixels come from the fixtures' geometry and colours.
@MainActor
@Suite struct ViewSnapshotTests {
    /// Where the library keeps this file's references: __Snapshots__/<file name>/<test>.<name>.png.
    static func reference(_ test: String, _ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ViewSnapshotTests/\(test).\(name).png")
    }

    static func pixel(_ url: URL, x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard let data = try? Data(contentsOf: url), let cg = UIImage(data: data)?.cgImage else { return nil }
        return cg.rgba(atX: x, y: y)
    }

    static func pixelSize(_ url: URL) -> (Int, Int)? {
        guard let data = try? Data(contentsOf: url), let cg = UIImage(data: data)?.cgImage else { return nil }
        return (cg.width, cg.height)
    }

    // MARK: Passing against the references

    @Test func badgeMatchesItsReference() throws {
        assertSnapshot(of: SnapshotFixtures.badge(), as: .image, named: "badge")
        // The reference: 120 × 80 pt at the main screen's 2× (UIScreen's default), colours where the
        // fixture put them.
        let url = Self.reference("badgeMatchesItsReference", "badge")
        #expect(Self.pixelSize(url).map { [$0.0, $0.1] } == [240, 160])
        #expect(Self.pixel(url, x: 10, y: 10).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [0, 0, 255, 255])
        #expect(Self.pixel(url, x: 60, y: 60).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [255, 0, 0, 255])
        #expect(Self.pixel(url, x: 170, y: 120).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [0, 255, 0, 255])
    }

    @Test func sizeLaysTheViewOutAtThatSize() throws {
        // 60 × 40 pt: the red square (10…50) is cut at the right edge of the bar-less crop.
        assertSnapshot(of: SnapshotFixtures.badge(), as: .image(size: CGSize(width: 60, height: 40)), named: "cropped")
        let url = Self.reference("sizeLaysTheViewOutAtThatSize", "cropped")
        #expect(Self.pixelSize(url).map { [$0.0, $0.1] } == [120, 80])
    }

    @Test func traitsDisplayScaleSetsThePixelsPerPoint() throws {
        assertSnapshot(of: SnapshotFixtures.badge(), as: .image(traits: UITraitCollection(displayScale: 3)), named: "badge-3x")
        let url = Self.reference("traitsDisplayScaleSetsThePixelsPerPoint", "badge-3x")
        #expect(Self.pixelSize(url).map { [$0.0, $0.1] } == [360, 240])
        // The square's corner at (10, 10) pt is pixel (30, 30): red from there, blue just before.
        #expect(Self.pixel(url, x: 29, y: 29).map { [$0.red, $0.blue] } == [0, 255])
        #expect(Self.pixel(url, x: 30, y: 30).map { [$0.red, $0.blue] } == [255, 0])
    }

    @Test func scrolledScrollViewShowsItsOffset() throws {
        assertSnapshot(of: SnapshotFixtures.stripes(offset: 45), as: .image(traits: UITraitCollection(displayScale: 1)),
                       named: "stripes-45")
        // Offset 45 of 30 pt stripes white, black, white, …: rows 0–14 show stripe 1 (black),
        // 15–44 stripe 2 (white), 45–74 stripe 3 (black), 75–89 stripe 4 (white).
        let url = Self.reference("scrolledScrollViewShowsItsOffset", "stripes-45")
        #expect(Self.pixelSize(url).map { [$0.0, $0.1] } == [60, 90])
        for (y, grey) in [(0, 0), (14, 0), (15, 255), (44, 255), (45, 0), (74, 0), (75, 255), (89, 255)] as [(Int, UInt8)] {
            #expect(Self.pixel(url, x: 30, y: y)?.red == grey, "row \(y)")
        }
    }

    @Test func viewControllerAtASize() throws {
        let controller = PanelViewController()
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 200, height: 100)), named: "panel")
        let url = Self.reference("viewControllerAtASize", "panel")
        #expect(Self.pixelSize(url).map { [$0.0, $0.1] } == [400, 200])
        // Yellow around a 100 × 50 pt purple panel centred at (100, 50) pt: (50…150, 25…75) pt.
        #expect(Self.pixel(url, x: 98, y: 48).map { [$0.red, $0.green, $0.blue] } == [255, 255, 0])
        let centre = try #require(Self.pixel(url, x: 200, y: 100))
        #expect(centre.green == 0 && abs(Int(centre.red) - 128) <= 1 && abs(Int(centre.blue) - 128) <= 1)
        // Shown for one frame as a root view controller, then taken off screen again.
        #expect(controller.appearances == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(controller.view.window == nil)
    }

    @Test func layerAtItsBounds() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
        layer.backgroundColor = UIColor.orange.cgColor
        let inner = CALayer()
        inner.bounds = CGRect(x: 0, y: 0, width: 25, height: 30)
        inner.position = CGPoint(x: 37.5, y: 15)
        inner.backgroundColor = UIColor.black.cgColor
        layer.addSublayer(inner)
        assertSnapshot(of: layer, as: .image(traits: UITraitCollection(displayScale: 1)), named: "halves")
        let url = Self.reference("layerAtItsBounds", "halves")
        #expect(Self.pixelSize(url).map { [$0.0, $0.1] } == [50, 30])
        // UIColor.orange is (1, 0.5, 0): red 255, green 127 or 128; the right half black.
        #expect(Self.pixel(url, x: 24, y: 15).map { [$0.red, $0.blue] } == [255, 0])
        #expect(Self.pixel(url, x: 25, y: 15).map { [$0.red, $0.green, $0.blue] } == [0, 0, 0])
    }

    // MARK: Failing when the view changes

    @Test func changedViewFailsAgainstTheReference() throws {
        let url = Self.reference("badgeMatchesItsReference", "badge")
        let before = try Data(contentsOf: url)
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: SnapshotFixtures.badge(squareColor: .orange), as: .image, named: "badge",
                           testName: "badgeMatchesItsReference()")
        }
        // The 40 × 40 pt square at 2× is 80 × 80 = 6400 of the 240 × 160 = 38400 pixels.
        #expect(message?.contains("Snapshot \"badge\" does not match reference.") == true)
        #expect(message?.contains("6400 of 38400 pixels differ") == true)
        #expect(try Data(contentsOf: url) == before, "record .never leaves the reference as it was")
    }

    @Test func assertSnapshotReportsTheFailure() {
        withKnownIssue("the square changed colour") {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: SnapshotFixtures.badge(squareColor: .orange), as: .image, named: "badge",
                               testName: "badgeMatchesItsReference()")
            }
        }
    }

    @Test func scrollingFailsAgainstTheReference() {
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: SnapshotFixtures.stripes(offset: 40), as: .image(traits: UITraitCollection(displayScale: 1)),
                           named: "stripes-45", testName: "scrolledScrollViewShowsItsOffset()")
        }
        // 5 pt further up the stripe edges move from rows 15, 45, 75 to 20, 50, 80: rows 15–19, 45–49
        // and 75–79 change colour, 15 of 90 rows × 60 pixels.
        #expect(message?.contains("900 of 5400 pixels differ") == true)
    }

    @Test func precisionToleratesThatManyDifferingPixels() {
        // 6400 of 38400 pixels differ: 1 − 6400/38400 = 0.8333… of them match.
        let lenient = withSnapshotTesting(record: .never) {
            verifySnapshot(of: SnapshotFixtures.badge(squareColor: .orange), as: .image(precision: 0.83), named: "badge",
                           testName: "badgeMatchesItsReference()")
        }
        #expect(lenient == nil)
        let strict = withSnapshotTesting(record: .never) {
            verifySnapshot(of: SnapshotFixtures.badge(squareColor: .orange), as: .image(precision: 0.84), named: "badge",
                           testName: "badgeMatchesItsReference()")
        }
        #expect(strict?.contains("Actual image precision 0.8333") == true)
    }

    @Test func missingReferenceIsNotRecordedWhenRecordingIsOff() {
        let url = Self.reference("missingReferenceIsNotRecordedWhenRecordingIsOff", "never-recorded")
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: SnapshotFixtures.badge(), as: .image, named: "never-recorded")
        }
        #expect(message?.contains("No reference was found on disk. New snapshot was not recorded") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    // MARK: Leaving things as they were

    @Test func snapshotPutsTheViewBackAndLeavesGlobalsAlone() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = UIView(), badge = SnapshotFixtures.badge(), last = UIView()
        badge.frame.origin = CGPoint(x: 33, y: 44)
        for view in [first, badge, last] { container.addSubview(view) }
        let scale = UIScreen.main.scale, bounds = UIScreen.main.bounds
        let windows = UIApplication.shared.windows.count, clock = HostClock.now
        _ = withSnapshotTesting(record: .never) {
            verifySnapshot(of: badge, as: .image, named: "badge", testName: "badgeMatchesItsReference()")
        }
        #expect(container.subviews.map { ObjectIdentifier($0) } == [first, badge, last].map { ObjectIdentifier($0) })
        #expect(badge.frame == CGRect(x: 33, y: 44, width: 120, height: 80))
        #expect(UIScreen.main.scale == scale && UIScreen.main.bounds == bounds)
        #expect(UIApplication.shared.windows.count == windows && HostClock.now == clock)
    }
}
