/// The stack of current drawing contexts that UIKit drawing calls target.
///
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing all draw into
/// `UIGraphicsGetCurrentContext()`. The display pass pushes a view's backing-store context around
/// `draw(_:)`, and `UIGraphicsImageRenderer` pushes its context around its actions, as on iOS.
/// Drawing is main-thread only here (Pango's font map is per thread; one stack keeps it simple).
@MainActor private var contextStack: [CGContext] = []

/// The context on top of the stack, or nil outside any drawing.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Restores the previous context; popping an empty stack does nothing.
@MainActor public func UIGraphicsPopContext() { _ = contextStack.popLast() }

// MARK: The pre-iOS 10 image context functions, for code ported from older examples

@MainActor private var imageContextScales: [CGFloat] = []

/// Starts an offscreen bitmap of `size` points; scale 0 means the screen's scale.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let ctx = UIGraphicsImageRenderer.makeContext(size: size, scale: s, opaque: opaque)
    imageContextScales.append(s)
    UIGraphicsPushContext(ctx)
}

@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the current image context, or nil outside one.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let scale = imageContextScales.last, let ctx = UIGraphicsGetCurrentContext(),
          let image = ctx.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

@MainActor public func UIGraphicsEndImageContext() {
    guard imageContextScales.popLast() != nil else { return }
    UIGraphicsPopContext()
}
