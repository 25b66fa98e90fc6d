/// What an accessibility element is and how it behaves, as assistive technologies announce it
/// ("button", "heading", "dimmed", …). An option set: an element can be several at once.
///
/// The bit positions are ScrollKit's (in the SDK's order); compare traits with the members, never
/// with stored raw numbers.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves as a button (UIButton's default).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image (UIImageView's default when it is made an element).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected control, cell or segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change (UILabel's default).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: announced as dimmed (a disabled control).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable with increment and decrement (UISlider's and UIPageControl's default).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A heading that divides content (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Zooms (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// A toggle (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// The direction of an accessibility scroll. VoiceOver sends the direction the fingers moved: a
/// three-finger swipe up sends `up` and brings the next page into view (the content moves up, as
/// under a finger flick), a swipe left sends `left` and shows the next page to the right. Raw
/// values are the SDK's.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Fingers moved right: the previous page to the left.
    case right = 1
    /// Fingers moved left: the next page to the right.
    case left = 2
    /// Fingers moved up: the next page below.
    case up = 3
    /// Fingers moved down: the previous page above.
    case down = 4
    /// The next page in reading order.
    case next = 5
    /// The previous page in reading order.
    case previous = 6
}
