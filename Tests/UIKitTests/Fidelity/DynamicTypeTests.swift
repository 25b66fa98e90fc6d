import Foundation
import HostContextTesting
import Testing
import UIKit

/// Dynamic Type as iOS code uses it: labels in text styles, `adjustsFontForContentSizeCategory`,
/// custom fonts scaled with `UIFontMetrics`, and the trait that carries the category. Expected
/// sizes are Apple's published ones (HIG, Typography), written out here.
@Suite(.freshHostContext) @MainActor
struct DynamicTypeTests {
    /// A profile header the way iOS code builds one: text styles, no hard-coded sizes.
    final class ProfileHeaderViewController: UIViewController {
        let nameLabel = UILabel()
        let bioLabel = UILabel()
        let captionLabel = UILabel()
        let brandLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            nameLabel.font = UIFont.preferredFont(forTextStyle: .title1)
            bioLabel.font = .preferredFont(forTextStyle: .body)
            captionLabel.font = .preferredFont(forTextStyle: .caption2)
            let custom = UIFont(name: "DejaVu Sans Mono", size: 15) ?? .systemFont(ofSize: 15)
            brandLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: custom)
            for (label, text) in [(nameLabel, "Ada Lovelace"), (bioLabel, "Analyst"), (captionLabel, "Joined 1843"), (brandLabel, "ENGINE")] {
                label.text = text
                label.adjustsFontForContentSizeCategory = true
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
            }
            NSLayoutConstraint.activate([
                nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
                bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                captionLabel.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 4),
                captionLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                brandLabel.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 4),
                brandLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            ])
        }
    }

    @Test func textStylesHaveApplesDefaultSizesAndLayOut() {
        let controller = ProfileHeaderViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(controller.nameLabel.font.pointSize == 28)
        #expect(controller.bioLabel.font.pointSize == 17)
        #expect(controller.captionLabel.font.pointSize == 11)
        #expect(controller.brandLabel.font.pointSize == 15)   // at `large` a metrics-scaled font is unchanged
        #expect(controller.brandLabel.font.familyName == "DejaVu Sans Mono")
        #expect(controller.nameLabel.adjustsFontForContentSizeCategory)
        // Larger styles make taller labels, stacked by the constraints.
        let name = controller.nameLabel.frame, bio = controller.bioLabel.frame, caption = controller.captionLabel.frame
        #expect(name.height > bio.height && bio.height > caption.height)
        #expect(bio.minY == name.maxY + 4 && caption.minY == bio.maxY + 4)
    }

    @Test func everyStyleAtTheDefaultCategory() {
        let expected: [(UIFont.TextStyle, CGFloat, Bool)] = [
            (.largeTitle, 34, false), (.title1, 28, false), (.title2, 22, false), (.title3, 20, false),
            (.headline, 17, true), (.body, 17, false), (.callout, 16, false), (.subheadline, 15, false),
            (.footnote, 13, false), (.caption1, 12, false), (.caption2, 11, false),
            (.extraLargeTitle, 36, true), (.extraLargeTitle2, 28, true),
        ]
        for (style, size, bold) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.isBold == bold, "\(style.rawValue)")
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == font)
        }
    }

    @Test func otherCategoriesScaleBodyByApplesTableAndTheRestAlongIt() {
        // Body per category, HIG: xSmall 14 … xxxLarge 23, AX1 28 … AX5 53.
        let body: [(UIContentSizeCategory, CGFloat)] = [
            (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
            (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
            (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
        ]
        for (category, size) in body {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == size)
            #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits).pointSize == size)
            // Never under 11 pt (the HIG's smallest size).
            #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits).pointSize >= 11)
            // UIFontMetrics follows the same ratio, capped by a maximum.
            let metrics = UIFontMetrics.default
            #expect(abs(metrics.scaledValue(for: 10, compatibleWith: traits) - 10 * size / 17) < 1e-9)
            let capped = metrics.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: traits)
            #expect(abs(capped.pointSize - min(20 * size / 17, 30)) < 1e-9)
        }
        // Every style grows (or stays) with the category, and keeps its rank against body.
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .callout, .subheadline, .footnote, .caption1, .caption2]
        for style in styles {
            let sizes = body.map { UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0.0)).pointSize }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style.rawValue): \(sizes)")
        }
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityMedium)
        // Bad input: a non-finite value comes back as it was.
        #expect(UIFontMetrics.default.scaledValue(for: .infinity) == .infinity)
    }
}
