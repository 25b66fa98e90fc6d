import CPangoCairo
import Foundation
import HostContextTesting
import Testing
@testable import UIKit

/// UILabel keeps its last measurements (TextMeasurementCache): asking again with the same inputs
/// lays nothing out, any change of text, font, line settings or width measures afresh, a change of
/// screen scale only rounds again, and the first draw of a label sized by `sizeToFit` centres its
/// text without a second layout. Every cached answer is checked against a label that never cached.
@Suite(.freshHostContext) @MainActor
struct LabelMeasurementCacheTests {
    /// Layouts `PangoText.measure` made on this thread so far.
    var measured: Int { PangoText.PerThread.current.measurements }

    /// A label with nothing cached, set up by `configure`.
    func freshLabel(_ configure: (UILabel) -> Void) -> UILabel {
        let label = UILabel(frame: .zero)
        configure(label)
        return label
    }

    /// A window of `size` on a screen of its own at `scale` (UIScreen.main is left alone).
    func window(_ size: CGSize, scale: CGFloat) -> UIWindow {
        HostClock.reset()
        let screen = UIScreen()
        screen.scale = scale
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        window.backgroundColor = .white
        return window
    }

    /// The window's frame as the host composites it, after a tick and the display pass.
    func frame(of window: UIWindow, at time: TimeInterval) -> [UInt8] {
        window.tick(timestamp: time)
        let image = renderImage(of: window, scale: window.screen.scale)
        guard let cg = image.cgImage, let data = cg.dataProvider?.data else { return [] }
        return Array(data)
    }

    @Test func askingAgainLaysNothingOut() {
        let label = freshLabel { $0.text = "The quick brown fox" }
        let first = label.sizeThatFits(.zero)
        let before = measured
        #expect(label.sizeThatFits(.zero) == first)
        #expect(label.intrinsicContentSize == first)
        #expect(measured == before)
    }

