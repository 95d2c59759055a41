import Foundation

/// Calendar days written as ISO 8601 dates (`2026-11-22`), for the `--from` and `--to` of
/// `tribepress occurrences`.
enum ISODay {
    /// The day after `iso`; `iso` itself when it is not a date.
    static func after(_ iso: String) -> String {
        adding(1, to: iso)
    }

    /// The day `days` after `iso`; `iso` itself when it is not a date.
    static func adding(_ days: Int, to iso: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        guard let date = formatter.date(from: iso), let next = calendar.date(byAdding: .day, value: days, to: date)
        else {
            return iso
        }
        return formatter.string(from: next)
    }
}
