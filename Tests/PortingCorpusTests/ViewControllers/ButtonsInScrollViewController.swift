import UIKit

/// A scroll view whose drags may start on buttons: the common subclass that lets a drag cancel a
/// control's touches (UIKit's default keeps a drag that starts on a UIControl from scrolling).
class ButtonFriendlyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton { return true }
        return super.touchesShouldCancel(in: view)
    }
}

/// A column of buttons in a scroll view; each tap is counted through target-action.
class ButtonsInScrollViewController: UIViewController {
    let scrollView: UIScrollView
    private(set) var buttons: [UIButton] = []
    private(set) var tappedTags: [Int] = []

    init(lettingDragsCancelButtons: Bool) {
        scrollView = lettingDragsCancelButtons ? ButtonFriendlyScrollView() : UIScrollView()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(scrollView)
        for i in 0..<20 {
            let button = UIButton(type: .system)
            button.setTitle("Button \(i)", for: .normal)
            button.frame = CGRect(x: 20, y: 20 + CGFloat(i) * 100, width: 280, height: 80)
            button.tag = i
            button.addTarget(self, action: Self.buttonTapped, for: .touchUpInside)
            scrollView.addSubview(button)
            buttons.append(button)
        }
    }

    func buttonTapped(_ sender: UIButton) {
        tappedTags.append(sender.tag)
    }
}
