import UIKit

/// The modern Auto Layout arrangement: one content view pinned to the scroll view's
/// `contentLayoutGuide` on all edges and to its `frameLayoutGuide`'s width, so the content scrolls
/// only vertically; the content view's height comes from the boxes stacked inside it.
class ContentGuideFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    private(set) var boxes: [UIView] = []
    let boxHeight: CGFloat = 120
    let spacing: CGFloat = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])

        var previous: UIView?
        for i in 0..<8 {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.backgroundColor = i.isMultiple(of: 2) ? .lightGray : .darkGray
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                box.heightAnchor.constraint(equalToConstant: boxHeight),
                box.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? contentView.topAnchor, constant: spacing),
            ])
            previous = box
            boxes.append(box)
        }
        previous!.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -spacing).isActive = true
    }
}
