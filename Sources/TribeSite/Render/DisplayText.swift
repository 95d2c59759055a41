import TribeRecurrence
import TribeData

/// English date and time wording for pages, computed without locale data so every machine
/// renders the same bytes.
enum DisplayText {
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// "Saturday 10 January 2026".
    static func longDate(_ date: LocalDate) -> String {
        "\(weekdays[date.isoWeekday - 1]) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// "08:15".
    static func time(_ dateTime: LocalDateTime) -> String {
        "\(twoDigits(dateTime.hour)):\(twoDigits(dateTime.minute))"
    }

    /// When an event (or its series' first occurrence) happens, as a person would say it.
    static func when(_ event: Event) -> String {
        let end = event.end
        if event.isAllDay {
            let lastDay = end.date.adding(days: -1)
            return lastDay > event.start.date ? "\(longDate(event.start.date)) – \(longDate(lastDay)), all day" : "\(longDate(event.start.date)), all day"
        }
        if end.date == event.start.date {
            return "\(longDate(event.start.date)), \(time(event.start))–\(time(end))"
        }
        return "\(longDate(event.start.date)) \(time(event.start)) – \(longDate(end.date)) \(time(end))"
    }

    /// "Weekly", "Every second Tuesday"… kept to the code's label plus the rule when one is given.
    static func repetition(_ event: Event) -> String? {
        guard event.repeats else { return nil }
        var text = event.rrule.map { "Custom rule (\($0.description))" } ?? event.repeatCode.label
        if let until = event.until { text += ", until \(longDate(until.latestStart.date))" }
        if let count = event.count { text += ", \(count) times" }
        return text
    }

    /// "1 h 30 min", "3 days".
    static func duration(_ duration: EventDuration) -> String {
        if duration.isWholeDays {
            let days = duration.seconds / 86_400
            return days == 1 ? "1 day" : "\(days) days"
        }
        let minutes = duration.seconds / 60
        let parts = [minutes / 60 > 0 ? "\(minutes / 60) h" : nil, minutes % 60 > 0 ? "\(minutes % 60) min" : nil].compactMap { $0 }
        return parts.isEmpty ? "\(duration.seconds) s" : parts.joined(separator: " ")
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
