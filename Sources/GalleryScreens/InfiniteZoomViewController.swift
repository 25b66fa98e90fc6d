import UIKit
import Tiling

/// The blog seed's infinite zoom over a world worth zooming into: an endless fractal terrain
/// (`FractalTerrain`) whose coasts and peaks go on at every level. A small overlay in the bottom-left
/// corner shows the zoom level and the world position at the centre of the view, so a user sees that
/// zooming never ends and that positions stay exact at any depth.
public final class InfiniteZoomViewController: UIViewController {
    public private(set) var zoomView: InfiniteZoomView!
    /// The level and position overlay (`overlayText(for:)`).
    public private(set) var overlayLabel: UILabel!
    /// The overlay's distance from the view's bottom-left corner (inside the safe area).
    static let overlayInset: CGFloat = 8

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let v = InfiniteZoomView(frame: view.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.backgroundColor = .white
        view.addSubview(v)
        zoomView = v

        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 12)
        label.textColor = .black
        label.backgroundColor = UIColor(white: 1, alpha: 0.8)
        label.numberOfLines = 2
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: Self.overlayInset),
            label.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -Self.overlayInset),
        ])
        overlayLabel = label
        v.viewportDidChange = { [weak self] view in self?.overlayLabel.text = Self.overlayText(for: view) }
        label.text = Self.overlayText(for: v)
    }

    /// "Level L · 2^L tiles across" and the world position at the view's centre in tiles of that
    /// level (whole tiles exactly, then three decimals, truncated), e.g.
    /// `Level 3 · 8 tiles across` / `centre x 4.000  y 2.500`. Positions are tile indices at the
    /// current level, not fractions of the world: at level 50 a fraction of the world would need
    /// more digits than a `Double` has, while the tile index is an exact `Int64`.
    public static func overlayText(for view: InfiniteZoomView) -> String {
        let centre = view.centreWorldPosition
        return "Level \(view.level) · \(view.tilesAcross) tiles across\ncentre x \(format(centre.x))  y \(format(centre.y))"
    }

    /// `tile.ddd`: the whole tile index and the fraction truncated to thousandths.
    static func format(_ c: WorldCoordinate) -> String {
        let thousandths = min(999, max(0, Int((c.fraction * 1000).rounded(.down))))
        let digits = String(thousandths)
        return "\(c.tile)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
