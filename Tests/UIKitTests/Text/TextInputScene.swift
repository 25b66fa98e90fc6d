import Foundation
import UIKit

/// A sign-in form written as an iOS developer writes one: a view controller with two rounded-rect
/// fields pinned by Auto Layout, itself the delegate, logging every delegate call so tests can compare
/// the order with Apple's documentation. `refusesDigits` and friends switch on the usual vetoes.
@MainActor
final class SignInViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let passwordField = UITextField()
    var log: [String] = []
    var ranges: [(NSRange, String)] = []
    var refusesDigits = false
    var allowsBeginning = true
    var allowsEnding = true
    var allowsClearing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        nameField.clearButtonMode = .whileEditing
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        for field in [nameField, passwordField] {
            field.translatesAutoresizingMaskIntoConstraints = false
            field.delegate = self
            view.addSubview(field)
        }
        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            passwordField.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: nameField.trailingAnchor),
        ])
    }

    private func name(_ field: UITextField) -> String { field === nameField ? "name" : "password" }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin \(name(textField))"); return allowsBeginning }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd \(name(textField))"); return allowsEnding }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(name(textField))") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear \(name(textField))"); return allowsClearing }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn \(name(textField))")
        if textField === nameField { passwordField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return false
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange \(name(textField)) {\(range.location), \(range.length)} \"\(string)\"")
        ranges.append((range, string))
        if refusesDigits, string.contains(where: \.isNumber) { return false }
        return true
    }
}

/// Drives a window the way a host does: touches, keys and text with timestamps, and 60 Hz ticks.
@MainActor
final class TextInputDriver {
    let window: UIWindow
    private(set) var time: TimeInterval = 0

    init(_ root: UIViewController, size: CGSize = CGSize(width: 320, height: 480)) {
        window = makeTestWindow(width: size.width, height: size.height)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    func advance(_ seconds: TimeInterval = 1.0 / 60) {
        time += seconds
        window.tick(timestamp: time)
    }

    /// A 50 ms tap at `point` (window coordinates).
    func tap(_ point: CGPoint) {
        window.sendTouch(.began, at: point, timestamp: time)
        advance(0.05)
        window.sendTouch(.ended, at: point, timestamp: time)
        advance()
    }

    /// A tap at the centre of `view`.
    func tap(_ view: UIView) { tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)) }

    func type(_ text: String) {
        window.sendText(text, timestamp: time)
        advance()
    }

    @discardableResult
    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = []) -> Bool {
        let handled = window.sendKeyPress(UIKey(keyCode: code, characters: characters, modifierFlags: flags), timestamp: time)
        window.sendKeyPress(UIKey(keyCode: code, characters: characters, modifierFlags: flags), phase: .ended, timestamp: time)
        advance()
        return handled
    }

    func render() -> UIImage {
        window.displayIfNeeded()
        return UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }
    }
}

/// Pixels darker than `threshold` (all three channels) inside `rect` (points, at the image's scale).
@MainActor
func darkPixelCount(in image: UIImage, rect: CGRect, threshold: UInt8 = 100) -> Int {
    guard let cg = image.cgImage else { return 0 }
    let width = cg.width, height = cg.height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBytes { buffer in
        let ctx = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        ctx?.draw(cg, in: CGRect(x: 0, y: 0, width: width, height: height))
    }
    let scale = CGFloat(width) / max(1, image.size.width)
    let r = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    var count = 0
    for y in max(0, Int(r.minY))..<min(height, Int(r.maxY)) {
        for x in max(0, Int(r.minX))..<min(width, Int(r.maxX)) {
            let i = (y * width + x) * 4
            if bytes[i] < threshold, bytes[i + 1] < threshold, bytes[i + 2] < threshold { count += 1 }
        }
    }
    return count
}
