import Foundation

/// What a search field keeps for its tokens: the tokens, their chips, and which one Backspace
/// selected.
struct SearchTokenState {
    var tokens: [UISearchToken] = []
    var chips: [SearchTokenView] = []
    /// The token Backspace selected (the next Backspace deletes it; typing deselects it).
    var selectedIndex: Int?
}

/// Tokens in a search field (iOS 13): chips before the text, laid out from the magnifier on; the
/// text starts after the last chip. The field's `text` never holds them, as on iOS.
///
/// Backspace with the caret at the start of the text (or an empty field) selects the last token,
/// and a second Backspace deletes it (when `allowsDeletingTokens`), as iOS does; the deletion is a
/// user edit (`.editingChanged`, so the search bar's delegate and the search controller's updater
/// hear it). Typing deselects the token. Bad indexes log one line and change nothing (iOS raises).
///
/// Not supported: tokens scrolling with long text (the chips keep their place and the text is
/// clipped), tapping a chip to select it, copying tokens, `tokens(in:)`/`positionOfToken(at:)`.
extension UISearchTextField {
    /// Replaces the tokens (no user edit: nothing is reported).
    func setTokens(_ tokens: [UISearchToken]) {
        tokenState.tokens = tokens
        tokenState.selectedIndex = nil
        rebuildChips()
    }

    func insertTokenChecked(_ token: UISearchToken, at index: Int) {
        guard (0...tokenState.tokens.count).contains(index) else {
            Log.uikit.warning("UISearchTextField.insertToken(_:at:): index \(index) is outside 0...\(tokenState.tokens.count); ignored")
            return
        }
        tokenState.tokens.insert(token, at: index)
        tokenState.selectedIndex = nil
        rebuildChips()
    }

    func removeTokenChecked(at index: Int) {
        guard tokenState.tokens.indices.contains(index) else {
            Log.uikit.warning("UISearchTextField.removeToken(at:): no token at index \(index) of \(tokenState.tokens.count); ignored")
            return
        }
        tokenState.tokens.remove(at: index)
        tokenState.selectedIndex = nil
        rebuildChips()
    }

    /// The text in `range` goes, and `token` is inserted at `index` (a user picking a suggestion as
    /// a token); reported as a user edit, as the text changed.
    func replaceTextualPortionChecked(of range: UITextRange, with token: UISearchToken, at index: Int) {
        guard (0...tokenState.tokens.count).contains(index) else {
            Log.uikit.warning("UISearchTextField.replaceTextualPortion(of:with:at:): index \(index) is outside 0...\(tokenState.tokens.count); ignored")
            return
        }
        let length = core.length
        let start = min(max(range.start.offset, 0), length), end = min(max(range.end.offset, start), length)
        tokenState.tokens.insert(token, at: index)
        tokenState.selectedIndex = nil
        rebuildChips()
        if end > start {
            core.replace(NSRange(location: start, length: end - start), with: "")
            textDidChange(byUser: true)
        }
    }

    /// Backspace: deletes the selected token, or selects the last one when the caret is at the
    /// start of the text; false when it is an ordinary Backspace for the text.
    func deleteBackwardOverTokens() -> Bool {
        if let selected = tokenState.selectedIndex {
            guard allowsDeletingTokens, tokenState.tokens.indices.contains(selected) else { return true }
            tokenState.tokens.remove(at: selected)
            tokenState.selectedIndex = nil
            rebuildChips()
            textDidChange(byUser: true)
            return true
        }
        let selection = core.selectedRange
        guard selection.location == 0, selection.length == 0, core.markedRange == nil,
              !tokenState.tokens.isEmpty, allowsDeletingTokens else { return false }
        selectToken(at: tokenState.tokens.count - 1)
        return true
    }

    /// Typing (or any other edit) deselects the token.
    func deselectToken() {
        guard tokenState.selectedIndex != nil else { return }
        selectToken(at: nil)
    }

    private func selectToken(at index: Int?) {
        tokenState.selectedIndex = index
        for (i, chip) in tokenState.chips.enumerated() { chip.isSelected = i == index }
    }

    /// The chips' colour: `tokenBackgroundColor`, else the tint (systemBlue), as iOS.
    var tokenFill: UIColor { tokenBackgroundColor ?? (tintColor as UIColor?) ?? .systemBlue }

    private func rebuildChips() {
        for chip in tokenState.chips { chip.removeFromSuperview() }
        tokenState.chips = tokenState.tokens.enumerated().map { i, token in
            let chip = SearchTokenView(token: token)
            chip.fill = tokenFill
            chip.isSelected = i == tokenState.selectedIndex
            addSubview(chip)
            return chip
        }
        layoutDidChange()
    }

    func tokenColorDidChange() {
        for chip in tokenState.chips { chip.fill = tokenFill }
    }

    /// The chips' width, with the spacing after the last: where the text starts after the magnifier.
    var tokensWidth: CGFloat {
        tokenState.chips.reduce(0) { $0 + $1.preferredWidth + SearchTokenView.spacing }
    }

    /// Places the chips in a row after the magnifier, centred vertically.
    func layoutChips() {
        var x = Self.glyphArea
        for chip in tokenState.chips {
            let w = chip.preferredWidth
            chip.frame = CGRect(x: x, y: (bounds.height - SearchTokenView.height) / 2, width: w, height: SearchTokenView.height)
            x += w + SearchTokenView.spacing
        }
    }
}
