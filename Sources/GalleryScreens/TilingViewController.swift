import UIKit
import Tiling

/// WWDC 2009's tiling demo: a huge zoomable image as reused tiles, each with a border and the number
/// of the tile view showing it, so reuse is visible (never more than 9 tile views on a phone screen).
public final class TilingViewController: UIViewController, TiledScrollViewDataSource {
    public private(set) var tiledView: TiledScrollView!
    public private(set) var tilesCreated = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        let v = TiledScrollView(frame: view.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.dataSource = self
        v.minimumResolution = -3
        v.backgroundColor = .black
        v.reloadData(withContentSize: CGSize(width: 4096, height: 4096), minimumZoom: 0.125, maximumZoom: 1)
        view.addSubview(v)
        tiledView = v
    }

    public func tiledScrollView(_ scrollView: TiledScrollView, tileForRow row: Int, column: Int, resolution: Int) -> UIView {
        let tile = (scrollView.dequeueReusableTile() as? NumberedTileView) ?? {
            tilesCreated += 1
            return NumberedTileView(number: tilesCreated)
        }()
        tile.configure(row: row, column: column, resolution: resolution)
        return tile
    }
}

/// A tile that draws its image content (a colour by position) with a border and its view number.
final class NumberedTileView: UIView {
    let number: Int
    private var row = 0, column = 0, resolution = 0
    init(number: Int) {
        self.number = number
        super.init(frame: .zero)
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 1, alpha: 0.6).cgColor
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func configure(row: Int, column: Int, resolution: Int) {
        self.row = row; self.column = column; self.resolution = resolution
        setNeedsDisplay()
    }
    override func draw(_ rect: CGRect) {
        let across = CGFloat(16 >> max(0, -resolution))
        UIColor(hue: (CGFloat(column) + CGFloat(row)) / (2 * max(across, 1)), saturation: 0.45, brightness: 0.8, alpha: 1).setFill()
        UIBezierPath(rect: bounds).fill()
        ("\(number)" as NSString).draw(at: CGPoint(x: 8, y: 6), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.white])
        ("r\(row) c\(column) @\(resolution)" as NSString).draw(at: CGPoint(x: 8, y: 40), withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.white])
    }
}
