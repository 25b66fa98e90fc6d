/// The stack of current drawing contexts that UIKit drawing calls target.
///
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing all draw into
/// `UIGraphicsGetCurrentContext()`. The display pass pushes a view's backing-store context around
/// `draw(_:)`, and `UIGraphicsImageRenderer` pushes its context around its actions, as on iOS.
///
/// The stack is per thread, as UIKit's is since iOS 4: `CATiledLayer` runs `draw(_:)` on drawing
/// threads, and each of them draws into its own tile context with the same calls.
/// These functions are therefore not main-actor isolated.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsThreadState.current.contexts.last }

/// Makes `context` current on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsThreadState.current.contexts.append(context) }

/// Restores the previous context; popping an empty stack does nothing.
public func UIGraphicsPopContext() { _ = GraphicsThreadState.current.contexts.popLast() }

// MARK: The pre-iOS 10 image context functions, for code ported from older examples

private var imageContextScales: [CGFloat] {
    get { GraphicsThreadState.current.imageScales }
    set { GraphicsThreadState.current.imageScales = newValue }
}

/// Starts an offscreen bitmap of `size` points; scale 0 means the screen's scale.
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let (ctx, refused) = UIGraphicsImageRenderer.makeContext(size: size, scale: s, opaque: opaque,
                                                             caller: "UIGraphicsBeginImageContext")
    imageContextScales.append(refused ? 0 : s)   // 0: refused by ImageSizePolicy, so no image
    UIGraphicsPushContext(ctx)
}

/// Starts an offscreen, transparent bitmap of `size` points at scale 1 (pre-iOS 10; prefer
/// `UIGraphicsImageRenderer`). End it with `UIGraphicsEndImageContext()`.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the current image context, or nil outside one (and in one whose size
/// `ImageSizePolicy` refused).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let scale = imageContextScales.last, scale > 0, let ctx = UIGraphicsGetCurrentContext(),
          let image = ctx.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the image context begun last and makes the previous context current; does nothing
/// when no image context is open.
public func UIGraphicsEndImageContext() {
    guard imageContextScales.popLast() != nil else { return }
    UIGraphicsPopContext()
}
