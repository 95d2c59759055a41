/// Reads the duration strings Django writes and the ones people type in its style.
///
/// Accepted: `HH:MM:SS`, `D HH:MM:SS`, Python's `D day(s), H:MM:SS`, each with an optional
/// `.ffffff`. Django would also read `"00:30"` as thirty seconds; that reading surprises
/// everyone who types it, so a two-part time is refused instead.
enum DurationText {
    /// Reads `text` as bytes: every character a duration holds is ASCII, and reading it as
    /// characters, with `Character.isNumber`, would ask Unicode's tables about each one.
    static func parse(_ text: String) -> EventDuration? {
        var text = text
        return text.withUTF8 { parse(bytes: $0[...]) }
    }
}

private extension DurationText {
    static func parse(bytes text: Slice<UnsafeBufferPointer<UInt8>>) -> EventDuration? {
        var rest = text
        var days = 0
        if let space = rest.firstIndex(of: UInt8(ascii: " ")) {
            // Ten years is longer than any event; beyond it the arithmetic would overflow.
            guard let value = integer(rest[..<space], signed: true), value >= 0, value <= 3660 else { return nil }
            days = value
            rest = rest[(space + 1)...]
            for prefix in ["days, ", "day, "] where rest.starts(with: prefix.utf8) {
                rest = rest.dropFirst(prefix.utf8.count)
                break
            }
        }
        var microseconds = 0
        if let dot = rest.firstIndex(of: UInt8(ascii: ".")) {
            let fraction = rest[(dot + 1)...]
            guard (1...6).contains(fraction.count), let value = integer(fraction, signed: false) else { return nil }
            microseconds = value * pow10(6 - fraction.count)
            rest = rest[..<dot]
        }
        let parts = rest.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 3, let hours = integer(parts[0], signed: false), hours <= 87_840,
            parts[1].count == 2, let minutes = integer(parts[1], signed: false), minutes < 60,
            parts[2].count == 2, let seconds = integer(parts[2], signed: false), seconds < 60
        else { return nil }
        let total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds
        return EventDuration(seconds: total, microseconds: microseconds)
    }

    /// The whole number `digits` spell in ASCII, after a `+` or `-` when `signed`, as `Int`
    /// reads it; nil when there are no digits, anything else, or too many for an `Int`.
    static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>, signed: Bool) -> Int? {
        var digits = digits
        var negative = false
        if signed, let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    static func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
