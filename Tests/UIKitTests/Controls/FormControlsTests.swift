import Foundation
import HostContextTesting
import Testing
@testable import UIKit

/// The form controls iOS settings screens are made of (switch, slider, segmented control, progress
/// view, activity indicator), in a controller written as iOS code writes one, driven by taps and
/// drags through the window; values, events and pixels checked against the documented geometry.
@Suite(.freshHostContext) @MainActor
struct FormControlsTests {
    final class SettingsViewController: UIViewController {
        let wifiSwitch = UISwitch()
        let volumeSlider = UISlider()
        let modeControl = UISegmentedControl(items: ["Day", "Night", "Auto"])
        let downloadProgress = UIProgressView(progressViewStyle: .default)
        let spinner = UIActivityIndicatorView(style: .medium)
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.tintColor = .systemOrange
            wifiSwitch.isOn = true
            wifiSwitch.addTarget(self, action: Self.wifiChanged, for: .valueChanged)
            volumeSlider.minimumValue = 0
            volumeSlider.maximumValue = 100
            volumeSlider.value = 25
            volumeSlider.addTarget(self, action: Self.volumeChanged, for: .valueChanged)
            modeControl.selectedSegmentIndex = 0
            modeControl.addTarget(self, action: Self.modeChanged, for: .valueChanged)
            downloadProgress.progress = 0.5
            spinner.hidesWhenStopped = true
            for v in [wifiSwitch, volumeSlider, modeControl, downloadProgress, spinner] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                wifiSwitch.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                wifiSwitch.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                volumeSlider.topAnchor.constraint(equalTo: wifiSwitch.bottomAnchor, constant: 20),
                volumeSlider.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                volumeSlider.widthAnchor.constraint(equalToConstant: 228),
                modeControl.topAnchor.constraint(equalTo: volumeSlider.bottomAnchor, constant: 20),
                modeControl.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                modeControl.widthAnchor.constraint(equalToConstant: 240),
                downloadProgress.topAnchor.constraint(equalTo: modeControl.bottomAnchor, constant: 20),
                downloadProgress.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                downloadProgress.widthAnchor.constraint(equalToConstant: 200),
                spinner.topAnchor.constraint(equalTo: downloadProgress.bottomAnchor, constant: 20),
                spinner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
        }

