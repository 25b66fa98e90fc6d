import Foundation
import HeadlessHost
import SDLHost
import Testing
import UIKit

// The code of the DocC article "Getting Started" (Sources/UIKit/UIKit.docc/GettingStarted.md) and of
// the README's example, verbatim: the first two tests check that every code block of the article and
// of README.md appears here, so neither can drift from code that compiles and runs.

final class RowsViewController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 40 * 50)
        for row in 0..<40 {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(row) * 50, width: 280, height: 44))
            label.text = "Row \(row + 1)"
            scrollView.addSubview(label)
        }
        view.addSubview(scrollView)
    }
}

final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RowsViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The article's `main.swift` for the SDL2 window (compiled here, not run: tests have no display).
@MainActor
func runInAWindow() {
    MainActor.assumeIsolated {
        UIApplicationMain(delegate: AppDelegate(), host: SDLWindowHost(title: "Rows"))
    }
}

@MainActor
func flickHeadless(writingTo file: URL) throws -> UIScrollView {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let rows = RowsViewController()
    window.rootViewController = rows
    window.makeKeyAndVisible()
    var t = 0.0
    window.sendTouch(.began, at: CGPoint(x: 160, y: 400), timestamp: t)
    for step in 1...5 {
        t += 1.0 / 60
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - 40 * CGFloat(step)), timestamp: t)
        window.tick(timestamp: t)
    }
    window.sendTouch(.ended, at: CGPoint(x: 160, y: 200), timestamp: t)
    for _ in 0..<120 {
        t += 1.0 / 60
        window.tick(timestamp: t)
    }
    window.displayIfNeeded()
    let png = UIGraphicsImageRenderer(bounds: window.bounds).pngData { window.layer.render(in: $0.cgContext) }
    try png.write(to: file)
    return rows.scrollView
}

@Suite(.serialized) @MainActor
struct GettingStartedTests {
    @Test func theArticlesCodeIsThisFilesCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let article = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/UIKit/UIKit.docc/GettingStarted.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        func normalized(_ s: String) -> String {
            s.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
        }
        // The template-shaped app's blocks are Examples/HelloScroll's own files.
        let example = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/HelloScroll/Sources/HelloScroll")
        let exampleSource = try ["AppDelegate.swift", "SceneDelegate.swift"]
            .map { try String(contentsOf: example.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 5)
        for block in blocks {
            #expect(normalized(source).contains(normalized(block)) || normalized(exampleSource).contains(normalized(block)),
                    "article block not in this file nor in Examples/HelloScroll:\n\(block)")
        }
    }

    /// The README's example is this file's code too: every Swift block of README.md, except the
    /// dependency manifest (a `Package.swift`, which cannot live in a test file), appears here.
    @Test func theReadmesCodeIsThisFilesCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        func normalized(_ s: String) -> String {
            s.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
        }
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            .filter { !$0.hasPrefix("// swift-tools-version") }
        #expect(blocks.count == 2)
        #expect(blocks.contains { $0.contains("final class RowsViewController: UIViewController") })
        for block in blocks {
            #expect(normalized(source).contains(normalized(block)), "README block not in this file:\n\(block)")
        }
    }

    @Test func theHeadlessFlickScrollsAndWritesAPNG() throws {
        HostClock.reset()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("getting-started-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let scrollView = try flickHeadless(writingTo: file)
        // The finger moved 200 pt up (10 pt of it the pan slop); the flick then glides on.
        #expect(scrollView.contentOffset.y > 600)
        #expect(scrollView.contentOffset.y <= scrollView.contentSize.height - scrollView.bounds.height)
        // The window's 320 × 480 pt at the screen's scale (2).
        let image = UIImage(contentsOfFile: file.path)?.cgImage
        #expect(image?.width == 640 && image?.height == 960)
        // The launch path of the window version, minus the host: the delegate builds the window.
        let delegate = AppDelegate()
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        #expect(delegate.window?.rootViewController is RowsViewController)
    }

    /// The article teaches UIKit's host API itself and points to `HeadlessHost` for longer scripts;
    /// this holds the two to the same frames: the article's flick as a `FingerDrag` (down at 0,
    /// five moves a frame apart each followed by a frame, the lift at the last move, then two
    /// seconds of frames) reaches the same offset and writes the same PNG, byte for byte.
    @Test func theArticlesFlickIsTheHeadlessHostsFingerDrag() throws {
        HostClock.reset()
        let dir = FileManager.default.temporaryDirectory
        let articleFile = dir.appendingPathComponent("getting-started-article-\(getpid()).png")
        let hostFile = dir.appendingPathComponent("getting-started-host-\(getpid()).png")
        defer {
            try? FileManager.default.removeItem(at: articleFile)
            try? FileManager.default.removeItem(at: hostFile)
        }
        let articleOffset = try flickHeadless(writingTo: articleFile).contentOffset

        let rows = RowsViewController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: rows)
        let finger = FingerDrag(start: CGPoint(x: 160, y: 400),
                                moves: (1...5).map { CGPoint(x: 160, y: 400 - 40 * CGFloat($0)) },
                                liftPoint: CGPoint(x: 160, y: 200), timing: .every(1.0 / 60), lift: .atLastMove)
        host.drag(finger)
        host.idle(2)
        #expect(rows.scrollView.contentOffset == articleOffset)
        #expect(host.writePNG(to: hostFile.path))
        #expect(try Data(contentsOf: hostFile) == Data(contentsOf: articleFile))
    }
}
