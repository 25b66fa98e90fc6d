import Foundation

/// Cell and supplementary registrations (iOS 14): a cell class and the code that configures it in
/// one value, so no reuse identifier strings are written by hand.
///
/// A registration makes up its own reuse identifier; the first dequeue with it registers the class
/// under that identifier on the collection view, and every dequeue runs the handler.
extension UICollectionView {
    /// A cell class and its configuration for items of type `Item`; dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`. Create it once (in `viewDidLoad` or as a
    /// property), not in the cell provider, so its cells are reused.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The configuration code given at creation.
        public let handler: Handler
        /// The reuse identifier this registration registers its class under.
        let reuseIdentifier: String

        /// A registration of `Cell` whose dequeued cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("CellRegistration<\(Cell.self)>")
        }
    }

    /// A supplementary view class of one element kind (a header, a footer…) and its configuration;
    /// dequeue with `dequeueConfiguredReusableSupplementary(using:for:)`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view for its kind and index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind this registration makes views for (`UICollectionView.elementKindSectionHeader`, …).
        public let elementKind: String
        /// The configuration code given at creation.
        public let handler: Handler
        /// The reuse identifier this registration registers its class under.
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration<\(Supplementary.self)>")
        }
    }

    /// A reused or new cell of the registration's class, configured by its handler for `item` (the
    /// handler does not run when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // Always the registered class: the identifier is this registration's own.
        let cell = dequeued as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A reused or new supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations (a counter: registrations may be created off the main
/// actor, as stored-property initial values, so it is lock-protected).
enum RegistrationIdentifiers {
    private static let lock = NSLock()
    // nonisolated(unsafe): only read and written under `lock` (next(_:)).
    nonisolated(unsafe) private static var counter = 0

    static func next(_ prefix: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return "\(prefix)#\(counter)"
    }
}
