extension Substring {
    /// The line without the spaces and tabs around it: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (tab, Unicode's space separators and the
    /// zero-width space, once one of them, trimmed scalar by scalar), without bridging each
    /// line to `NSString`, which would cost trip pages more than the rest of their tips.
    var spacesTrimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return "" }
        // A scalar that is not a space exists, so one is found from the end too.
        let last = scalars.lastIndex(where: { !Self.isSpace($0) }) ?? first
        return String(scalars[first...last])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0x200B: return true
        case ..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
