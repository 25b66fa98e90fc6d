/// Dynamic colours: `UIColor(dynamicProvider:)` keeps its provider and, wherever a colour is drawn,
/// stands for the provider's answer for the light appearance, the only appearance ScrollKit has
/// (`UITraitCollection.current.userInterfaceStyle` is `.light`). `resolvedColor(with:)` asks the
/// provider for any trait collection, so code that resolves colours for dark mode itself still gets
/// the dark values.
extension UIColor {
    /// A colour that asks `dynamicProvider` for its value per trait collection; ScrollKit draws the light answer.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolver: @Sendable (Any) -> UIColor = { traits in
            dynamicProvider(traits as? UITraitCollection ?? UITraitCollection(userInterfaceStyle: .light))
        }
        self.init(resolved: resolver(UITraitCollection(userInterfaceStyle: .light)), traitResolver: resolver)
    }

    /// The colour for `traitCollection`: the provider's answer for a dynamic colour, `self` otherwise.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        traitResolver?(traitCollection) ?? self
    }
}
