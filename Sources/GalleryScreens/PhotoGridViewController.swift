import UIKit
import PhotoBrowser

/// The Gallery's photo grid: a `UICollectionView` with a flow layout showing every photo of a
/// `PhotoSource` (the generated photos by default; pyramids and image files work the same way) as
/// square thumbnails, three to a row. Tapping a thumbnail pushes the photo browser at that photo,
/// as a Photos-style app does from its grid.
///
/// The geometry is chosen so gaps fall on whole points: in a 320-pt-wide view, 2-pt section insets
/// and 2-pt spacing leave 316 pt, three 104-pt items and two 2-pt gaps (the render test checks the
/// gaps' pixels at those places).
public final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// The grid.
    public private(set) var collectionView: UICollectionView!
    /// The photos shown; generated ones unless replaced before the view loads.
    public var source: PhotoSource = GeneratedPhotos(count: 24)
    /// Space around and between thumbnails, in points.
    public static let spacing: CGFloat = 2
    /// Thumbnails per row.
    public static let columns = 3

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .white
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        layout.sectionInset = UIEdgeInsets(top: Self.spacing, left: Self.spacing, bottom: Self.spacing, right: Self.spacing)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(PhotoThumbnailCell.self, forCellWithReuseIdentifier: PhotoThumbnailCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source.numberOfPhotos
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoThumbnailCell.reuseIdentifier, for: indexPath) as! PhotoThumbnailCell
        cell.show(photoAt: indexPath.item, of: source)
        return cell
    }

    /// Square thumbnails, three across the width inside the insets, rounded down to whole points.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let inset = collectionView.adjustedContentInset
        let width = collectionView.bounds.width - inset.left - inset.right - 2 * Self.spacing - CGFloat(Self.columns - 1) * Self.spacing
        let side = max(0, (width / CGFloat(Self.columns)).rounded(.down))
        return CGSize(width: side, height: side)
    }

    /// Opens the browser at the tapped photo: pushed when the grid is in a navigation controller,
    /// else shown over the grid as a child.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let browser = PhotoBrowserViewController()
        browser.source = source
        browser.initialPage = indexPath.item
        browser.title = "Photo \(indexPath.item + 1)"
        if let navigationController {
            navigationController.pushViewController(browser, animated: true)
        } else {
            addChild(browser)
            browser.view.frame = view.bounds
            browser.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(browser.view)
            browser.didMove(toParent: self)
        }
    }
}

/// A square thumbnail of one photo: the source's own view of the photo, scaled down to fill the
/// cell (aspect fill, clipped) and drawn at the thumbnail's resolution, as the browser's pages show
/// photos at their zoom scale. Pyramids therefore load only their coarse tiles.
final class PhotoThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoThumbnail"
    private(set) var photoView: UIView?
    private(set) var photoSize: CGSize = .zero
    private(set) var index = -1

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        contentView.backgroundColor = UIColor(white: 0.9, alpha: 1)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(photoAt index: Int, of source: PhotoSource) {
        guard index != self.index || photoView == nil else { return }
        photoView?.removeFromSuperview()
        self.index = index
        photoSize = source.sizeOfPhoto(at: index)
        photoView = source.makeView(forPhotoAt: index)
        if let photoView { contentView.addSubview(photoView) }
        setNeedsLayout()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoView?.removeFromSuperview()
        photoView = nil
        index = -1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let photoView, photoSize.width > 0, photoSize.height > 0 else { return }
        let box = contentView.bounds.size
        let scale = max(box.width / photoSize.width, box.height / photoSize.height)
        guard scale.isFinite, scale > 0 else { return }
        if photoView.transform.a != scale {
            photoView.transform = CGAffineTransform(scaleX: scale, y: scale)
            photoView.contentScaleFactor = scale * traitCollection.displayScale
        }
        photoView.center = CGPoint(x: box.width / 2, y: box.height / 2)
    }
}
