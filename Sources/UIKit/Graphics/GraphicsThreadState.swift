import Foundation

/// One thread's UIKit drawing state: its stack of current contexts and of image-context scales.
///
/// Kept in a pthread key rather than Foundation's `threadDictionary` because
/// `UIGraphicsGetCurrentContext()` is called by every `fill()`/`setFill()`/string draw: a key
/// lookup is a few nanoseconds, a dictionary lookup with bridging is not. The state is released
/// when its thread exits.
final class GraphicsThreadState {
    var contexts: [CGContext] = []
    var imageScales: [CGFloat] = []

    static var current: GraphicsThreadState {
        if let raw = pthread_getspecific(key) { return Unmanaged<GraphicsThreadState>.fromOpaque(raw).takeUnretainedValue() }
        let made = GraphicsThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Created once (Swift globals are initialised exactly once, thread-safely).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<GraphicsThreadState>.fromOpaque(raw).release() }
        }
        return key
    }()
}
