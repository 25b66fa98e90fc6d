import HostContextTesting
import Testing
import UIKit
import GalleryScreens
import PhotoBrowser

/// Headless renders of the photo browser at chosen moments, compared with reviewed PNGs.
@Suite(.freshHostContext) @MainActor struct PhotoBrowserRenderTests {
    func browser(_ photos: PhotoSource) -> (UIWindow, PhotoBrowserView) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = PhotoBrowserViewController()
        vc.source = photos
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return (window, vc.browser)
    }

    @Test func midPageBetweenTwoPhotosShowsTheBlackGap() {
        let (window, b) = browser(GeneratedPhotos(count: 4))
        b.pagingScrollView.contentOffset = CGPoint(x: 170, y: 0)      // half way to page 2
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "browser-mid-page")
        // The 20 pt gap: the paging view is 340 pt wide (320 + 20) starting at x −10, and each page
        // shows its photo 10 pt in from its sides. At offset 170, page 1 ends at 340 − 10 − 170 − 10 =
        // 150 on screen and page 2 starts at 340 + 10 − 170 − 10 = 170: x 150…170 is black, top to bottom.
        let black = [0, 0, 0, 255]
        for x in stride(from: 150.25 as CGFloat, to: 170, by: 0.5) {
            #expect(runsDown(image, x: x, from: 0, to: 480, threshold: 8) { _ in black }.isEmpty, "gap column \(x) is black")
        }
        // Across the middle, the photos come right up to the gap on both sides (photo 1 is landscape,
        // 240 pt tall about y 240; photo 2 portrait, taller): two runs of picture, split at 150…170.
        let across = runsAcross(image, y: 240.25, from: 0, to: 320, threshold: 8) { _ in black }
        #expect(across.count == 2, "\(across)")
        if across.count == 2 {
            #expect(run(across[0], matches: 0, 150) && run(across[1], matches: 170, 320), "\(across)")
        }
    }

    @Test func aZoomedPhotoIsRedrawnSharpAtTheEndOfTheZoom() {
        let (window, b) = browser(GeneratedPhotos(count: 2))
        let page = b.visiblePages[0]
        page.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 600), animated: true)
        for i in 1...30 { window.tick(timestamp: Double(i) / 60) }
        #expect(page.zoomScale == 0.5 && page.photoView?.contentScaleFactor == 1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "browser-zoomed")
        // Sharp: the photo's grid (3 px lines every 100 px of photo, 35 % white) shows at half scale
        // as 1.5 pt lines every 50 pt, x 49.25…50.75 and so on: on the 2× render two pixels of full
        // line colour with a half-covered pixel each side. A backing store stretched from a coarser
        // resolution would smear each line wider and never reach the full colour.
        let photo = rgba(image, at: CGPoint(x: 25, y: 225))
        let lineColour = (0..<3).map { over(1, alpha: 0.35, on: Double(photo[$0])) } + [255]
        let lines = runsAcross(image, y: 225.25, from: 10, to: 190, threshold: 12) { _ in photo }
        #expect(lines.count == 3, "\(lines)")
        for (i, line) in lines.enumerated() {
            let centre = CGFloat(50 * (i + 1))
            #expect(run(line, matches: centre - 0.75, centre + 0.75, slack: 0.25), "line \(i) at \(line)")
            #expect(isNear(rgba(image, at: CGPoint(x: centre - 0.25, y: 225)), lineColour), "line \(i) core")
            #expect(isNear(rgba(image, at: CGPoint(x: centre + 0.25, y: 225)), lineColour), "line \(i) core")
        }
    }

    @Test func aLandscapePhotoIsCentredVertically() {
        let (window, _) = browser(GeneratedPhotos(count: 1))          // photo 1 is 1600 × 1200, landscape
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 100)), [0, 0, 0, 255]))   // black above
        expectMatchesReference(image, named: "browser-landscape")
        // 1600 × 1200 fitted to 320 pt wide is 240 pt tall, centred in 480: y 120…360, black above
        // and below, from edge to edge.
        for x in [20.25, 160.25, 300.25] as [CGFloat] {
            let down = runsDown(image, x: x, from: 0, to: 480, threshold: 8) { _ in [0, 0, 0, 255] }
            #expect(down.count == 1 && down.first.map { run($0, matches: 120, 360) } == true, "column \(x): \(down)")
        }
        let across = runsAcross(image, y: 240.25, from: 0, to: 320, threshold: 8) { _ in [0, 0, 0, 255] }
        #expect(across.count == 1 && across.first.map { run($0, matches: 0, 320) } == true, "\(across)")
    }
}