    @Test func eachInputChangeMeasuresAfresh() {
        let label = freshLabel { $0.text = "The quick brown fox jumps over the lazy dog" }
        _ = label.sizeThatFits(.zero)
        let changes: [(String, (UILabel) -> Void)] = [
            ("text", { $0.text = "A much shorter text" }),
            ("font", { $0.font = .boldSystemFont(ofSize: 23) }),
            ("font size", { $0.font = .boldSystemFont(ofSize: 11) }),
            ("lines", { $0.numberOfLines = 0 }),
            ("line break mode", { $0.lineBreakMode = .byCharWrapping }),
            ("alignment", { $0.textAlignment = .center }),
            ("text again", { $0.text = "Now wrapped over a few lines at a narrow width, several words" }),
        ]
        var applied: [(UILabel) -> Void] = []
        for (name, change) in changes {
            change(label)
            applied.append(change)
            let fresh = freshLabel { l in applied.forEach { $0(l) } }
            for width in [CGFloat(0), 60, 140, 1000] {
                let size = CGSize(width: width, height: 0)
                #expect(label.sizeThatFits(size) == fresh.sizeThatFits(size), "\(name) at width \(width)")
                let bounds = CGRect(x: 0, y: 0, width: width, height: 80)
                #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
                        == fresh.textRect(forBounds: bounds, limitedToNumberOfLines: fresh.numberOfLines),
                        "\(name): text rect at width \(width)")
            }
        }
    }

    @Test func aWidthChangeMeasuresAtTheNewWidth() {
        let label = freshLabel { $0.text = "Wrapped at whatever width it is given, word by word"; $0.numberOfLines = 0 }
        let wide = label.sizeThatFits(CGSize(width: 400, height: 0))
        let narrow = label.sizeThatFits(CGSize(width: 90, height: 0))
        #expect(narrow.height > wide.height)
        #expect(narrow == PangoTextSizes.label(label, width: 90))
        #expect(label.sizeThatFits(CGSize(width: 400, height: 0)) == wide)
    }

    @Test func aScaleChangeRoundsAgainWithoutLayingOut() {
        let w1 = window(CGSize(width: 300, height: 100), scale: 1)
        let w2 = window(CGSize(width: 300, height: 100), scale: 3)
        let label = freshLabel { $0.text = "Rounded to the pixels of its screen"; $0.font = .systemFont(ofSize: 13.3) }
        w1.addSubview(label)
        let atOne = label.sizeThatFits(.zero)
        let before = measured
        label.removeFromSuperview()
        w2.addSubview(label)
        let atThree = label.sizeThatFits(.zero)
        #expect(measured == before)
        let fresh = freshLabel { $0.text = label.text; $0.font = label.font }
        w2.addSubview(fresh)
        #expect(atThree == fresh.sizeThatFits(.zero))
        #expect(atOne != atThree)   // 1× rounds to whole points, 3× to thirds
        #expect(atOne == UILabel.roundedUpToPixels(atThree, scale: 1))
    }

    /// The one inference: a one-line text that fits in the width is as tall as its natural line.
    @Test func theNaturalHeightOfAFittingLineIsItsLaidOutHeight() {
        let texts = ["Row 1 — the quick brown fox jumps over the lazy dog, 37 items", "x", "مرحبا بالعالم", "tab\there",
                     "line\nbreak kept on one line", "😀 emoji and ﬁ ligature"]
        for text in texts {
            for alignment in [NSTextAlignment.natural, .center, .right, .justified] {
                for mode in [NSLineBreakMode.byTruncatingTail, .byWordWrapping, .byClipping, .byTruncatingMiddle] {
                    let style = PangoText.Style(font: .systemFont(ofSize: 17), alignment: alignment, lineBreakMode: mode, numberOfLines: 1)
                    let natural = PangoText.measure(text, style: style, width: nil)
                    for extra in [CGFloat(0), 0.5, 1, 200] {
                        let width = natural.width + extra
                        var cache = TextMeasurementCache()
                        _ = cache.size(of: text, style: style, width: nil)
                        let before = measured
                        let height = cache.height(of: text, style: style, width: width)
                        #expect(measured == before, "\(text) fits in \(width)")
                        #expect(height == PangoText.measure(text, style: style, width: width).height, "\(text) \(alignment) \(mode) in \(width)")
                    }
                    // Narrower than the line: wrapped or ellipsized, so it is laid out again.
                    var cache = TextMeasurementCache()
                    _ = cache.size(of: text, style: style, width: nil)
                    let narrow = max(1, natural.width - 5)
                    #expect(cache.height(of: text, style: style, width: narrow) == PangoText.measure(text, style: style, width: narrow).height)
                }
            }
        }
    }

    @Test func theFirstDrawOfASizedLabelLaysOutOnlyToDraw() {
        let w = window(CGSize(width: 600, height: 200), scale: 2)
        let label = freshLabel { $0.text = "Sized to fit, then drawn" }
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 10, y: 10)
        w.addSubview(label)
        w.tick(timestamp: 0)
        let before = measured
        w.displayIfNeeded()
        #expect(label.layer.contents != nil)
        #expect(measured == before)
    }

    /// A sized-to-fit label whose cache answered the draw's text rect (and whose draw reused the
    /// measured layout, when it qualifies) draws the same pixels as one given the same frame that
    /// never measured, so its draw laid the text out afresh at its width: at 1×, 2× and 3×, in every
    /// alignment, for left-to-right, right-to-left and mixed texts, tabs, ligatures and emoji.
    @Test func cachedAndFreshLabelsDrawTheSamePixels() {
        let texts = ["Row 7 — the quick brown fox, 259 items", "مرحبا بالعالم", "abc مرحبا def", "tab\tstops", "ﬁne ﬂow office",
                     "😀 emoji", "  spaces around  ", "x"]
        var reused = 0
        for text in texts {
            for scale in [CGFloat(1), 2, 3] {
                for alignment in [NSTextAlignment.natural, .left, .center, .right, .justified] {
                    func render(sized: Bool, extra: CGFloat) -> [UInt8] {
                        let w = window(CGSize(width: 500, height: 60), scale: scale)
                        let label = freshLabel { $0.text = text; $0.textAlignment = alignment }
                        w.addSubview(label)
                        if sized {
                            label.sizeToFit()
                            label.frame = CGRect(origin: CGPoint(x: 16, y: 8), size: CGSize(width: label.frame.width + extra, height: 30))
                        } else {
                            // The same width, measured without the label (which so measures at its first draw).
                            let width = PangoTextSizes.label(freshLabel { $0.text = text; $0.textAlignment = alignment },
                                                             width: 0, scale: scale).width
                            label.frame = CGRect(x: 16, y: 8, width: width + extra, height: 30)
                        }
                        let made = PangoText.PerThread.current.layoutsMadeToDraw
                        let pixels = frame(of: w, at: 0)
                        if sized, PangoText.PerThread.current.layoutsMadeToDraw == made { reused += 1 }
                        return pixels
                    }
                    for extra in [CGFloat(0), 37] {
                        let cached = render(sized: true, extra: extra), fresh = render(sized: false, extra: extra)
                        #expect(!cached.isEmpty && cached == fresh, "\(text) \(alignment) at \(scale)×, \(extra) pt wider")
                    }
                }
            }
        }
        // Left-to-right texts in natural or left alignment reuse the layout (the Latin ones here).
        #expect(reused >= 5 * 3 * 2 * 2)
    }

    /// App code may draw a label into a context of its own that rotates (a rotated caption in a
    /// custom `draw(_:)`): a sized label draws what one that never measured draws there, and its
    /// kept layout, made for an unrotated context, is not used for it.
    @Test func aSizedLabelDrawnIntoARotatedContextDrawsWhatAFreshOneDoes() {
        func draw(_ label: UILabel) -> [UInt8] {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format).image { r in
                let ctx = r.cgContext
                ctx.translateBy(x: 100, y: 100)
                ctx.rotate(by: .pi / 6)
                label.drawText(in: CGRect(x: -60, y: -10, width: label.bounds.width, height: label.bounds.height))
            }
            guard let data = image.cgImage?.dataProvider?.data else { return [] }
            return Array(data)
        }
        let sized = freshLabel { $0.text = "Rotated caption" }
        sized.sizeToFit()
        let fresh = freshLabel { $0.text = "Rotated caption" }
        fresh.frame = sized.frame
        let made = PangoText.PerThread.current.layoutsMadeToDraw
        let a = draw(sized)
        #expect(PangoText.PerThread.current.layoutsMadeToDraw == made + 1)
        let b = draw(fresh)
        #expect(!a.isEmpty && a == b)
        #expect(a.contains { $0 != 0 })
    }

    @Test func aDrawnLabelKeepsNoLayoutAndRedrawsAfresh() {
        let w = window(CGSize(width: 400, height: 60), scale: 2)
        let label = freshLabel { $0.text = "Drawn once from its measurement" }
        w.addSubview(label)
        label.sizeToFit()
        let before = PangoText.PerThread.current.layoutsMadeToDraw
        _ = frame(of: w, at: 0)
        #expect(PangoText.PerThread.current.layoutsMadeToDraw == before)
        label.textColor = .red   // redraws with the same text: the layout was handed over, so a new one
        _ = frame(of: w, at: 1.0 / 60)
        #expect(PangoText.PerThread.current.layoutsMadeToDraw == before + 1)
    }

    @Test func aNewTextShowsInTheNextFrame() {
        let w = window(CGSize(width: 400, height: 60), scale: 1)
        let label = freshLabel { $0.text = "Before the change" }
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 8, y: 8)
        w.addSubview(label)
        let before = frame(of: w, at: 0)
        label.text = "After it, longer"
        label.sizeToFit()
        let after = frame(of: w, at: 1.0 / 60)
        #expect(after != before)

        let reference = window(CGSize(width: 400, height: 60), scale: 1)
        let fresh = freshLabel { $0.text = "After it, longer" }
        fresh.sizeToFit()
        fresh.frame.origin = CGPoint(x: 8, y: 8)
        reference.addSubview(fresh)
        #expect(after == frame(of: reference, at: 0))
    }
}

