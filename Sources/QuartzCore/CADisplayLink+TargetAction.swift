/// iOS's `CADisplayLink(target:selector:)` for Swift without selectors: the selector is a method
/// reference, so porting `CADisplayLink(target: self, selector: #selector(step(_:)))` is writing
/// `CADisplayLink(target: self, selector: Self.step)` (docs/PORTING.md).
///
/// The method's type and the target's are separate generic parameters because inside a non-final
/// class `Self.step` is typed on the dynamic `Self` while `self` has the class's static type; the
/// target is cast to the method's type when the link fires (a target of the wrong type: no call).
///
/// As on iOS, the link keeps a strong reference to its target until it is invalidated (Apple's
/// documentation of `init(target:selector:)`: "The newly constructed display link retains the
/// target"), so a target that owns its link must call `invalidate()`.
extension CADisplayLink {
    /// A step method that takes the link: `func step(_ link: CADisplayLink)`.
    public convenience init<Target: AnyObject, Receiver>(target: Target,
                                                         selector: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        self.init { link in
            guard let receiver = target as? Receiver else { return }
            selector(receiver)(link)
        }
    }

    /// A step method without arguments: `func step()`.
    public convenience init<Target: AnyObject, Receiver>(target: Target, selector: @escaping (Receiver) -> () -> Void) {
        self.init { _ in
            guard let receiver = target as? Receiver else { return }
            selector(receiver)()
        }
    }
}
