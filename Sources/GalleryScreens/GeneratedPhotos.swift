import UIKit
import PhotoBrowser

/// The photo browser's embedded default: pictures it draws itself (no download, no files): colour
/// fields with a grid and a number, alternating landscape and portrait.
public final class GeneratedPhotos: PhotoSource {
    public let count: Int
    public init(count: Int = 12) { self.count = max(0, count) }
    public var numberOfPhotos: Int { count }
    public func sizeOfPhoto(at index: Int) -> CGSize {
        index % 3 == 1 ? CGSize(width: 1200, height: 1600) : CGSize(width: 1600, height: 1200)
    }
    public func makeView(forPhotoAt index: Int) -> UIView? {
        let v = GeneratedPhotoView(frame: CGRect(origin: .zero, size: sizeOfPhoto(at: index)))
        v.index = index
        return v
    }
}

/// One generated photo. Drawn at the zoom's resolution (the page sets `contentScaleFactor`).
final class GeneratedPhotoView: UIView {
    var index = 0
    override func draw(_ rect: CGRect) {
        let hue = CGFloat(index % 12) / 12
        UIColor(hue: hue, saturation: 0.5, brightness: 0.85, alpha: 1).setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor(hue: hue, saturation: 0.7, brightness: 0.55, alpha: 1).setFill()
        for i in 0..<8 {
            let r = CGFloat(80 + 40 * i)
            UIBezierPath(ovalIn: CGRect(x: bounds.midX - r, y: bounds.midY - r, width: 2 * r, height: 2 * r)).stroke()
        }
        UIColor(white: 1, alpha: 0.35).setStroke()
        let grid = gridPath(size: bounds.size, spacing: 100)
        grid.lineWidth = 3
        grid.stroke()
        ("Photo \(index + 1)" as NSString).draw(at: CGPoint(x: 60, y: 60), withAttributes: [
            .font: UIFont.boldSystemFont(ofSize: 140), .foregroundColor: UIColor.white])
    }
}

/// The browser as a screen.
public final class PhotoBrowserViewController: UIViewController {
    public private(set) var browser: PhotoBrowserView!
    public var source: PhotoSource = GeneratedPhotos()
    /// The photo shown first (the photo grid opens the browser at the tapped photo).
    public var initialPage = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        let browser = PhotoBrowserView(frame: view.bounds)
        browser.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(browser)
        browser.source = source
        if initialPage > 0 {
            browser.pagingScrollView.contentOffset.x = browser.pagingScrollView.bounds.width * CGFloat(initialPage)
            browser.tilePages()
        }
        self.browser = browser
    }
}
