import Foundation
import FuzzSupport
import HeadlessHost
import HostSession
import UIKit

/// libFuzzer target: the bytes as a recorded session file (`SessionRecording(jsonLines:)`); one
/// that validates is replayed by a `HeadlessHost` over a scroll view of 40 rows (touches, wheel,
/// zoom, keys, text, resizes and frames, presented ones rendered), and the window is checked for
/// non-finite state after every frame.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionFiles(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzInput(bytes, count), as: UTF8.self)
    guard let recording = try? SessionRecording(jsonLines: text) else { return 0 }
    MainActor.assumeIsolated {
        let scale = UIScreen.main.scale
        defer { UIScreen.main.scale = scale }
        HostClock.reset()
        let host = HeadlessHost(replaying: recording.header) { ScrollingRows() }
        var frame = 0
        host.replay(recording) { replayed in
            FiniteState.check(host.window, step: "frame \(frame) at t=\(replayed.time)")
            frame += 1
        }
        FiniteState.check(host.window, step: "the replay")
    }
    return 0
}

/// A zoomable scroll view of 40 labelled rows: something for touches, wheels and zooms to move.
final class ScrollingRows: UIViewController, UIScrollViewDelegate {
    let content = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 40 * 44)
        for row in 0..<40 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 44, width: 288, height: 44))
            label.text = "Row \(row)"
            content.addSubview(label)
        }
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        view.addSubview(scrollView)
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}
