/// iOS's `CADisplayLink(target:selector:)` for Swift without selectors: the selector is a method
/// reference, so porting `CADisplayLink(target: self, selector: #selector(step(_:)))` is writing
/// `CADisplayLink(target: self, selector: Self.step)` (docs/PORTING.md).
///
/// As on iOS, the link keeps a strong reference to its target until it is invalidated (Apple's
/// documentation of `init(target:selector:)`: "The newly constructed display link retains the
/// target"), so a target that owns its link must call `invalidate()`.
extension CADisplayLink {
    /// A step method that takes the link: `func step(_ link: CADisplayLink)`.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// A step method without arguments: `func step()`.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }
}
