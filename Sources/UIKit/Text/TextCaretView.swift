/// The blinking insertion point of a text field or text view: a 2 pt bar in the tint colour.
///
/// It blinks on the host clock (a `HostTimer`), never the wall clock: visible for
/// `TextCaretView.blinkHalfPeriod`, hidden as long, and solid again from the start whenever the
/// caret moves or the text changes (`restartBlinking()`), as iOS keeps the caret still while typing.
/// Being a subview, blinking recomposites one small layer and never redraws the text.
final class TextCaretView: UIView {
    /// Half a blink cycle, in seconds. Apple documents no value; Flutter's iOS-style text field uses
    /// 500 ms for each half (its `_kCursorBlinkHalfPeriod`), and GTK's default cycle is 1.2 s.
    static let blinkHalfPeriod: CFTimeInterval = 0.5
    /// The caret's width: 2 pt, as iOS draws it.
    static let width: CGFloat = 2

    private var timer: HostTimer?
    /// Whether the caret should be showing at all (editing, with an empty selection).
    private(set) var isActive = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tintColor
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows the caret and starts blinking (active), or hides it and stops the timer.
    func setActive(_ active: Bool) {
        isActive = active
        if active { restartBlinking() } else { stop() }
    }

    /// Solid now; the next blink comes a half period later.
    func restartBlinking() {
        guard isActive else { return }
        timer?.invalidate()
        isHidden = false
        timer = HostTimer.scheduledTimer(withTimeInterval: Self.blinkHalfPeriod, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            MainActor.assumeIsolated { self.isHidden.toggle() }
        }
    }

    private func stop() {
        timer?.invalidate()
        timer = nil
        isHidden = true
    }

    /// A caret that leaves its window stops its timer, so a discarded field does not keep the host ticking.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { setActive(false) }
    }
}
