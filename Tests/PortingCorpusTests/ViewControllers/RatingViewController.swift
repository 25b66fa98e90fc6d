import UIKit

/// A five-star rating control drawn by hand, made accessible the iOS way: one adjustable element
/// whose value is "3 of 5 stars", with increment and decrement overridden, and a chart of weekly
/// ratings whose bars are `UIAccessibilityElement`s with frames in the chart's coordinates.
final class RatingViewController: UIViewController {
    final class StarRatingControl: UIControl {
        var rating = 3 { didSet { setNeedsDisplay() } }
        let maximum = 5

        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            accessibilityLabel = "Rating"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(rating) of \(maximum) stars" }
            set {}
        }
        override func accessibilityIncrement() {
            guard rating < maximum else { return }
            rating += 1
            sendActions(for: .valueChanged)
        }
        override func accessibilityDecrement() {
            guard rating > 1 else { return }
            rating -= 1
            sendActions(for: .valueChanged)
        }
    }

    final class WeeklyChartView: UIView {
        var values: [Int] = [2, 4, 5] { didSet { accessibilityElements = nil } }
        private var cached: [UIAccessibilityElement]?

        override var accessibilityElements: [Any]? {
            get {
                if let cached { return cached }
                let barWidth = bounds.width / CGFloat(values.count)
                let elements = values.enumerated().map { i, value -> UIAccessibilityElement in
                    let bar = UIAccessibilityElement(accessibilityContainer: self)
                    bar.accessibilityLabel = "Week \(i + 1)"
                    bar.accessibilityValue = "\(value) stars"
                    bar.accessibilityTraits = .image
                    let height = bounds.height * CGFloat(value) / 5
                    bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i) * barWidth, y: bounds.height - height,
                                                                    width: barWidth, height: height)
                    return bar
                }
                cached = elements
                return elements
            }
            set { cached = newValue as? [UIAccessibilityElement] }
        }
    }

    let ratingControl = StarRatingControl(frame: .zero)
    let chart = WeeklyChartView(frame: .zero)
    private(set) var changes: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        ratingControl.addTarget(self, action: Self.ratingChanged, for: .valueChanged)
        ratingControl.translatesAutoresizingMaskIntoConstraints = false
        chart.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(ratingControl)
        view.addSubview(chart)
        NSLayoutConstraint.activate([
            ratingControl.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            ratingControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ratingControl.widthAnchor.constraint(equalToConstant: 200),
            ratingControl.heightAnchor.constraint(equalToConstant: 40),
            chart.topAnchor.constraint(equalTo: ratingControl.bottomAnchor, constant: 40),
            chart.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            chart.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            chart.heightAnchor.constraint(equalToConstant: 150),
        ])
    }

    func ratingChanged() { changes.append(ratingControl.rating) }
}
