import UIKit

/// A settings screen with the alerts iOS apps show: "Rename" presents an alert with a text field whose
/// text the Save action reads; "Sign Out" presents an action sheet with a destructive action and a
/// cancel action; "Delete Account" asks for confirmation and its Delete button stays disabled until
/// the user types DELETE (the text field's editing-changed event enables it).
class AccountAlertsViewController: UIViewController {
    let nameLabel = UILabel()
    let renameButton = UIButton(type: .system)
    let signOutButton = UIButton(type: .system)
    let deleteButton = UIButton(type: .system)
    private(set) var signedOut = false
    private(set) var accountDeleted = false
    weak var deleteAction: UIAlertAction?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameLabel.text = "Ann"
        nameLabel.frame = CGRect(x: 20, y: 40, width: 280, height: 30)
        view.addSubview(nameLabel)
        for (i, (button, title)) in [(renameButton, "Rename"), (signOutButton, "Sign Out"), (deleteButton, "Delete Account")].enumerated() {
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 20, y: 100 + CGFloat(i) * 60, width: 280, height: 44)
            view.addSubview(button)
        }
        renameButton.addTarget(self, action: Self.renameTapped, for: .touchUpInside)
        signOutButton.addTarget(self, action: Self.signOutTapped, for: .touchUpInside)
        deleteButton.addTarget(self, action: Self.deleteTapped, for: .touchUpInside)
    }

    func renameTapped(_ sender: UIButton) {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.text = self.nameLabel.text
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Save", style: .default, handler: { [weak self, weak alert] _ in
            self?.nameLabel.text = alert?.textFields?.first?.text
        }))
        present(alert, animated: true)
    }

    func signOutTapped(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: "You can sign in again at any time.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in
            self.signedOut = true
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true, completion: nil)
    }

    func deleteTapped(_ sender: UIButton) {
        let alert = UIAlertController(title: "Delete Account", message: "Type DELETE to confirm.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.accountDeleted = true
        }
        delete.isEnabled = false
        alert.addTextField { textField in
            textField.addTarget(self, action: Self.confirmationChanged, for: .editingChanged)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        deleteAction = delete
        present(alert, animated: true)
    }

    func confirmationChanged(_ sender: UITextField) {
        deleteAction?.isEnabled = sender.text == "DELETE"
    }
}
