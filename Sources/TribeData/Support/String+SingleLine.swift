import TribeRecurrence

extension String {
    /// The text on one line: each line break (CR LF, CR, LF, vertical tab, form feed, NEL and
    /// the Unicode line and paragraph separators) becomes one space.
    ///
    /// Subjects and places are shown on one line by TribeHub's apps, and calendar programs
    /// refuse a SUMMARY holding a break (calcurse: "line break in summary").
    public var singleLine: String {
        // Every break starts with a byte below 0x0E, or is NEL (C2 85) or U+2028/9 (E2 80 A8/9).
        guard containsUTF8Byte(where: { $0 < 0x0E || $0 == 0xC2 || $0 == 0xE2 }) else { return self }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR:
                break
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                result.unicodeScalars.append(" ")
            default:
                result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }
}
