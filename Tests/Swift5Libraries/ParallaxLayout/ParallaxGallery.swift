import UIKit

/// A gallery of colour cards in a `ParallaxFlowLayout`: the collection view, its data source, and
/// the edits an app makes. Written as iOS code in Swift 5 mode writes it: the batch-update closures
/// use `self` implicitly (Apple's `updates` block is non-escaping), and `batch(_:)` passes its own
/// non-escaping closure on to `performBatchUpdates`.
public final class ParallaxGallery: NSObject, UICollectionViewDataSource {
    public let layout = ParallaxFlowLayout()
    public let collectionView: UICollectionView
    /// The cards' numbers, one item each.
    public private(set) var cards: [Int]
    /// The completions' `finished` values, in order.
    public private(set) var completions: [Bool] = []

    public init(frame: CGRect, cardCount: Int) {
        cards = Array(0..<cardCount)
        layout.itemSize = CGSize(width: frame.width, height: 120)
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(ParallaxCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cards.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! ParallaxCell
        cell.artwork.backgroundColor = UIColor(hue: CGFloat(cards[indexPath.item] % 12) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }

    /// Removes the first card: the closure literal reads `cards` and `collectionView` with `self`
    /// left implicit, which compiles only if the `updates` parameter is non-escaping.
    public func removeFirstCard() {
        collectionView.performBatchUpdates({
            cards.removeFirst()
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished in self.completions.append(finished) })
    }

    /// Appends a card inside the caller's own batch: `updates` is a non-escaping parameter passed on.
    public func batch(_ updates: () -> Void) {
        collectionView.performBatchUpdates(updates, completion: nil)
    }

    /// Appends a card (call inside `batch`).
    public func appendCard() {
        cards.append((cards.last ?? -1) + 1)
        collectionView.insertItems(at: [IndexPath(item: cards.count - 1, section: 0)])
    }

    /// `nil` still works: a reload-only batch with no updates block.
    public func flush() {
        collectionView.performBatchUpdates(nil, completion: nil)
    }
}

/// The same idioms on a table view.
public final class CardTable: NSObject, UITableViewDataSource {
    public let tableView: UITableView
    public private(set) var rows: [String]

    public init(frame: CGRect, rows: [String]) {
        self.rows = rows
        tableView = UITableView(frame: frame, style: .plain)
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    /// Inserts a row at the top with `self` implicit in the closure literal.
    public func insertAtTop(_ title: String) {
        tableView.performBatchUpdates({
            rows.insert(title, at: 0)
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        })
    }

    /// Runs the caller's non-escaping updates as one batch.
    public func batch(_ updates: () -> Void) { tableView.performBatchUpdates(updates) }

    /// Removes the last row (call inside `batch`).
    public func removeLast() {
        rows.removeLast()
        tableView.deleteRows(at: [IndexPath(row: rows.count, section: 0)], with: .automatic)
    }
}
