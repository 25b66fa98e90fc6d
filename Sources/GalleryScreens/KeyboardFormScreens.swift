import Foundation
import UIKit

/// The two keyboard-avoidance screens share their form: sixteen labelled text fields, far taller than
/// the window, so the low ones sit where the keyboard comes up.
@MainActor
enum KeyboardForm {
    static let titles = ["Name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Company",
                         "Department", "Job title", "Website", "Nickname", "Birthday", "Notes", "Referral",
                         "Comments"]
    /// One row: a 20 pt caption and a 36 pt field, 64 pt apart; 16 pt margins.
    static let rowHeight: CGFloat = 64, captionHeight: CGFloat = 20, fieldHeight: CGFloat = 36, margin: CGFloat = 16

    static func makeField(_ title: String) -> UITextField {
        let field = UITextField()
        field.placeholder = title
        field.borderStyle = .roundedRect
        field.backgroundColor = .white
        return field
    }

    static func makeCaption(_ title: String) -> UILabel {
        let label = UILabel()
        label.text = title
        label.font = UIFont.systemFont(ofSize: 13)
        label.textColor = .darkGray
        return label
    }
}

/// "Keyboard: form (inset)", the seed's way (WWDC 2009, "Mastering iPhone Scroll Views": "just set a
/// content inset on the bottom" when the keyboard comes up, instead of resizing the scroll view): on
/// `keyboardWillShowNotification` the bottom `contentInset` grows, in the keyboard's animation, by the
/// keyboard's overlap with the scroll view, and the active field is scrolled into view; on
/// `keyboardWillHideNotification` both are undone. Frames, as the seed's code was written.
public final class KeyboardInsetFormViewController: UIViewController {
    /// The form's scroll view.
    public let scrollView = UIScrollView()
    /// The text fields, top to bottom.
    public private(set) var fields: [UITextField] = []
    private var captions: [UILabel] = []

    /// Builds the form.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(scrollView)
        for title in KeyboardForm.titles {
            let caption = KeyboardForm.makeCaption(title)
            let field = KeyboardForm.makeField(title)
            scrollView.addSubview(caption)
            scrollView.addSubview(field)
            captions.append(caption)
            fields.append(field)
        }
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    /// Lays out the rows / keeps the active field in view.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = scrollView.bounds.width - 2 * KeyboardForm.margin
        for (i, field) in fields.enumerated() {
            let y = KeyboardForm.margin + CGFloat(i) * KeyboardForm.rowHeight
            captions[i].frame = CGRect(x: KeyboardForm.margin, y: y, width: width, height: KeyboardForm.captionHeight)
            field.frame = CGRect(x: KeyboardForm.margin, y: y + KeyboardForm.captionHeight, width: width,
                                 height: KeyboardForm.fieldHeight)
        }
        scrollView.contentSize = CGSize(width: scrollView.bounds.width,
                                        height: 2 * KeyboardForm.margin + CGFloat(fields.count) * KeyboardForm.rowHeight)
    }

    /// The field being edited.
    var activeField: UITextField? { fields.first { $0.isFirstResponder } }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
        // The keyboard's overlap with the scroll view, less the safe area the scroll view already
        // keeps clear of (contentInsetAdjustmentBehavior adds it to the inset).
        let keyboard = view.convert(frame, from: nil)
        let overlap = max(0, scrollView.frame.maxY - keyboard.minY - scrollView.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
                       animations: {
            self.scrollView.contentInset.bottom = overlap
            self.scrollView.verticalScrollIndicatorInsets.bottom = overlap
        })
        if let field = activeField {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        guard let info = notification.userInfo,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
                       animations: {
            let scrollView = self.scrollView
            scrollView.contentInset.bottom = 0
            scrollView.verticalScrollIndicatorInsets.bottom = 0
            // Scrolled further than the content now allows: come back with the keyboard.
            let maxY = max(-scrollView.adjustedContentInset.top,
                           scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height)
            if scrollView.contentOffset.y > maxY { scrollView.contentOffset.y = maxY }
        })
    }
}

/// "Keyboard: form (layout guide)", the modern way (iOS 15): the same form in a scroll view whose
/// bottom is pinned to `view.keyboardLayoutGuide.topAnchor`, all in Auto Layout. The scroll view
/// shrinks as the keyboard comes up, inside the keyboard's animation; when its height changes while a
/// field is active, the field is scrolled into view in the same layout pass, so the scroll moves with
/// the keyboard too. No notification observers.
public final class KeyboardGuideFormViewController: UIViewController {
    /// The form's scroll view.
    public let scrollView = UIScrollView()
    /// The text fields, top to bottom.
    public private(set) var fields: [UITextField] = []
    private var lastScrollHeight: CGFloat = 0

    /// Builds the form.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .onDrag
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let content = scrollView.contentLayoutGuide
        var above = content.topAnchor
        var gap = KeyboardForm.margin
        for title in KeyboardForm.titles {
            let caption = KeyboardForm.makeCaption(title)
            let field = KeyboardForm.makeField(title)
            for v in [caption, field] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(v)
                NSLayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: KeyboardForm.margin),
                    v.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * KeyboardForm.margin),
                ])
            }
            NSLayoutConstraint.activate([
                caption.topAnchor.constraint(equalTo: above, constant: gap),
                caption.heightAnchor.constraint(equalToConstant: KeyboardForm.captionHeight),
                field.topAnchor.constraint(equalTo: caption.bottomAnchor),
                field.heightAnchor.constraint(equalToConstant: KeyboardForm.fieldHeight),
            ])
            above = field.bottomAnchor
            gap = KeyboardForm.rowHeight - KeyboardForm.captionHeight - KeyboardForm.fieldHeight
            fields.append(field)
        }
        NSLayoutConstraint.activate([
            content.bottomAnchor.constraint(equalTo: above, constant: KeyboardForm.margin + gap),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    /// Lays out the rows / keeps the active field in view.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = scrollView.bounds.height
        defer { lastScrollHeight = height }
        guard height != lastScrollHeight, let field = fields.first(where: { $0.isFirstResponder }) else { return }
        scrollView.scrollRectToVisible(field.frame, animated: false)
    }
}
