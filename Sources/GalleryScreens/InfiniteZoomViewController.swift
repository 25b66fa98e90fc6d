import UIKit
import Tiling

/// The blog seed's infinite zoom over a plain world: gray tiles labelled with their position.
public final class InfiniteZoomViewController: UIViewController {
    public private(set) var zoomView: InfiniteZoomView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let v = InfiniteZoomView(frame: view.bounds)
        v.backgroundColor = .white
        view.addSubview(v)
        zoomView = v
    }
}
