import Foundation

/// An Interface Builder archive: UIKit's `UINib`, present so code that registers nibs compiles.
///
/// There are no nibs on Linux: Xcode compiles `.xib` files into archives only Apple's runtime can
/// decode, so `instantiate(withOwner:options:)` logs one line and returns no objects. Registering a
/// nib for cells logs one line and clears that identifier's class registration (the last
/// registration wins, as on iOS); dequeuing the identifier then gives the unregistered outcome:
/// one logged line and a plain cell (docs/PORTING.md says how to port: build the cell in code
/// and register its class).
@preconcurrency @MainActor
open class UINib {
    /// The nib's name as given (the `.xib`/`.nib` file name without its extension).
    public let nibName: String
    /// The bundle given, kept for `description`.
    public let bundle: Bundle?

    /// A nib named `name` in `bundleOrNil` (the main bundle when nil); nothing is read.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// A nib from archived `data`; the data cannot be decoded here, so its name is "(data)".
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(nibName: "(data, \(data.count) bytes)", bundle: bundleOrNil)
    }

    /// The top-level objects of the nib: none, since nibs cannot be decoded on Linux (one line logged).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        Log.uikit.warning("UINib(nibName: \"\(nibName)\").instantiate: nibs cannot be loaded on Linux (no Interface Builder archives); returned no objects — build the views in code")
        return []
    }

    /// A key of `instantiate`'s options dictionary.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to by name (accepted, unused).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The line registration logs, shared by table and collection views.
    static func logRegistration(_ nib: UINib?, _ call: String, _ identifier: String) {
        let name = nib.map { "UINib(nibName: \"\($0.nibName)\")" } ?? "nil"
        Log.uikit.warning("\(call)(\(name), \"\(identifier)\"): nibs cannot be loaded on Linux; \"\(identifier)\" has no registration now and dequeues a plain cell — register the cell's class instead")
    }
}

extension UITableView {
    /// Registers a nib for cells of `identifier`. Nibs cannot be loaded on Linux: one line is
    /// logged and the identifier's class registration is cleared, so dequeuing it gives a default
    /// `UITableViewCell` with one more logged line (see `UINib`).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        UINib.logRegistration(nib, "register(_:forCellReuseIdentifier:)", identifier)
        registeredCellClasses[identifier] = nil
    }

    /// Registers a nib for header and footer views: one line logged, the class registration cleared.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        UINib.logRegistration(nib, "register(_:forHeaderFooterViewReuseIdentifier:)", identifier)
        registeredHeaderFooterClasses[identifier] = nil
    }
}

extension UICollectionView {
    /// Registers a nib for cells of `identifier`. Nibs cannot be loaded on Linux: one line is
    /// logged and the identifier's class registration is cleared, so dequeuing it gives a plain
    /// `UICollectionViewCell` with one more logged line (see `UINib`).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        UINib.logRegistration(nib, "register(_:forCellWithReuseIdentifier:)", identifier)
        registeredCellClasses[identifier] = nil
    }

    /// Registers a nib for supplementary views: one line logged, the class registration cleared.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        UINib.logRegistration(nib, "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", identifier)
        registeredSupplementaryClasses[ReuseKey(kind: kind, identifier: identifier)] = nil
    }
}
