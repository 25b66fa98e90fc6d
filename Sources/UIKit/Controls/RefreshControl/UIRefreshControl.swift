import Foundation

/// UIKit's pull-to-refresh control: set it as any scroll view's `refreshControl`. Pulling the
/// content down past `triggerDistance` while the finger is on it starts refreshing and sends
/// `.valueChanged`; the app reloads its data and calls `endRefreshing()`.
///
/// The inset dance, as on iOS: while refreshing, the scroll view's `contentInset.top` grows by the
/// control's height, so the content rests below the spinning control; `endRefreshing()` takes the
/// height back and animates the content up to its usual top (`setContentOffset(_:animated:)`,
/// 0.3 s on the host clock). A pull that triggers mid-drag gets its inset at once and the drag
/// continues without a jump (UIScrollView+RefreshControl). `beginRefreshing()` from code adds the
/// inset without scrolling, as iOS does (scroll to show the control yourself).
///
/// The control draws a spinner of 8 spokes in `tintColor`: while pulling, the spokes appear one by
/// one as the pull nears the trigger; while refreshing they turn one step every 1/8 s of host time
/// (a turn a second; ScrollKit's choice, after UIActivityIndicatorView). `attributedTitle` is shown
/// under the spinner (its string, in gray).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and what refreshing adds to the top inset: 60 pt (ScrollKit's choice,
    /// close to iOS 17's control; not measured).
    public static let height: CGFloat = 60
    /// How far the content must be pulled below its top to trigger: 100 pt (ScrollKit's choice;
    /// iOS does not document its distance).
    public static let triggerDistance: CGFloat = 100
    /// Spokes of the spinner, and turns per second while refreshing (ScrollKit's choices).
    static let spokes = SpinnerSpokes.count

    /// Whether a refresh is under way (from a pull or `beginRefreshing()` until `endRefreshing()`).
    open private(set) var isRefreshing = false
    /// A title shown under the spinner (nil: none).
    open var attributedTitle: NSAttributedString? { didSet { titleLabel.text = attributedTitle?.string; setNeedsLayout() } }
    /// The spinner's colour: a secondary gray unless set (iOS's control does not take its
    /// superview's tint); setting nil goes back to the gray.
    open override var tintColor: UIColor! {
        get { spinnerColor ?? UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
        set { spinnerColor = newValue; setNeedsDisplay() }
    }
    private var spinnerColor: UIColor?

    /// The scroll view it is installed in.
    weak var scrollView: UIScrollView?
    /// What refreshing added to the scroll view's top inset (0 when not refreshing).
    var addedInset: CGFloat = 0
    /// 0…1: how far the current pull is toward the trigger.
    private(set) var pullProgress: CGFloat = 0 { didSet { if pullProgress != oldValue { setNeedsDisplay() } } }
    /// Which spoke is brightest while refreshing (advances on the host clock).
    private(set) var spinnerPhase = 0 { didSet { if spinnerPhase != oldValue { setNeedsDisplay() } } }
    private let spin = ControlTween()
    private let titleLabel = UILabel()

    /// A control of the standard height (the scroll view sets its frame when it is installed);
    /// `UIRefreshControl()` comes here with a zero frame, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.height))
        backgroundColor = nil
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// A default control (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        addSubview(titleLabel)
    }

    /// Starts refreshing from code: adds the height to the scroll view's top inset and spins.
    /// Does not send `.valueChanged` (only a pull does, as on iOS).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshControlDidBeginRefreshing(self)
        startSpinning()
    }

    /// Ends the refresh: the inset goes back and the content animates up to its usual top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        stopSpinning()
        scrollView?.refreshControlDidEndRefreshing(self)
    }

    /// Called by the scroll view when it moves: follows the pull, and triggers past the distance
    /// while the finger is down.
    func scrollViewDidMove(_ scrollView: UIScrollView, pull: CGFloat) {
        pullProgress = min(1, max(0, pull / Self.triggerDistance))
        guard !isRefreshing, scrollView.isTracking, scrollView.isDragging, pull >= Self.triggerDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    private func startSpinning() {
        spinnerPhase = 0
        spin.repeatForever { [weak self] elapsed in self?.spinnerPhase = SpinnerSpokes.phase(elapsed: elapsed) }
    }

    private func stopSpinning() {
        spin.cancel()
        setNeedsDisplay()
    }

    /// Spokes of the spinner around the centre of the top 44 pt: all while refreshing (the phase's
    /// spoke brightest), else as many as the pull's progress.
    open override func draw(_ rect: CGRect) {
        let centre = CGPoint(x: bounds.midX, y: min(bounds.height, 44) / 2 + 4)
        let shown = isRefreshing ? Self.spokes : Int((pullProgress * CGFloat(Self.spokes)).rounded(.down))
        SpinnerSpokes.draw(around: centre, inner: 5, outer: 10, lineWidth: 2.5, shown: shown,
                           phase: isRefreshing ? spinnerPhase : nil, color: tintColor)
    }

    /// Puts the title under the spinner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: 38, width: bounds.width, height: max(0, bounds.height - 40))
    }
}
