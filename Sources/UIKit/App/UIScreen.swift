/// The display. The host sets its size and scale; the default is the 320×480 pt, 2× screen the seeds'
/// examples were written for (iPhone 4).
@MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public var bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    public var scale: CGFloat = 2
    public var maximumFramesPerSecond = 60
}
