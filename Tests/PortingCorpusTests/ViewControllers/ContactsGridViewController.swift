import UIKit

/// A contacts grid written the iOS way: a `UIViewController` with a collection view pinned by
/// Auto Layout, a flow layout configured in `viewDidLoad`, a custom cell laid out with Auto Layout,
/// section headers, and a flow layout delegate that makes two columns from the view's width.
///
/// Porting edits (docs/PORTING.md): the cell's and header's `override init(frame:)` are written
/// `required init(frame:)`; nothing else.
class ContactsGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let sections = [["Ada", "Alan", "Anita"], ["Barbara", "Bjarne"], ["Claude", "Corrado", "Cynthia", "Carl"]]
    var collectionView: UICollectionView!
    private(set) var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: ContactCell.reuseIdentifier)
        collectionView.register(LetterHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: LetterHeader.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        cell.nameLabel.text = Self.sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: LetterHeader.reuseIdentifier,
                                                                     for: indexPath) as! LetterHeader
        header.label.text = String(Self.sections[indexPath.section][0].prefix(1))
        return header
    }

    /// Two columns: the width inside the section insets, minus one spacing, halved.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let flow = collectionViewLayout as! UICollectionViewFlowLayout
        let available = collectionView.bounds.width - flow.sectionInset.left - flow.sectionInset.right - flow.minimumInteritemSpacing
        return CGSize(width: (available / 2).rounded(.down), height: 64)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(Self.sections[indexPath.section][indexPath.item])
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A rounded card with a name, laid out with anchors.
final class ContactCell: UICollectionViewCell {
    static let reuseIdentifier = "ContactCell"
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 10
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }
}

/// The section's initial letter.
final class LetterHeader: UICollectionReusableView {
    static let reuseIdentifier = "LetterHeader"
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
