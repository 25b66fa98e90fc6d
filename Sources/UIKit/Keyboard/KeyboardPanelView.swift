import Foundation

/// The software keyboard as drawn in a phone-shaped window: the light keyboard's grey panel with
/// three rows of letter keys and a space bar, above the home-indicator area. It only shows that the
/// keyboard is up and where: typing comes from the host's real keyboard, and touches on the panel
/// stop there (iOS delivers them to the keyboard's own process, never to the app).
///
/// Colours: the light keyboard's background and key caps as commonly sampled from iOS screenshots
/// (background ≈ #D1D4D9, keys white); the layout is the US QWERTY one. Key sizes are fractions of
/// the panel so any width works: ten keys per row with 6 pt gaps, rows of 42 pt keys 12 pt apart.
@MainActor
final class KeyboardPanelView: UIView {
    static let background = UIColor(red: 209 / 255, green: 212 / 255, blue: 217 / 255, alpha: 1)
    static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    static let keyHeight: CGFloat = 42, rowGap: CGFloat = 12, keyGap: CGFloat = 6, topInset: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.background
        // The keys are laid out from the panel's width: draw again when its size changes.
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Touches on the keyboard end here: they are not passed up the responder chain.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// See `touchesBegan`.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// See `touchesBegan`.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// See `touchesBegan`.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func draw(_ rect: CGRect) {
        let keyWidth = (bounds.width - Self.keyGap * 11) / 10
        let font = UIFont.systemFont(ofSize: 20)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
        var y = Self.topInset
        for row in Self.rows {
            let rowWidth = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * Self.keyGap
            var x = (bounds.width - rowWidth) / 2
            for letter in row {
                let key = CGRect(x: x, y: y, width: keyWidth, height: Self.keyHeight)
                drawKey(key)
                let label = String(letter) as NSString
                let size = label.size(withAttributes: attributes)
                label.draw(at: CGPoint(x: key.midX - size.width / 2, y: key.midY - size.height / 2), withAttributes: attributes)
                x += keyWidth + Self.keyGap
            }
            y += Self.keyHeight + Self.rowGap
        }
        // The space bar: the middle half of the bottom row.
        drawKey(CGRect(x: bounds.width / 4, y: y, width: bounds.width / 2, height: Self.keyHeight))
    }

    private func drawKey(_ key: CGRect) {
        UIColor.white.setFill()
        UIBezierPath(roundedRect: key, cornerRadius: 5).fill()
    }
}
