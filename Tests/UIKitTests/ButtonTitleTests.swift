import HostContextTesting
import Testing
import UIKit

/// A button in a window draws its title: centred, tint blue for a system button, faded to 20 % while a
/// finger is down, systemGray when disabled, white (or the colour set for the state) for a custom
/// button; it measures as its title plus 6 pt above and below. Titles of full blocks (█) give solid
/// pixels to read back.
@Suite(.freshHostContext) @MainActor
struct ButtonTitleTests {
    static let blue = [0, 122, 255, 255]
    /// systemBlue at 20 % alpha over white: 255 − 0.2 · (255 − c) per channel.
    static let fadedBlue = [204, 228, 255, 255]
    static let systemGray = [142, 142, 147, 255]
    static let white = [255, 255, 255, 255]

    /// A white 320 × 480 window with `button` at (60, 100, 200, 44), laid out by a tick.
    func show(_ button: UIButton) -> UIWindow {
        let window = makeTestWindow()
        window.backgroundColor = .white
        button.frame = CGRect(x: 60, y: 100, width: 200, height: 44)
        window.addSubview(button)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    func pixel(_ window: UIWindow, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        rgba(renderImage(of: window, scale: 1), at: CGPoint(x: x, y: y))
    }

    @Test func aSystemButtonDrawsItsTitleCentredInTintBlue() throws {
        let button = UIButton(type: .system)
        button.setTitle("████", for: .normal)
        let window = show(button)
        let label = try #require(button.titleLabel)
        #expect(label.superview === button && label.text == "████")
        #expect(isClose(label.frame.midX, 100, within: 0.5) && isClose(label.frame.midY, 22, within: 0.5))
        #expect(label.frame.width > 40 && label.frame.width < 120)
        #expect(isNear(pixel(window, 160, 122), Self.blue, tolerance: 8))        // the title's middle
        #expect(pixel(window, 62, 122) == Self.white)                           // centred: the left end is empty
        #expect(pixel(window, 258, 122) == Self.white)
        #expect(button.currentTitleColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    }

    @Test func touchingDownFadesTheTitleAndLiftingRestoresIt() {
        let button = UIButton(type: .system)
        button.setTitle("████", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let window = show(button)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 122), timestamp: 0.1)
        window.tick(timestamp: 0.1)
        #expect(button.isHighlighted && button.state == .highlighted)
        #expect(isNear(pixel(window, 160, 122), Self.fadedBlue, tolerance: 8))
        #expect(button.currentTitleColor.alpha == 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 122), timestamp: 0.2)
        window.tick(timestamp: 0.2)
        #expect(!button.isHighlighted && taps == 1)
        #expect(isNear(pixel(window, 160, 122), Self.blue, tolerance: 8))
    }

    @Test func aDisabledSystemButtonIsGreyAndIgnoresTouches() {
        let button = UIButton(type: .system)
        button.setTitle("████", for: .normal)
        button.setTitleColor(.red, for: .normal)      // the disabled grey wins over a normal colour
        let window = show(button)
        #expect(isNear(pixel(window, 160, 122), [255, 0, 0, 255], tolerance: 8))
        button.isEnabled = false
        window.tick(timestamp: 0.1)
        #expect(isNear(pixel(window, 160, 122), Self.systemGray, tolerance: 8))
        window.sendTouch(.began, at: CGPoint(x: 160, y: 122), timestamp: 0.2)
        window.tick(timestamp: 0.2)
        #expect(!button.isHighlighted)
        #expect(isNear(pixel(window, 160, 122), Self.systemGray, tolerance: 8))
        button.setTitleColor(.green, for: .disabled)
        window.tick(timestamp: 0.3)
        #expect(isNear(pixel(window, 160, 122), [0, 255, 0, 255], tolerance: 8))
    }

    @Test func aCustomButtonIsWhiteAndShowsOnlyTheColoursSetForItsStates() {
        let button = UIButton(frame: .zero)
        #expect(button.buttonType == .custom)
        button.backgroundColor = .black
        button.setTitle("████", for: .normal)
        let window = show(button)
        #expect(isNear(pixel(window, 160, 122), Self.white, tolerance: 8))
        window.sendTouch(.began, at: CGPoint(x: 160, y: 122), timestamp: 0.1)
        window.tick(timestamp: 0.1)
        #expect(isNear(pixel(window, 160, 122), Self.white, tolerance: 8))   // no automatic fade
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 122), timestamp: 0.2)
        button.setTitleColor(.red, for: .highlighted)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 122), timestamp: 0.3)
        window.tick(timestamp: 0.3)
        #expect(isNear(pixel(window, 160, 122), [255, 0, 0, 255], tolerance: 8))
        #expect(pixel(window, 62, 122) == [0, 0, 0, 255])
    }

    @Test func theTitleFollowsTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        let window = show(button)
        #expect(button.titleLabel?.text == "Play" && button.title(for: .highlighted) == "Play")
        let playWidth = button.titleLabel!.frame.width
        button.isSelected = true
        #expect(button.titleLabel?.text == "Pause" && button.currentTitle == "Pause")
        window.tick(timestamp: 0.1)
        #expect(button.titleLabel!.frame.width > playWidth)                 // laid out again for the new title
        #expect(isClose(button.titleLabel!.frame.midX, 100, within: 0.5))
        button.setTitle(nil, for: .normal)
        button.isSelected = false
        #expect(button.currentTitle == nil && button.titleLabel?.isHidden == true)
    }

    @Test func sizeToFitIsTheTitlePlusSixPointsAboveAndBelow() {
        _ = makeTestWindow()
        let reference = UILabel()
        reference.font = .systemFont(ofSize: 15)
        reference.text = "Button"
        let text = reference.sizeThatFits(.zero)
        let button = UIButton(type: .system)
        button.frame.origin = CGPoint(x: 7, y: 9)
        button.setTitle("Button", for: .normal)
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 7, y: 9, width: text.width, height: text.height + 12))
        #expect(button.intrinsicContentSize == button.frame.size)
        #expect(button.frame.height > 28 && button.frame.height < 32)         // about iOS's 30 pt
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 4, right: 20)
        #expect(button.sizeThatFits(.zero) == CGSize(width: text.width + 30, height: text.height + 18))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.sizeThatFits(.zero).height > text.height * 2)
        #expect(UIButton(type: .system).intrinsicContentSize == .zero)        // nothing to show
    }

    @Test func aNewTitleResizesAButtonUnderAutoLayout() {
        let window = makeTestWindow()
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("OK", for: .normal)
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let short = button.frame
        #expect(short.size == button.intrinsicContentSize && short.width > 10)
        button.setTitle("A much longer title", for: .normal)
        window.tick(timestamp: 0.1)
        #expect(button.frame.width > short.width * 3 && button.frame.height == short.height)
        #expect(button.titleLabel?.frame.size == button.titleLabel?.sizeThatFits(.zero))
    }

    @Test func contentAlignmentAndInsetsPlaceTheTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Left", for: .normal)
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        _ = show(button)
        let label = try #require(button.titleLabel)
        #expect(label.frame.minX == 12)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 200)
        // A title wider than the button is cut to the content width (and truncated by the label).
        button.setTitle(String(repeating: "wide ", count: 20), for: .normal)
        button.contentHorizontalAlignment = .center
        button.layoutIfNeeded()
        #expect(label.frame.minX == 12 && label.frame.width == 188)
    }

    @Test func anImageSitsLeftOfTheTitle() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let button = UIButton(type: .system)
        button.setImage(icon, for: .normal)
        button.setTitle("████", for: .normal)
        let window = show(button)
        let imageView = try #require(button.imageView), label = try #require(button.titleLabel)
        #expect(imageView.frame.size == CGSize(width: 20, height: 20))
        #expect(imageView.frame.maxX == label.frame.minX)
        #expect(isClose((imageView.frame.minX + label.frame.maxX) / 2, 100, within: 0.5))
        #expect(isNear(pixel(window, 60 + imageView.frame.midX, 100 + imageView.frame.midY), [255, 0, 0, 255], tolerance: 8))
        #expect(button.intrinsicContentSize.width == 20 + label.frame.width)
    }
}
