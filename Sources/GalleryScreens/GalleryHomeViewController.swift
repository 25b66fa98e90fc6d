import UIKit

/// The Gallery's home: a scrolling list of the screens; tapping a row opens it, and a Back row at the
/// top of every screen returns here.
public final class GalleryHomeViewController: UIViewController {
    public private(set) var list: UIScrollView!
    public private(set) var current: UIViewController?
    static let rowHeight: CGFloat = 52

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.alwaysBounceVertical = true
        let title = UILabel(frame: CGRect(x: 16, y: 12, width: view.bounds.width - 32, height: 40))
        title.text = "ScrollKit Gallery"
        title.font = .boldSystemFont(ofSize: 26)
        sv.addSubview(title)
        for (i, screen) in GalleryScreen.all.enumerated() {
            let row = UIButton(frame: CGRect(x: 0, y: 60 + CGFloat(i) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight - 1))
            row.backgroundColor = UIColor(white: 0.97, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: Self.rowHeight - 1))
            label.text = screen.title
            label.font = .systemFont(ofSize: 18)
            row.addSubview(label)
            row.addAction(UIAction { [unowned self] _ in self.open(i) }, for: .touchUpInside)
            sv.addSubview(row)
        }
        sv.contentSize = CGSize(width: view.bounds.width, height: 60 + CGFloat(GalleryScreen.all.count) * Self.rowHeight + 20)
        view.addSubview(sv)
        list = sv
    }

    /// Shows screen `index` over the list, with a Back button.
    public func open(_ index: Int) {
        guard GalleryScreen.all.indices.contains(index) else { return }
        close()
        let vc = GalleryScreen.all[index].make()
        addChild(vc)
        vc.view.frame = view.bounds
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(vc.view)
        let back = UIButton(frame: CGRect(x: 8, y: view.bounds.height - 40, width: 72, height: 32))
        back.autoresizingMask = [.flexibleTopMargin]
        back.backgroundColor = UIColor(white: 0, alpha: 0.55)
        back.layer.cornerRadius = 8
        let label = UILabel(frame: back.bounds)
        label.text = "‹ Back"
        label.textColor = .white
        label.textAlignment = .center
        back.addSubview(label)
        back.addAction(UIAction { [unowned self] _ in self.close() }, for: .touchUpInside)
        vc.view.addSubview(back)
        current = vc
    }

    public func close() {
        current?.view.removeFromSuperview()
        current?.removeFromParent()
        current = nil
    }
}
