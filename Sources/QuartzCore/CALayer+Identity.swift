// What NSObject gives every layer on iOS: equality and hashing by identity (`==` is `===`, so
// layers work in sets, as dictionary keys and with `firstIndex(of:)`), and a description that
// subclasses override (the `description` property in CALayer.swift).
extension CALayer: Hashable {
    /// Identity, as NSObject's `isEqual(_:)`: two layers are equal when they are the same object.
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the identity, consistent with `==`.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CALayer: @MainActor CustomStringConvertible {}
