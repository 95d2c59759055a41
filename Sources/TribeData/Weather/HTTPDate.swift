import TribeRecurrence

/// HTTP's dates (RFC 9110 §5.6.7), `Sun, 29 Nov 2026 10:53:45 GMT`, as `Expires` and
/// `Last-Modified` carry them.
public enum HTTPDate {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Seconds since 1970 of an IMF-fixdate, or nil for anything else (the obsolete forms
    /// included: a cache treats a date it cannot read as already past).
    public static func seconds(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", parts[0].count == 4, parts[0].hasSuffix(","),
            let day = Int(parts[1]), parts[1].count == 2, let month = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3]), parts[3].count == 4
        else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }), let hour = Int(clock[0]),
            let minute = Int(clock[1]), let second = Int(clock[2]),
            let date = LocalDate(year: year, month: month + 1, day: day),
            let time = LocalDateTime(date: date, hour: hour, minute: minute, second: min(second, 59))
        else { return nil }
        return time.wallSeconds
    }

    /// The IMF-fixdate of `seconds` since 1970.
    public static func text(_ seconds: Int) -> String {
        let time = LocalDateTime(wallSeconds: seconds)
        let date = time.date
        let two = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
        return "\(weekdays[date.isoWeekday - 1]), \(two(date.day)) \(months[date.month - 1]) \(date.year) "
            + "\(two(time.hour)):\(two(time.minute)):\(two(time.second)) GMT"
    }
}
