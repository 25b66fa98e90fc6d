import UIKit

/// Xcode's old "Page-Based Application" shape with the scroll style: a container view controller
/// that embeds a `UIPageViewController` as a child (`addChild`, `addSubview`, `didMove`), and a model
/// controller that makes a page controller per index on demand (`viewControllerAtIndex`), with
/// 20 pt between pages.
class AlbumViewController: UIViewController, UIPageViewControllerDelegate {
    let modelController = AlbumModelController(photoNames: ["Beach", "Forest", "City", "Desert", "Lake"])
    var pageViewController: UIPageViewController!
    private(set) var pendingIndices: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                                  options: [UIPageViewController.OptionsKey.interPageSpacing: 20])
        pageViewController.delegate = self
        let start = modelController.viewControllerAtIndex(0)!
        pageViewController.setViewControllers([start], direction: .forward, animated: false, completion: { _ in })
        pageViewController.dataSource = modelController

        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.view.frame = view.bounds.insetBy(dx: 0, dy: 40)
        pageViewController.didMove(toParent: self)
        view.backgroundColor = .darkGray
    }

    var currentPhotoIndex: Int? {
        (pageViewController.viewControllers?.first as? AlbumPhotoViewController).map { modelController.indexOfViewController($0) }
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        for vc in pendingViewControllers.compactMap({ $0 as? AlbumPhotoViewController }) {
            pendingIndices.append(modelController.indexOfViewController(vc))
        }
    }
}

/// Makes a page per photo on demand, as the template's ModelController does.
class AlbumModelController: NSObject, UIPageViewControllerDataSource {
    let photoNames: [String]
    private(set) var pagesMade = 0

    init(photoNames: [String]) {
        self.photoNames = photoNames
        super.init()
    }

    func viewControllerAtIndex(_ index: Int) -> AlbumPhotoViewController? {
        if photoNames.count == 0 || index >= photoNames.count { return nil }
        let vc = AlbumPhotoViewController()
        vc.photoName = photoNames[index]
        pagesMade += 1
        return vc
    }

    func indexOfViewController(_ viewController: AlbumPhotoViewController) -> Int {
        return photoNames.firstIndex(of: viewController.photoName) ?? NSNotFound
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        var index = indexOfViewController(viewController as! AlbumPhotoViewController)
        if index == 0 || index == NSNotFound { return nil }
        index -= 1
        return viewControllerAtIndex(index)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        var index = indexOfViewController(viewController as! AlbumPhotoViewController)
        if index == NSNotFound { return nil }
        index += 1
        if index == photoNames.count { return nil }
        return viewControllerAtIndex(index)
    }
}

/// One photo page: a label with the photo's name over a colour.
class AlbumPhotoViewController: UIViewController {
    var photoName = ""
    let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameLabel.text = photoName
        nameLabel.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
        view.addSubview(nameLabel)
    }
}
