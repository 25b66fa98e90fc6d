import UIKit

/// A CATiledLayer-backed view, the seeds' way (Programming iOS 7, ch. 7, tiling): `layerClass` is
/// CATiledLayer and `draw(_:)` fills the tile it is asked for. `draw(_:)` runs on drawing threads,
/// as on iOS, so the rects it was asked for are recorded under a lock.
class CheckerboardTiledView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { CATiledLayer.self }

    private let lock = NSLock()
    // nonisolated(unsafe): draw(_:) runs on drawing threads; every access is under `lock`.
    nonisolated(unsafe) private var _drawnRects: [CGRect] = []
    var drawnRects: [CGRect] {
        lock.lock(); defer { lock.unlock() }
        return _drawnRects
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tiled = layer as! CATiledLayer
        tiled.tileSize = CGSize(width: 256, height: 256)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func forgetDrawnRects() {
        lock.lock(); _drawnRects.removeAll(); lock.unlock()
    }

    nonisolated override func draw(_ rect: CGRect) {
        lock.lock(); _drawnRects.append(rect); lock.unlock()
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let column = Int((rect.midX / 128).rounded(.down)), row = Int((rect.midY / 128).rounded(.down))
        let color: UIColor = (column + row).isMultiple(of: 2) ? .darkGray : .lightGray
        context.setFillColor(color.cgColor)
        context.fill(rect)
    }
}

/// A 2048×2048 checkerboard in a scroll view, drawn tile by tile.
class TiledBoardViewController: UIViewController {
    let scrollView = UIScrollView()
    let board = CheckerboardTiledView(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.addSubview(board)
        scrollView.contentSize = board.bounds.size
        view.addSubview(scrollView)
    }
}