/// Measurements made with no cache, to compare cached answers with.
@MainActor
enum PangoTextSizes {
    /// What `label.sizeThatFits(width:)` would answer measuring afresh.
    static func label(_ label: UILabel, width: CGFloat, scale: CGFloat? = nil) -> CGSize {
        let style = PangoText.Style(font: label.font, alignment: label.textAlignment, lineBreakMode: label.lineBreakMode,
                                    numberOfLines: label.numberOfLines)
        let w: CGFloat? = label.numberOfLines == 1 ? nil : width
        return UILabel.roundedUpToPixels(PangoText.measure(label.text ?? "", style: style, width: w), scale: scale ?? label.screenScale)
    }
}

/// PangoText draws with one Pango context per thread, brought up to date with each cairo context
/// (its transform and surface): it must draw what a new context per draw (pango_cairo_create_layout,
/// as it did before) draws, whatever the thread drew before, at any scale and rotation.
@Suite(.freshHostContext) @MainActor
struct PangoDrawingContextTests {
    static let text = "Row 12 — the quick brown fox, 444 items"
    static let origin = CGPoint(x: 3.3, y: 4.7)

    /// A new context of `scale`, rotated a quarter turn about its centre when `rotated`.
    static func context(scale: Int, rotated: Bool) -> CGContext? {
        guard let ctx = CGContext(width: 220 * scale, height: 220 * scale) else { return nil }
        ctx.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
        if rotated {
            ctx.translateBy(x: 110, y: 110)
            ctx.rotate(by: .pi / 2)
            ctx.translateBy(x: -110, y: -110)
        }
        return ctx
    }

