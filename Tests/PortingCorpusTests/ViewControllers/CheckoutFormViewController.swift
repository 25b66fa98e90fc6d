import UIKit

/// The classic iOS checkout form: a quantity field that accepts only digits and at most three of
/// them (the `shouldChangeCharactersIn` recipe from countless answers), a coupon field that
/// upper-cases as you type through an `.editingChanged` target, and Return moving from field to field
/// before dismissing the keyboard. Written as on iOS; the only edit is `#selector(couponChanged(_:))`
/// → `Self.couponChanged`.
final class CheckoutFormViewController: UIViewController, UITextFieldDelegate {
    let quantityField = UITextField()
    let couponField = UITextField()
    let totalLabel = UILabel()
    private(set) var submitted = false
    static let unitPrice = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        quantityField.borderStyle = .roundedRect
        quantityField.placeholder = "Quantity"
        quantityField.keyboardType = .numberPad
        quantityField.delegate = self

        couponField.borderStyle = .roundedRect
        couponField.placeholder = "Coupon"
        couponField.autocapitalizationType = .allCharacters
        couponField.returnKeyType = .done
        couponField.clearButtonMode = .whileEditing
        couponField.delegate = self
        couponField.addTarget(self, action: Self.couponChanged, for: .editingChanged)

        for v in [quantityField, couponField, totalLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            quantityField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            quantityField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            quantityField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            couponField.topAnchor.constraint(equalTo: quantityField.bottomAnchor, constant: 8),
            couponField.leadingAnchor.constraint(equalTo: quantityField.leadingAnchor),
            couponField.trailingAnchor.constraint(equalTo: quantityField.trailingAnchor),
            totalLabel.topAnchor.constraint(equalTo: couponField.bottomAnchor, constant: 8),
            totalLabel.leadingAnchor.constraint(equalTo: quantityField.leadingAnchor),
        ])
        updateTotal()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === quantityField else { return true }
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        return updated.count <= 3 && updated.allSatisfy(\.isNumber)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if textField === quantityField { updateTotal() }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === quantityField {
            couponField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = true
        }
        return true
    }

    func couponChanged(_ sender: UITextField) {
        let upper = sender.text?.uppercased()
        if sender.text != upper { sender.text = upper }
    }

    private func updateTotal() {
        let quantity = Int(quantityField.text ?? "") ?? 0
        totalLabel.text = "Total: $\(quantity * Self.unitPrice)"
    }
}
