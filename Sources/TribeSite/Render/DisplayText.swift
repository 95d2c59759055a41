import TribeData
import TribeRecurrence

/// English date and time wording for pages, computed without locale data so every machine
/// renders the same bytes.
enum DisplayText {
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// "Saturday 10 January 2026".
    static func longDate(_ date: LocalDate) -> String {
        "\(weekdays[date.isoWeekday - 1]) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// "September 2026".
    static func monthTitle(_ month: YearMonth) -> String {
        "\(months[month.month - 1]) \(month.year)"
    }

    /// "08:15".
    static func time(_ dateTime: LocalDateTime) -> String {
        "\(twoDigits(dateTime.hour)):\(twoDigits(dateTime.minute))"
    }

    /// An inclusive range of days, said once: "13–17 February 2027", "28 July – 2 August 2027",
    /// "30 December 2026 – 2 January 2027".
    static func dayRange(_ first: LocalDate, _ last: LocalDate) -> String {
        let lastText = "\(last.day) \(months[last.month - 1]) \(last.year)"
        if first == last { return lastText }
        if first.year != last.year { return "\(first.day) \(months[first.month - 1]) \(first.year) – \(lastText)" }
        if first.month != last.month { return "\(first.day) \(months[first.month - 1]) – \(lastText)" }
        return "\(first.day)–\(lastText)"
    }

    /// "1 event", "12 events".
    static func events(_ count: Int) -> String {
        count == 1 ? "1 event" : "\(count) events"
    }

    /// "4 nights", "1 night", "a day trip".
    static func nights(_ count: Int) -> String {
        switch count {
        case ..<1: return "a day trip"
        case 1: return "1 night"
        default: return "\(count) nights"
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
