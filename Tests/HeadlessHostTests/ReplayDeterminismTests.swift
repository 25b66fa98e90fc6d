import Foundation
import GalleryScreens
import HeadlessHost
import HostSession
import Testing
import UIKit

/// Prints nothing: writes each delegate message with its time and the offset at full precision.
@MainActor
final class ReplayTraceDelegate: UIScrollViewDelegate {
    var lines: [String] = []
    private func note(_ s: UIScrollView, _ message: String) {
        lines.append("\(HostClock.now) \(message) \(s.contentOffset.x) \(s.contentOffset.y)")
    }
    func scrollViewDidScroll(_ s: UIScrollView) { note(s, "didScroll") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { note(s, "willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        note(s, "willEndDragging \(v.y) \(t.pointee.y)")
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { note(s, "didEndDragging \(d)") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note(s, "willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { note(s, "didEndDecelerating") }
}

/// One replay of a session on the Gallery: the pixel hash of every frame, the delegate trace of the
/// 30-labels screen's scroll view, and that view's offset at each frame.
@MainActor
struct GalleryReplay {
    var hashes: [UInt64] = []
    var offsets: [(time: Double, y: CGFloat)] = []
    var trace: [String] = []
    /// The labels scroll view's largest offset (content height plus bottom inset, less its height).
    var maximumOffset: CGFloat = 0

    /// Replays `recording`; with `composites` false, no frame is composited (physics only).
    init(_ recording: SessionRecording, composites: Bool = true) {
        var recording = recording
        if !composites {
            recording.events = recording.events.map { if case let .frame(t, _) = $0 { .frame(time: t, presented: false) } else { $0 } }
        }
        // A replay sets the main screen's scale (the SDL fixture's resize takes it to 1×): the
        // other suites in this process expect the default 2×.
        let mainScale = UIScreen.main.scale
        defer { UIScreen.main.scale = mainScale }
        var home: GalleryHomeViewController!
        let host = HeadlessHost(replaying: recording.header) {
            let (navigation, h) = GalleryHomeViewController.makeNavigationController()
            home = h
            return navigation
        }
        let delegate = ReplayTraceDelegate()
        var hashes: [UInt64] = [], offsets: [(time: Double, y: CGFloat)] = [], maximum: CGFloat = 0
        host.replay(recording) { frame in
            if let image = frame.image { hashes.append(HeadlessHost.pixelHash(image))
            }
            if let labels = home.current as? ThirtyLabelsViewController {
                if labels.scrollView.delegate == nil { labels.scrollView.delegate = delegate }
                let s = labels.scrollView!
                offsets.append((frame.time, s.contentOffset.y))
                maximum = s.contentSize.height + s.adjustedContentInset.bottom - s.bounds.height
            }
        }
        self.hashes = hashes
        maximumOffset = maximum
        self.offsets = offsets
        trace = delegate.lines
    }
}

@Suite(.serialized) @MainActor
struct ReplayDeterminismTests {
    @Test func theFixturesAreWhatTheScriptRecords() throws {
        for (file, rate, presents) in [(LabelsFlickScript.file60, 60.0, true), (LabelsFlickScript.file120, 120.0, false)] {
            let recorded = LabelsFlickScript.record(frameRate: rate, presents: presents)
            // SCROLLKIT_RECORD_FIXTURES=1 rewrites the files (then review and commit them).
            if ProcessInfo.processInfo.environment["SCROLLKIT_RECORD_FIXTURES"] == "1" {
                try recorded.jsonLines.write(to: file, atomically: true, encoding: .utf8)
            }
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text == recorded.jsonLines, "\(file.lastPathComponent) differs from the script's recording")
            #expect(try SessionRecording(jsonLines: text) == recorded)
            #expect(recorded.events.filter(\.isFrame).count == Int(LabelsFlickScript.length * rate))
        }
    }

    @Test func replayingTheSessionTwiceGivesIdenticalFramesAndDelegateTrace() throws {
        let recording = try SessionRecording(contentsOf: LabelsFlickScript.file60)
        let first = GalleryReplay(recording)
        let second = GalleryReplay(recording)
        #expect(first.hashes.count == 180)
        #expect(first.hashes == second.hashes)
        #expect(first.trace == second.trace)
        // Not trivially equal: the frames change (the push, the flick) and the trace has the flick.
        #expect(Set(first.hashes).count > 30)
        #expect(first.trace.contains { $0.contains("willBeginDragging") })
        #expect(first.trace.contains { $0.contains("didEndDecelerating") })
        #expect(first.trace.filter { $0.contains("didScroll") }.count > 20)
    }

    /// A session the SDL host recorded under Xvfb (scripts/gallery-xvfb-test.sh step 6: xdotool clicks
    /// row 0 and flicks; SDL's own timestamps; the screen scale goes from 2 to 1 before the first
    /// frame) replays twice to the same frames and delegate trace, and the flick scrolled the labels.
    /// (The Xvfb script checks that a replay ends on the window's own last frame, pixel for pixel.)
    @Test func aWindowSessionFromTheSDLHostReplaysIdentically() throws {
        let recording = try SessionRecording(contentsOf: LabelsFlickScript.fixtures.appendingPathComponent("sdl-xvfb-flick.jsonl"))
        let first = GalleryReplay(recording)
        let second = GalleryReplay(recording)
        #expect(first.hashes.count == recording.events.filter { if case .frame(_, true) = $0 { true } else { false } }.count)
        #expect(first.hashes == second.hashes)
        #expect(first.trace == second.trace)
        #expect(first.trace.contains { $0.contains("didEndDecelerating") })
        #expect((first.offsets.last?.y ?? 0) > 100)
    }

    /// The same inputs at 120 Hz: the physics is a function of time since release, and the release
    /// velocity of event timestamps, so the offset at every 60 Hz frame time agrees within the
    /// physics' settling tolerance (0.05 pt, `DampedSpring.settledDisplacement`) and the rest is the same.
    @Test func aSessionAt120HzReachesTheSameOffsetsAsAt60Hz() throws {
        let at60 = GalleryReplay(try SessionRecording(contentsOf: LabelsFlickScript.file60), composites: false)
        let at120 = GalleryReplay(try SessionRecording(contentsOf: LabelsFlickScript.file120))
        #expect(at120.hashes.isEmpty)
        #expect(at60.offsets.count > 100)
        #expect(at120.offsets.count > 2 * 100)
        let byTime = Dictionary(at120.offsets.map { ($0.time, $0.y) }, uniquingKeysWith: { a, _ in a })
        var compared = 0
        for (t, y) in at60.offsets {
            guard let other = byTime[t] else { continue }
            #expect(abs(other - y) <= 0.05, "offset at \(t) s: \(y) at 60 Hz, \(other) at 120 Hz")
            compared += 1
        }
        #expect(compared == at60.offsets.count)
        let end60 = try #require(at60.offsets.last), end120 = try #require(at120.offsets.last)
        #expect(abs(end60.y - end120.y) <= 0.05)
        // 2400 pt/s would travel about 1200 pt free: the flick reaches the bottom and rests there.
        #expect(end60.y > 300)
        #expect(abs(end60.y - at60.maximumOffset) <= 0.05)
    }
}
