/// Reads the duration strings Django writes and the ones people type in its style.
///
/// Accepted: `HH:MM:SS`, `D HH:MM:SS`, Python's `D day(s), H:MM:SS`, each with an optional
/// `.ffffff`. Django would also read `"00:30"` as thirty seconds; that reading surprises
/// everyone who types it, so a two-part time is refused instead.
enum DurationText {
    static func parse(_ text: String) -> EventDuration? {
        var rest = Substring(text)
        var days = 0
        if let space = rest.firstIndex(of: " ") {
            // Ten years is longer than any event; beyond it the arithmetic would overflow.
            guard let value = Int(rest[..<space]), value >= 0, value <= 3660 else { return nil }
            days = value
            rest = rest[rest.index(after: space)...]
            for prefix in ["days, ", "day, "] where rest.hasPrefix(prefix) {
                rest = rest.dropFirst(prefix.count)
                break
            }
        }
        var microseconds = 0
        if let dot = rest.firstIndex(of: ".") {
            let fraction = rest[rest.index(after: dot)...]
            guard (1...6).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit), let value = Int(fraction)
            else { return nil }
            microseconds = value * Int(pow10(6 - fraction.count))
            rest = rest[..<dot]
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let hours = Int(parts[0]), hours <= 87_840, let minutes = Int(parts[1]), let seconds = Int(parts[2]),
            parts[1].count == 2, parts[2].count == 2, minutes < 60, seconds < 60
        else { return nil }
        let total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds
        return EventDuration(seconds: total, microseconds: microseconds)
    }

    private static func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