    static func pixels(_ ctx: CGContext) -> [UInt8] {
        guard let data = ctx.makeImage()?.dataProvider?.data else { return [] }
        return Array(data)
    }

    /// Through PangoText (the reused context).
    static func drawn(scale: Int, rotated: Bool) -> [UInt8] {
        guard let ctx = context(scale: scale, rotated: rotated) else { return [] }
        PangoText.draw(text, style: PangoText.Style(font: .systemFont(ofSize: 17)), color: .black, at: origin, width: 200, in: ctx)
        return pixels(ctx)
    }

    /// Through a layout of its own context, configured as PangoText configures the default style
    /// (wrapped by words at the width, no line limit).
    static func reference(scale: Int, rotated: Bool) -> [UInt8] {
        guard let ctx = context(scale: scale, rotated: rotated) else { return [] }
        ctx.withCairoContext { cr in
            let layout = pango_cairo_create_layout(cr)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            PangoText.PerThread.applyOptions(to: pango_layout_get_context(layout))
            pango_layout_context_changed(layout)
            let description = UIFont.systemFont(ofSize: 17).makePangoDescription()
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_text(layout, text, -1)
            pango_layout_set_width(layout, 200 * PANGO_SCALE)
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            cairo_save(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
        }
        return pixels(ctx)
    }

    @Test func aReusedContextDrawsWhatANewOneDraws() {
        let sequence = [(2, false), (1, false), (2, true), (3, false), (1, true), (2, false), (1, false)]
        for (scale, rotated) in sequence {
            let reference = Self.reference(scale: scale, rotated: rotated)
            #expect(reference.contains { $0 != 0 })
            #expect(Self.drawn(scale: scale, rotated: rotated) == reference, "\(scale)×, rotated: \(rotated)")
        }
    }
}
