import Testing
import UIKit
import GalleryScreens
import PhotoBrowser

/// Headless renders of the photo browser at chosen moments, compared with reviewed PNGs.
@Suite(.serialized) @MainActor struct PhotoBrowserRenderTests {
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
        expectMatchesReference(renderImage(of: window), named: "browser-mid-page")
    }

    @Test func aZoomedPhotoIsRedrawnSharpAtTheEndOfTheZoom() {
        let (window, b) = browser(GeneratedPhotos(count: 2))
        let page = b.visiblePages[0]
        page.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 600), animated: true)
        for i in 1...30 { window.tick(timestamp: Double(i) / 60) }
        #expect(page.zoomScale == 0.5 && page.photoView?.contentScaleFactor == 1)
        expectMatchesReference(renderImage(of: window), named: "browser-zoomed")
    }

    @Test func aLandscapePhotoIsCentredVertically() {
        let (window, _) = browser(GeneratedPhotos(count: 1))          // photo 1 is 1600 × 1200, landscape
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 100)), [0, 0, 0, 255]))   // black above
        expectMatchesReference(image, named: "browser-landscape")
    }
}
