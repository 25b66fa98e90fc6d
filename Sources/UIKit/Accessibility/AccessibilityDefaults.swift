import Foundation

/// UIKit's built-in accessibility, in one place: which views are elements, and the labels, values
/// and traits the standard controls, cells and bars report until the app sets its own. A subclass
/// inherits its class's answers (a `UIButton` subclass is a button), and anything set on the object
/// wins (`AccessibilityStore`).
///
/// The answers follow what VoiceOver reads on iOS 17: a button says its title and "button", a label
/// its text, a switch "1"/"0" (read "on"/"off"), a slider and a progress view their position as a
/// whole percentage, a page control "page 2 of 5" and is adjustable, a table cell the labels of its
/// content joined with ", "; a selected control or cell adds `.selected`, a disabled control
/// `.notEnabled`.
@MainActor
enum AccessibilityDefaults {
    /// Labels, controls, text views, progress and activity indicators, and table cells are elements;
    /// plain views, image views, scroll views and containers are not.
    static func isElement(_ responder: UIResponder) -> Bool {
        switch responder {
        case is UILabel, is UIControl, is UITextView, is UIProgressView, is UIActivityIndicatorView, is UITableViewCell:
            return true
        default:
            return false
        }
    }

    static func label(_ responder: UIResponder) -> String? {
        switch responder {
        case let button as UIButton:
            return nonEmpty(button.currentTitle)
        case let tab as TabBarButton:
            return nonEmpty(tab.item.title)
        case let label as UILabel:
            return nonEmpty(label.text)
        case let field as UITextField:
            return nonEmpty(field.placeholder)
        case let cell as UITableViewCell:
            let parts = AccessibilitySemanticTree.exposedElements(under: cell.contentView)
                .compactMap { element -> String? in
                    let node = AccessibilitySemanticTree.Node(element: element, children: [])
                    return nonEmpty([node.label, node.value].compactMap { nonEmpty($0) }.joined(separator: ", "))
                }
            return nonEmpty(parts.joined(separator: ", "))
        default:
            return nil
        }
    }

    static func value(_ responder: UIResponder) -> String? {
        switch responder {
        case let toggle as UISwitch:
            return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            return percent(range > 0 ? Double((slider.value - slider.minimumValue) / range) : 0)
        case let progress as UIProgressView:
            return percent(Double(progress.progress))
        case let pages as UIPageControl:
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let segments as UISegmentedControl:
            return segments.titleForSegment(at: segments.selectedSegmentIndex)
        case let field as UITextField:
            return nonEmpty(field.text)
        case let text as UITextView:
            return nonEmpty(text.text)
        default:
            return nil
        }
    }

    static func traits(_ responder: UIResponder) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch responder {
        case is UISlider, is UIPageControl: traits.insert(.adjustable)
        case is UIButton, is UISwitch: traits.insert(.button)
        case let tab as TabBarButton:
            // A tab reads as a button, "selected" when it is the bar's selected item (iOS 17).
            traits.insert(.button)
            if (tab.superview as? UITabBar)?.selectedItem === tab.item { traits.insert(.selected) }
        case is UILabel: traits.insert(.staticText)
        case is UIImageView: traits.insert(.image)
        case is UIProgressView: traits.insert(.updatesFrequently)
        default: break
        }
        if let control = responder as? UIControl {
            if control.isSelected { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
        }
        if let cell = responder as? UITableViewCell, cell.isSelected { traits.insert(.selected) }
        return traits
    }

    /// A fraction as VoiceOver reads a slider: a whole percentage ("50%"), rounded to nearest.
    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "0%" }
        return "\(Int((min(1, max(0, fraction)) * 100).rounded()))%"
    }

    private static func nonEmpty(_ s: String?) -> String? { (s?.isEmpty ?? true) ? nil : s }
}
