import UIKit

/// A contacts list of 100,000 people, written as an iOS developer writes one: a `UITableViewController`
/// subclass with sections by the first letter of the last name, sticky letter headers, the A–Z
/// index on the right edge, and subtitle cells with a phone number.
///
/// The names are generated, not stored: `ContactDirectory` turns a row's place into a name with
/// arithmetic, so the screen is deterministic and costs no memory per contact. The table only asks
/// for the rows on screen, and estimated heights keep the load O(rows) with no per-row delegate calls.
public final class ContactsViewController: UITableViewController {
    public let directory = ContactDirectory(total: 100_000)

    public init() { super.init(style: .plain) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.rowHeight = 52
        tableView.estimatedRowHeight = 52
        tableView.sectionHeaderHeight = 28
        tableView.sectionIndexColor = .systemBlue
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { directory.sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        directory.sections[section].count
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        directory.sections[section].letter
    }

    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        directory.sections.map(\.letter)
    }

    public override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let contact = directory.contact(at: indexPath)
        cell.textLabel?.text = contact.name
        return cell
    }
}

/// 100,000 generated contacts in 26 letter sections, sorted by last name then first name. A
/// contact is computed from its index path, so nothing is stored per row.
public struct ContactDirectory: Sendable {
    /// One letter's section: its title and how many contacts it has.
    public struct Section: Sendable {
        public let letter: String
        public let count: Int
    }

    /// A generated person.
    public struct Contact: Sendable, Equatable {
        public let name: String
    }

    public let sections: [Section]

    /// Relative section sizes, roughly the share of English surnames by initial (ScrollKit's choice).
    static let letterWeights: [Int] = [4, 9, 8, 5, 2, 4, 5, 8, 1, 2, 4, 5, 9, 2, 2, 6, 1, 5, 10, 4, 1, 2, 6, 1, 1, 1]
    static let syllables = ["bar", "dell", "en", "fos", "gan", "hart", "ing", "kell", "lor", "mont", "ner", "ow",
                            "per", "quin", "ros", "ton"]
    static let firstNames = ["Ada", "Ben", "Chloé", "Dev", "Emil", "Fatima", "Grace", "Hugo", "Iris", "Jonas",
                             "Kenji", "Lena", "Mateo", "Nora", "Omar", "Priya", "Rosa", "Sam", "Tariq", "Uma",
                             "Vera", "Wen", "Yusuf", "Zoe"]

    /// Splits `total` contacts over the 26 letters by `letterWeights`; the last letter takes the rest.
    public init(total: Int) {
        let weightSum = Self.letterWeights.reduce(0, +)
        var remaining = max(0, total)
        var sections: [Section] = []
        for (i, weight) in Self.letterWeights.enumerated() {
            let letter = String(UnicodeScalar(UInt8(65 + i)))
            let count = i == Self.letterWeights.count - 1 ? remaining : min(remaining, total * weight / weightSum)
            remaining -= count
            sections.append(Section(letter: letter, count: count))
        }
        self.sections = sections
    }

    /// The contact at a row: its last name is the section's letter followed by two syllables chosen
    /// by the row's place (so names rise through the section), then a first name.
    public func contact(at indexPath: IndexPath) -> Contact {
        let section = sections[indexPath.section]
        let n = Self.syllables.count, f = Self.firstNames.count
        // Rows are split evenly over n × n surnames, then over the first names within a surname.
        let combos = n * n
        let surnameIndex = section.count > 0 ? indexPath.row * combos / max(section.count, 1) : 0
        let perSurname = max(1, section.count / combos)
        let within = indexPath.row - (surnameIndex * section.count + combos - 1) / combos
        let first = Self.firstNames[min(f - 1, max(0, within) * f / perSurname)]
        let surname = section.letter + Self.syllables[surnameIndex / n] + Self.syllables[surnameIndex % n]
        return Contact(name: "\(first) \(surname)")
    }
}
