import UIKit

/// A profile form written for every language: an avatar and a name on one row, a notifications row
/// with a switch at the trailing end, and Cancel/Save in a horizontal stack, all placed with leading
/// and trailing anchors so it mirrors in Arabic and Hebrew. Accessibility as iOS developers add it:
/// identifiers for UI tests, the avatar made an element with a label, a hint on Save.
final class ProfileFormViewController: UIViewController {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let notificationsLabel = UILabel()
    let notificationsSwitch = UISwitch()
    let buttons = UIStackView()
    let cancelButton = UIButton(type: .system)
    let saveButton = UIButton(type: .system)
    private(set) var savedCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatar.backgroundColor = .systemBlue
        avatar.isAccessibilityElement = true
        avatar.accessibilityLabel = "Profile photo"
        nameLabel.text = "Layla"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        notificationsLabel.text = "Notifications"
        notificationsSwitch.accessibilityIdentifier = "notifications"
        cancelButton.setTitle("Cancel", for: .normal)
        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityHint = "Saves your profile"
        saveButton.addTarget(self, action: Self.save, for: .touchUpInside)
        buttons.axis = .horizontal
        buttons.spacing = 12
        buttons.distribution = .fillEqually
        buttons.addArrangedSubview(cancelButton)
        buttons.addArrangedSubview(saveButton)

        for v in [avatar, nameLabel, notificationsLabel, notificationsSwitch, buttons] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            avatar.widthAnchor.constraint(equalToConstant: 60),
            avatar.heightAnchor.constraint(equalToConstant: 60),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            notificationsLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            notificationsLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 30),
            notificationsSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            notificationsSwitch.centerYAnchor.constraint(equalTo: notificationsLabel.centerYAnchor),
            buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: notificationsLabel.bottomAnchor, constant: 40),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    func save() {
        savedCount += 1
        UIAccessibility.post(notification: .announcement, argument: "Profile saved")
    }
}
