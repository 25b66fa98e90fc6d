import UIKit

/// Text entry the iOS way: a form of text fields in each border style (one with a placeholder and
/// a clear button, one secure), pinned with Auto Layout, whose delegate moves to the next field on
/// Return, and a note in a text view below that counts its characters as they are typed.
public final class TextFieldsViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    /// The form's fields, top to bottom (Return moves through them in this order).
    public private(set) var fields: [UITextField] = []
    /// The note under the fields.
    public private(set) var noteView: UITextView!
    private let countLabel = UILabel()

    /// Builds the fields and the note and pins them with Auto Layout.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)

        let specs: [(String, UITextField.BorderStyle, String?)] = [
            ("Name", .roundedRect, nil),
            ("E-mail (clear button)", .roundedRect, "ada@example.com"),
            ("Password (secure)", .roundedRect, "secret"),
            ("Line border", .line, nil),
            ("Bezel border", .bezel, nil),
            ("No border", .none, nil),
        ]
        var previous: NSLayoutYAxisAnchor = view.safeAreaLayoutGuide.topAnchor
        for (placeholder, style, text) in specs {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = style
            field.text = text
            field.delegate = self
            field.returnKeyType = .next
            field.backgroundColor = style == .roundedRect ? nil : .white
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: previous, constant: 12),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                field.heightAnchor.constraint(equalToConstant: 34),
            ])
            previous = field.bottomAnchor
            fields.append(field)
        }
        fields[1].clearButtonMode = .always
        fields[1].keyboardType = .emailAddress
        fields[2].isSecureTextEntry = true

        let note = UITextView()
        note.font = .systemFont(ofSize: 15)
        note.text = "A note: tap here and type. Return starts a new line; the view scrolls to keep the caret in sight."
        note.delegate = self
        note.layer.cornerRadius = 5
        note.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(note)
        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .secondaryLabel
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: previous, constant: 16),
            note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            note.heightAnchor.constraint(equalToConstant: 80),
            countLabel.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 4),
            countLabel.trailingAnchor.constraint(equalTo: note.trailingAnchor),
        ])
        noteView = note
        updateCount()
    }

    private func updateCount() { countLabel.text = "\(noteView.text.count) characters" }

    /// Return moves to the next field; the last one ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let i = fields.firstIndex(of: textField), i + 1 < fields.count {
            fields[i + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }

    /// Keeps the character count under the note current.
    public func textViewDidChange(_ textView: UITextView) { updateCount() }
}
