@_implementationOnly import Ccairo

/// How painted colour combines with what is already there (`setBlendMode(_:)`), on cairo operators.
///
/// Every CoreGraphics blend mode but `.plusDarker` has a cairo operator with the same formula
/// (the separable and HSL modes from the PDF blend-mode spec, the Porter-Duff modes, and
/// `.plusLighter` = cairo's ADD). `.plusDarker` has none: it draws as `.normal` and logs one warning.
/// The blend mode is part of the graphics state (saved and restored with it).
/// CoreGraphics applies Porter-Duff modes only where a shape paints; cairo's IN, OUT, DEST_IN and
/// DEST_ATOP would also clear everything outside it, so fills with those modes paint through a
/// clip to the shape instead (`fillBoundedByPath`). Strokes with them still affect the whole clip.
extension CGContext {
    /// Sets how later painting combines with the pixels underneath; part of the graphics state.
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
    /// Paints the source over what is there (source-over), the default.
    case normal = 0
    /// Multiplies source and backdrop colours, so the result is never lighter than either.
    case multiply
    /// Multiplies the inverses of source and backdrop, so the result is never darker than either.
    case screen
    /// Multiplies or screens depending on the backdrop, keeping its highlights and shadows.
    case overlay
    /// Keeps the darker of source and backdrop, per component.
    case darken
    /// Keeps the lighter of source and backdrop, per component.
    case lighten
    /// Brightens the backdrop to reflect the source.
    case colorDodge
    /// Darkens the backdrop to reflect the source.
    case colorBurn
    /// Darkens or lightens depending on the source, like a diffuse spotlight.
    case softLight
    /// Multiplies or screens depending on the source, like a harsh spotlight.
    case hardLight
    /// Subtracts the darker of source and backdrop from the lighter, per component.
    case difference
    /// Like `difference` but with lower contrast.
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the backdrop's luminosity (tinting).
    case color
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// Porter-Duff clear: painted pixels become fully transparent.
    case clear
    /// Porter-Duff copy: painted pixels take the source as is, alpha included.
    case copy
    /// Porter-Duff source-in: the source, masked by the backdrop's alpha.
    case sourceIn
    /// Porter-Duff source-out: the source, masked by the backdrop's transparency.
    case sourceOut
    /// Porter-Duff source-atop: the source over the backdrop, masked by the backdrop's alpha.
    case sourceAtop
    /// Porter-Duff destination-over: the source appears behind the backdrop.
    case destinationOver
    /// Porter-Duff destination-in: the backdrop, masked by the source's alpha.
    case destinationIn
    /// Porter-Duff destination-out: the backdrop, masked by the source's transparency (erasing).
    case destinationOut
    /// Porter-Duff destination-atop: the backdrop over the source, masked by the source's alpha.
    case destinationAtop
    /// Porter-Duff xor: source and backdrop each show only where the other is transparent.
    case xor
    /// Adds source and backdrop and subtracts from white, darkening; ScrollKit draws it as
    /// `normal` (cairo has no such operator) and logs one warning.
    case plusDarker
    /// Adds source and backdrop components (cairo's ADD), brightening; used for glows.
    case plusLighter

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