        func wifiChanged(_ sender: UISwitch) { events.append("wifi \(sender.isOn)") }
        func volumeChanged(_ sender: UISlider) { events.append("volume \(Int(sender.value.rounded()))") }
        func modeChanged(_ sender: UISegmentedControl) { events.append("mode \(sender.selectedSegmentIndex)") }
    }

    func makeScreen() -> (UIWindow, SettingsViewController) {
        let window = makeTestWindow()
        let controller = SettingsViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test func sizesFollowTheDocumentedGeometry() {
        let (_, c) = makeScreen()
        #expect(c.wifiSwitch.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
        #expect(c.volumeSlider.frame == CGRect(x: 20, y: 71, width: 228, height: 31))
        #expect(c.modeControl.frame.height == 32 && c.modeControl.numberOfSegments == 3)
        #expect(c.downloadProgress.frame.height == 4)
        #expect(c.spinner.frame.size == CGSize(width: 20, height: 20) && c.spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        // The tint set on the controller's view reaches the controls.
        #expect(c.volumeSlider.tintColor == .systemOrange && c.downloadProgress.tintColor == .systemOrange)
    }

    @Test func aTapTogglesTheSwitchWithItsSlideAndOneEvent() {
        let (window, c) = makeScreen()
        var t = tap(window, at: CGPoint(x: 45, y: 35), time: 1)
        #expect(!c.wifiSwitch.isOn)
        #expect(c.events == ["wifi false"])
        // The thumb slides from the right end (x 22) to the left end (x 2) over 0.25 s, cosine-eased.
        t += 0.125
        window.tick(timestamp: t)
        let mid = c.wifiSwitch.thumbRect(at: c.wifiSwitch.thumbPosition).minX
        #expect(abs(mid - 12) < 1.5, "halfway: \(mid)")
        window.tick(timestamp: t + 0.2)
        #expect(c.wifiSwitch.thumbPosition == 0)
        // Setting isOn from code sends nothing.
        c.wifiSwitch.setOn(true, animated: false)
        #expect(c.events == ["wifi false"])
        // A switch shows its colours: system green track when on, white thumb at the right end.
        let image = renderImage(of: window)
        #expect(rgba(image, at: CGPoint(x: 24, y: 35)) == [52, 199, 89, 255])
        #expect(rgba(image, at: CGPoint(x: 56, y: 35)) == [255, 255, 255, 255])
    }

    @Test func draggingTheSliderThumbSetsTheValueAlongTheTrack() {
        let (window, c) = makeScreen()
        // Value 25 of 0…100: the thumb's centre is 14 + 25 % of (228 − 28) = 64 pt into the slider.
        let thumbCentre = CGPoint(x: 20 + 14 + 0.25 * 200, y: 71 + 15.5)
        drag(window, from: thumbCentre, to: CGPoint(x: thumbCentre.x + 100, y: thumbCentre.y), start: 1, duration: 0.2, steps: 10)
        // 100 pt further along 200 pt of travel: +50.
        #expect(abs(c.volumeSlider.value - 75) < 0.01)
        #expect(c.events.first == "volume 30" && c.events.last == "volume 75" && c.events.count == 10)
        // A drag that starts on the track away from the thumb moves nothing.
        c.events.removeAll()
        drag(window, from: CGPoint(x: 30, y: 86.5), to: CGPoint(x: 60, y: 86.5), start: 2, duration: 0.1, steps: 5)
        #expect(abs(c.volumeSlider.value - 75) < 0.01 && c.events.isEmpty)
        // Out-of-range and NaN values from code.
        c.volumeSlider.value = 1000
        #expect(c.volumeSlider.value == 100)
        c.volumeSlider.value = .nan
        #expect(c.volumeSlider.value == 100)
    }

    @Test func aTapSelectsASegmentOnce() {
        let (window, c) = makeScreen()
        // Three equal segments of 80 pt: the third spans x 180…260 in the window.
        let y = c.modeControl.frame.midY
        tap(window, at: CGPoint(x: 220, y: y), time: 1)
        #expect(c.modeControl.selectedSegmentIndex == 2 && c.events == ["mode 2"])
        tap(window, at: CGPoint(x: 225, y: y), time: 2)
        #expect(c.events == ["mode 2"])   // already selected: no event
        c.modeControl.setEnabled(false, forSegmentAt: 0)
        tap(window, at: CGPoint(x: 40, y: y), time: 3)
        #expect(c.modeControl.selectedSegmentIndex == 2)
        c.modeControl.selectedSegmentIndex = 7
        #expect(c.modeControl.selectedSegmentIndex == UISegmentedControl.noSegment)
        c.modeControl.insertSegment(withTitle: "Off", at: 0, animated: false)
        #expect(c.modeControl.titleForSegment(at: 0) == "Off" && c.modeControl.numberOfSegments == 4)
    }

    @Test func progressAndSpinnerDrawAndAnimateOnTheHostClock() {
        let (window, c) = makeScreen()
        c.spinner.startAnimating()
        #expect(c.spinner.isAnimating && !c.spinner.isHidden)
        window.tick(timestamp: 0.3)
        let image = renderImage(of: window)
        // Half the 200-pt bar in the tint (orange), the rest in the light track.
        let bar = c.downloadProgress.frame
        #expect(rgba(image, at: CGPoint(x: bar.minX + 50, y: bar.midY)) == [255, 149, 0, 255])
        #expect(rgba(image, at: CGPoint(x: bar.minX + 150, y: bar.midY)) == [229, 229, 234, 255])
        c.downloadProgress.setProgress(1, animated: true)
        window.tick(timestamp: 0.3 + 0.125)
        let halfway = renderImage(of: window)
        #expect(rgba(halfway, at: CGPoint(x: bar.minX + 120, y: bar.midY)) == [255, 149, 0, 255])
        #expect(rgba(halfway, at: CGPoint(x: bar.minX + 190, y: bar.midY)) == [229, 229, 234, 255])
        c.downloadProgress.progress = -3
        #expect(c.downloadProgress.progress == 0)
        c.spinner.stopAnimating()
        #expect(!c.spinner.isAnimating && c.spinner.isHidden)
    }
}

