import UIKit

/// An onboarding flow as iOS apps write it: a `UIPageViewController` subclass that is its own data
/// source and delegate, page dots from `presentationCount`/`presentationIndex`, and a Next button on
/// each step that advances with `setViewControllers(_:direction:animated:completion:)`.
class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let titles = ["Welcome", "Sync", "Share", "Done"]
    lazy var steps: [OnboardingStepViewController] = titles.enumerated().map { i, title in
        let step = OnboardingStepViewController()
        step.stepIndex = i
        step.headline = title
        step.onNext = { [weak self] in self?.goToNextStep() }
        return step
    }
    private(set) var currentIndex = 0
    private(set) var finishedAnimations: [(Int, Bool)] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dataSource = self
        delegate = self
        setViewControllers([steps[0]], direction: .forward, animated: false, completion: nil)
    }

    func goToNextStep() {
        guard currentIndex + 1 < steps.count else { return }
        let next = steps[currentIndex + 1]
        setViewControllers([next], direction: .forward, animated: true) { [weak self] finished in
            if finished { self?.currentIndex = next.stepIndex }
        }
    }

    // MARK: - UIPageViewControllerDataSource

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let step = viewController as? OnboardingStepViewController, step.stepIndex > 0 else { return nil }
        return steps[step.stepIndex - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let step = viewController as? OnboardingStepViewController, step.stepIndex < steps.count - 1 else { return nil }
        return steps[step.stepIndex + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        return steps.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        return currentIndex
    }

    // MARK: - UIPageViewControllerDelegate

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let visible = viewControllers?.first as? OnboardingStepViewController {
            currentIndex = visible.stepIndex
        }
        finishedAnimations.append((currentIndex, completed))
    }
}

/// One onboarding step: a headline and a Next button, laid out with Auto Layout.
class OnboardingStepViewController: UIViewController {
    var stepIndex = 0
    var headline = ""
    var onNext: (() -> Void)?
    let headlineLabel = UILabel()
    let nextButton = UIButton(type: .system)
    private(set) var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hue: CGFloat(stepIndex) / 4, saturation: 0.5, brightness: 0.9, alpha: 1)
        headlineLabel.text = headline
        headlineLabel.font = .boldSystemFont(ofSize: 32)
        headlineLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headlineLabel)
        nextButton.setTitle("Next", for: .normal)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        nextButton.addTarget(self, action: Self.nextTapped, for: .touchUpInside)
        view.addSubview(nextButton)
        NSLayoutConstraint.activate([
            headlineLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            headlineLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            nextButton.widthAnchor.constraint(equalToConstant: 120),
            nextButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }

    func nextTapped(_ sender: UIButton) {
        onNext?()
    }
}
