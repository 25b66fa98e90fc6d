import UIKit

/// A settings screen in iOS 14's configuration style: an inset-grouped `UITableViewController`
/// whose option cells override `updateConfiguration(using:)` to restyle themselves for the
/// selected state, a sign-out row styled in a `configurationUpdateHandler`, and list background
/// configurations. It sits under an opaque navigation bar and keeps its content out from under
/// the bar (`edgesForExtendedLayout = []`), as screens written for iOS 7–10 do.
class AccountSettingsViewController: UITableViewController {
    /// A cell that shows a checkmark and a tinted background while selected, the iOS 14 way.
    final class OptionCell: UITableViewCell {
        var option = "" { didSet { setNeedsUpdateConfiguration() } }
        private(set) var updates = 0

        override func updateConfiguration(using state: UICellConfigurationState) {
            updates += 1
            var content = defaultContentConfiguration().updated(for: state)
            content.text = option
            contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
            background.cornerRadius = 10
            if state.isSelected { background.backgroundColor = AccountSettingsViewController.selectedTint }
            backgroundConfiguration = background
            accessoryType = state.isSelected ? .checkmark : .none
        }
    }

    static let selectedTint = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
    let options = ["Wi-Fi only", "Wi-Fi and cellular", "Never"]
    private(set) var signOutHandlerStates: [Bool] = []
    private(set) var signedOut = false

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"
        edgesForExtendedLayout = []
        tableView.register(OptionCell.self, forCellReuseIdentifier: "Option")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SignOut")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? options.count : 1 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Download over" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath) as! OptionCell
            cell.option = options[indexPath.row]
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "SignOut", for: indexPath)
        cell.configurationUpdateHandler = { [weak self] cell, state in
            self?.signOutHandlerStates.append(state.isHighlighted || state.isSelected)
            var content = UIListContentConfiguration.cell()
            content.text = "Sign Out"
            content.textProperties.color = .systemRed
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background = background.updated(for: state)
            cell.backgroundConfiguration = background
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        // One option at a time: selecting one deselects the others in the section.
        for selected in tableView.indexPathsForSelectedRows ?? [] where selected.section == indexPath.section {
            tableView.deselectRow(at: selected, animated: false)
        }
        return indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            signedOut = true
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}
