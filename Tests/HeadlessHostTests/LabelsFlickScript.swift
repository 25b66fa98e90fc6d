import Foundation
import GalleryScreens
import HeadlessHost
import HostSession
import UIKit

/// The scripted session behind the fixtures: the Gallery home, a tap on its first row ("30 labels"),
/// then a 2400 pt/s upward flick on that screen, left to settle; recorded with `SessionRecorder` as a
/// host running at `frameRate` would record it.
///
/// Inputs are at multiples of 1/60 s whatever the frame rate, and are delivered before the first
/// frame at or after their timestamp, as the SDL host delivers pending events before each tick; so
/// the 60 Hz and 120 Hz sessions have the same inputs and differ only in their frames.
@MainActor
enum LabelsFlickScript {
    /// Fixture files, next to this source file.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The 60 Hz session, every frame presented (the determinism test renders each one).
    static let file60 = fixtures.appendingPathComponent("labels-flick-60hz.jsonl")
    /// The same inputs at 120 Hz, frames not presented (only the physics is compared).
    static let file120 = fixtures.appendingPathComponent("labels-flick-120hz.jsonl")

    /// Row 0 of the home list: under the 44 pt navigation bar, rows 52 pt tall (GalleryHomeViewController).
    static let firstRow = CGPoint(x: 160, y: 44 + 26)
    static let length = 3.0

    /// The inputs: (time as a count of 1/60 s, touches).
    static let inputs: [(sixtieths: Int, touch: TouchInput)] = {
        var list: [(sixtieths: Int, touch: TouchInput)] = [(12, TouchInput(id: 0, phase: .began, location: firstRow)),
                                         (15, TouchInput(id: 0, phase: .ended, location: firstRow)),
                                         (60, TouchInput(id: 0, phase: .began, location: CGPoint(x: 160, y: 400)))]
        for j in 1...6 { list.append((60 + j, TouchInput(id: 0, phase: .moved, location: CGPoint(x: 160, y: 400 - 40 * CGFloat(j))))) }
        list.append((66, TouchInput(id: 0, phase: .ended, location: CGPoint(x: 160, y: 160))))
        return list
    }()

    /// Runs the script headless and returns what the recorder wrote.
    static func record(frameRate: Double, presents: Bool) -> SessionRecording {
        let (navigation, _) = GalleryHomeViewController.makeNavigationController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: navigation)
        let recorder = SessionRecorder(header: SessionRecorder.header(app: "Gallery", window: host.window))
        host.recorder = recorder
        host.presentsFrames = presents
        var next = 0
        for k in 1...Int(length * frameRate) {
            let frameTime = Double(k) / frameRate
            while next < inputs.count, Double(inputs[next].sixtieths) / 60 <= frameTime {
                host.time = Double(inputs[next].sixtieths) / 60
                host.send([inputs[next].touch])
                next += 1
            }
            host.time = frameTime
            host.tick()
        }
        return recorder.recording
    }
}
