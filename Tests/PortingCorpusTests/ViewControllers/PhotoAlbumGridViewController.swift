import UIKit

/// A photo album grid as an iOS developer writes one on `UICollectionViewController`: created with
/// `init(collectionViewLayout:)`, sized through `UICollectionViewDelegateFlowLayout`, pushing a
/// full-screen photo (which hides the status bar) on selection, outlining the selected photo in a
/// `configurationUpdateHandler`, clearing the selection when the
/// grid comes back, and offering a Favorite/Remove context menu on each photo.
class PhotoAlbumGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    static let columns: CGFloat = 3
    static let spacing: CGFloat = 2
    var photos = (0..<30).map { "Photo \($0 + 1)" }
    private(set) var favorites: [String] = []
    private(set) var opened: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        installsStandardGestureForInteractiveMovement = false
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.backgroundColor = .systemBackground
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        let color = UIColor(hue: CGFloat(indexPath.item % 10) / 10, saturation: 0.5, brightness: 0.9, alpha: 1)
        cell.configurationUpdateHandler = { cell, state in
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = color
            background.strokeColor = state.isSelected ? .systemBlue : nil
            background.strokeWidth = state.isSelected ? 3 : 0
            cell.backgroundConfiguration = background
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - (Self.columns - 1) * Self.spacing) / Self.columns
        return CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
        navigationController?.pushViewController(FullScreenPhotoViewController(title: photos[indexPath.item]), animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        let photo = photos[indexPath.item]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Favorite") { [weak self] _ in self?.favorites.append(photo) },
                UIAction(title: "Remove", attributes: .destructive) { [weak self] _ in
                    guard let self, let i = self.photos.firstIndex(of: photo) else { return }
                    self.photos.remove(at: i)
                    self.collectionView.deleteItems(at: [IndexPath(item: i, section: 0)])
                },
            ])
        }
    }
}

/// The pushed photo: black, full screen, with the status bar hidden until a tap shows the chrome,
/// as photo viewers do (`prefersStatusBarHidden` plus `setNeedsStatusBarAppearanceUpdate()`).
/// Ported with the selector edit (docs/PORTING.md §1: `#selector(toggleChrome)` became `Self.toggleChrome`).
class FullScreenPhotoViewController: UIViewController {
    var showsChrome = false {
        didSet {
            setNeedsStatusBarAppearanceUpdate()
            navigationController?.setNavigationBarHidden(!showsChrome, animated: false)
        }
    }

    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override var prefersStatusBarHidden: Bool { !showsChrome }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.toggleChrome))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(!showsChrome, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    func toggleChrome() { showsChrome.toggle() }
}
