import Foundation

/// `UIColor(named:)`: colours from asset-catalog colour sets, read from catalog folders the way
/// `UIImage(named:)` finds image sets (`*.xcassets/…/Name.colorset/Contents.json`).
///
/// The "colors" entry without "appearances" (the light, any-appearance one) is used; its
/// "components" may be written as Xcode writes them: floats ("0.800"), 8-bit integers ("204") or
/// hex bytes ("0xCC"); "srgb", "extended-srgb" and "display-p3" colour spaces, and gray
/// ("white" component). A missing or unreadable set gives nil (unreadable ones print a line).
extension UIColor {
    /// The colour set called `name` in the main bundle's asset catalogs; nil when there is none or
    /// it cannot be read.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// `bundle` nil means `Bundle.main`; `traitCollection` is accepted and not consulted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let root = (bundle ?? .main).resourceURL,
              let set = NamedImageFiles(root: root, screenScale: 1).assetSet(named: name, kind: "colorset"),
              let color = Self.readColorSet(set) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, origin: color.origin)
    }

    private static func readColorSet(_ set: URL) -> UIColor? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]],
              let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
              let color = entry["color"] as? [String: Any],
              let components = color["components"] as? [String: Any] else {
            Log.uikit.warning("UIColor(named:): \(set.path) has no readable Contents.json \"colors\" entry; returning nil")
            return nil
        }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
            guard let number = Double(text) else { return nil }
            // Xcode writes either floats in 0…1 or integers in 0…255 ("1" is ambiguous: a float).
            return !text.contains(".") && number > 1 ? CGFloat(number) / 255 : CGFloat(number)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" { return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha) }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }
}
