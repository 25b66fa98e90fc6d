import Foundation

/// The direction a user interface reads in: left to right (English) or right to left (Arabic,
/// Hebrew). Raw values are the SDK's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is the left edge: English, Chinese, …
    case leftToRight = 0
    /// Leading is the right edge: Arabic, Hebrew, Persian, Urdu, …
    case rightToLeft = 1

    /// The languages written right to left, by ISO 639 code: Arabic, Hebrew (and its old code `iw`),
    /// Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Central Kurdish. These are the
    /// languages whose default script the Unicode CLDR marks right-to-left (Arabic, Hebrew and Thaana
    /// scripts). A fixed list, so the answer is the same on every machine whatever ICU data it has.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// The direction of a locale or language identifier as POSIX `LANG` or `Locale.identifier` spell
    /// it (`ar`, `he_IL.UTF-8`, `fa-IR`): right to left for the languages above, left to right for
    /// any other and for an empty or unreadable identifier (such as `C` or `POSIX`). This is what an
    /// iOS device's language setting decides (`UIApplication.userInterfaceLayoutDirection`); ScrollKit's
    /// hosts call it with the process's `LANG` (ScrollKit extension, not in UIKit).
    public init(localeIdentifier: String) {
        let language = localeIdentifier.lowercased()
            .split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}

/// A trait collection's layout direction: unspecified in a collection made from other traits.
/// Raw values are the SDK's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified (inherit when combined).
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// What a view shows, so UIKit can tell whether it flips in a right-to-left interface.
/// Raw values are the SDK's.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content: flips with the interface's direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): never flip.
    case playback = 1
    /// Directional controls (a text-alignment segmented control, a D-pad): never flip.
    case spatial = 2
    /// Always laid out left to right, and so are the views below it.
    case forceLeftToRight = 3
    /// Always laid out right to left, and so are the views below it.
    case forceRightToLeft = 4
}

extension UITraitEnvironmentLayoutDirection {
    /// The interface direction this trait means (left to right when unspecified, as iOS's default).
    var interfaceDirection: UIUserInterfaceLayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
