import Ccairo

/// How painted colour combines with what is already there (`setBlendMode(_:)`), on cairo operators.
///
/// Every CoreGraphics blend mode but `.plusDarker` has a cairo operator with the same formula
/// (the separable and HSL modes from the PDF blend-mode spec, the Porter-Duff modes, and
/// `.plusLighter` = cairo's ADD). `.plusDarker` has none: it draws as `.normal` and prints one line.
/// The blend mode is part of the graphics state (saved and restored with it).
/// CoreGraphics applies Porter-Duff modes only where a shape paints; cairo's IN, OUT, DEST_IN and
/// DEST_ATOP would also clear everything outside it, so fills with those modes paint through a
/// clip to the shape instead (`fillBoundedByPath`). Strokes with them still affect the whole clip.
extension CGContext {
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker { CGBlendMode.reportPlusDarkerOnce() }
        cairo_set_operator(cr, mode.cairoOperator)
    }

    /// Fills the current path, consuming it, touching pixels only inside it whatever the operator.
    func fillBoundedByPath() {
        if state.fillColor.patternImage != nil, state.alpha < 1 {
            // A pattern source has no alpha of its own to carry the global alpha.
            cairo_save(cr)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
            return
        }
        switch cairo_get_operator(cr) {
        case CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_ATOP:
            cairo_save(cr)
            cairo_clip(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        default:
            cairo_fill(cr)
        }
    }
}

/// CoreGraphics' blend modes, with Apple's raw values.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter

    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    private static let plusDarkerReport: Void = {
        Log.coreGraphics.warning("CGBlendMode.plusDarker has no cairo operator; drawing with .normal")
    }()

    static func reportPlusDarkerOnce() { _ = plusDarkerReport }
}
