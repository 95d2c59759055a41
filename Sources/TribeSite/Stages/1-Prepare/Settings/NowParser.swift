import Foundation
import TribeData
import TribeRecurrence

/// Reads "now" from `--now`, else `SOURCE_DATE_EPOCH`, else the system clock.
public enum NowParser {
    /// Why a given "now" could not be read.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// `--now` takes `2026-11-22` (local midnight), `2026-11-22T10:00:00` (local wall time), or an
    /// instant with `Z` or an offset (`2026-11-22T10:00:00Z`, `…+01:00`); local forms use `timeZone`.
    public static func resolve(
        option: String?, environment: [String: String], timeZone: TimeZone, clock: () -> Date = Date.init
    ) throws(Problem) -> BuildInstant {
        if let option {
            guard let seconds = parse(option, timeZone: timeZone) else {
                throw Problem(
                    description:
                        "--now expects a date (2026-11-22), a local date-time (2026-11-22T10:00:00) or an instant (2026-11-22T10:00:00Z); found \(option.quotedForMessage)"
                )
            }
            return BuildInstant(secondsSinceEpoch: seconds, origin: .option)
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int(epoch) else {
                throw Problem(
                    description:
                        "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found \(epoch.quotedForMessage)"
                )
            }
            return BuildInstant(secondsSinceEpoch: seconds, origin: .sourceDateEpoch)
        }
        return BuildInstant(secondsSinceEpoch: Int(clock().timeIntervalSince1970.rounded(.down)), origin: .systemClock)
    }

    /// Whether `text` is a date, a local date-time or an instant `--now`, `--from` and `--to`
    /// accept: checked with the command line, so a bad one is a usage error.
    ///
    /// Read without a zone: every command line checks this before it runs, and a zone made
    /// only to be ignored would load ICU and zone data on the way to every page.
    public static func isValid(_ text: String) -> Bool {
        reading(text) != nil
    }

    static func parse(_ text: String, timeZone: TimeZone) -> Int? {
        switch reading(text) {
        case .wall(let seconds): ZoneClock(timeZone).instant(ofWall: seconds)
        case .instant(let seconds): seconds
        case nil: nil
        }
    }
}

private extension NowParser {
    /// What `text` says before a zone is applied: a wall-clock time (a date's midnight or a
    /// local date-time) or an instant; nil when it is neither.
    enum Reading {
        case wall(Int)
        case instant(Int)
    }

    static func reading(_ text: String) -> Reading? {
        if text.count == 10, let date = LocalDate(iso: text) {
            return .wall(LocalDateTime(midnightOf: date).wallSeconds)
        }
        if let local = LocalDateTime(iso: text) {
            return .wall(local.wallSeconds)
        }
        // An instant: strip the zone designator and apply it.
        var body = text
        var offset = 0
        if body.hasSuffix("Z") || body.hasSuffix("z") {
            body.removeLast()
        } else if body.count > 6 {
            let suffix = body.suffix(6)
            let sign = suffix.first
            let parts = suffix.dropFirst().split(separator: ":")
            guard sign == "+" || sign == "-", parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
                hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
            body.removeLast(6)
        } else {
            return nil
        }
        guard let local = LocalDateTime(iso: body) else { return nil }
        return .instant(local.wallSeconds - offset)
    }
}
