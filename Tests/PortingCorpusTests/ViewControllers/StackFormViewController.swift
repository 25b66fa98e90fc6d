import UIKit

/// The most common scrolling screen in iOS code: a vertical `UIStackView` of labels and fixed-height
/// views, pinned to the scroll view's `contentLayoutGuide` on all edges and to its
/// `frameLayoutGuide`'s width, so the stack's height is the scroll view's `contentSize.height`.
class StackFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    private(set) var labels: [UILabel] = []
    private(set) var panels: [UIView] = []
    let panelHeight: CGFloat = 140
    let spacing: CGFloat = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = spacing
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])

        for i in 0..<6 {
            let label = UILabel()
            label.text = "Section \(i + 1)"
            stackView.addArrangedSubview(label)
            labels.append(label)

            let panel = UIView()
            panel.backgroundColor = i.isMultiple(of: 2) ? .lightGray : .darkGray
            panel.heightAnchor.constraint(equalToConstant: panelHeight).isActive = true
            stackView.addArrangedSubview(panel)
            panels.append(panel)
        }
    }
}
