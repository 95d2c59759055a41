import Foundation
import TribeRecurrence

/// Month and weekday names and date formats in the family's language.
///
/// Everything but plain English comes from Foundation's locale data (CLDR, in the ICU that
/// TribePress is built with, so the same binary writes the same bytes on every machine), read
/// once per build. Plain `en` keeps the wording TribePress has always written ("Saturday
/// 10 January 2026", "08:15"); `en-US`, `en-GB` and every other tag get their locale's own.
public struct DateWording: Sendable {
    /// The language tag it was made for.
    public let language: String
    /// Whether the language is written right to left.
    public let isRightToLeft: Bool
    let months: Names
    /// Weekday names, Monday first.
    let weekdays: Names
    /// Two-character weekday names for the narrowest columns, Monday first.
    let narrowWeekdays: [String]
    /// What the time pattern's day period says at each hour (0–23), then at noon and at
    /// midnight exactly; nil where it has none.
    let dayPeriods: [String]?
    let era: String
    /// The locale's digits 0–9 in dates and in times, where they are not ASCII's (Persian,
    /// Bengali, Marathi…); Tibetan writes its own in dates and ASCII's in times.
    let digits: (dates: [Character]?, times: [Character]?)
    let longDatePattern: DatePattern
    let monthTitlePattern: DatePattern
    let timePattern: DatePattern
    let ranges: RangeWriter?
    /// Every minute of a day as `timePattern` writes it: a planner writes one per entry, and a
    /// pattern's pieces cost more than a lookup.
    private var timesOfDay: [String] = []

    /// Names in full and abbreviated, as they stand alone (a title) and inside a date (where
    /// some languages inflect them: Polish "listopad", "19 listopada").
    struct Names: Sendable {
        var wide: [String]
        var abbreviated: [String]
        var wideInDate: [String]
        var abbreviatedInDate: [String]

        func names(abbreviated: Bool, standalone: Bool) -> [String] {
            standalone
                ? (abbreviated ? self.abbreviated : wide) : (abbreviated ? abbreviatedInDate : wideInDate)
        }
    }

    /// English as TribePress has always written it.
    public static let english = DateWording(
        language: "en", isRightToLeft: false,
        months: Names(
            wide: englishMonths, abbreviated: englishMonths.map { String($0.prefix(3)) }, wideInDate: englishMonths,
            abbreviatedInDate: englishMonths.map { String($0.prefix(3)) }),
        weekdays: Names(
            wide: englishWeekdays, abbreviated: englishWeekdays.map { String($0.prefix(3)) },
            wideInDate: englishWeekdays, abbreviatedInDate: englishWeekdays.map { String($0.prefix(3)) }),
        narrowWeekdays: englishWeekdays.map { String($0.prefix(2)) }, dayPeriods: nil, era: "AD", digits: (nil, nil),
        longDatePattern: DatePattern("EEEE d MMMM y"), monthTitlePattern: DatePattern("MMMM y"),
        timePattern: DatePattern("HH:mm"), ranges: nil)

    /// The wording of `language`, a BCP 47 tag such as `fr`, `de-CH` or `ar`.
    public init(language: String) {
        guard language.lowercased() != "en" else {
            self = .english
            return
        }
        let locale = Locale(identifier: language)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Self.gregorian(locale)
        let pattern = { (template: String) in
            DatePattern(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template)
        }
        // The locale's own full date ("jeudi 19 novembre 2026") and short time ("8:05 AM").
        let style = { (date: DateFormatter.Style, time: DateFormatter.Style) -> DatePattern in
            let styled = DateFormatter()
            styled.locale = locale
            styled.calendar = Self.gregorian(locale)
            styled.dateStyle = date
            styled.timeStyle = time
            return DatePattern(styled.dateFormat)
        }
        // Foundation lists weekdays from Sunday.
        let mondayFirst = { (names: [String]?) -> [String] in
            guard let names, names.count == 7 else { return Self.english.weekdays.wide }
            return Array(names[1...]) + [names[0]]
        }
        let twelve = { (names: [String]?, fallback: [String]) -> [String] in
            guard let names, names.count == 12 else { return fallback }
            return names
        }
        let english = Self.english
        let timePattern = style(.none, .short)
        self.init(
            language: language,
            isRightToLeft: Locale.Language(identifier: language).characterDirection == .rightToLeft,
            months: Names(
                wide: twelve(formatter.standaloneMonthSymbols, english.months.wide),
                abbreviated: twelve(formatter.shortStandaloneMonthSymbols, english.months.abbreviated),
                wideInDate: twelve(formatter.monthSymbols, english.months.wide),
                abbreviatedInDate: twelve(formatter.shortMonthSymbols, english.months.abbreviated)),
            weekdays: Names(
                wide: mondayFirst(formatter.standaloneWeekdaySymbols),
                abbreviated: mondayFirst(formatter.shortStandaloneWeekdaySymbols),
                wideInDate: mondayFirst(formatter.weekdaySymbols),
                abbreviatedInDate: mondayFirst(formatter.shortWeekdaySymbols)),
            narrowWeekdays: Self.shortWeekdays(formatter),
            dayPeriods: Self.dayPeriods(of: timePattern, locale),
            era: formatter.eraSymbols.last ?? "AD",
            digits: (Self.digits(locale, style: (.full, .none)), Self.digits(locale, style: (.none, .short))),
            longDatePattern: style(.full, .none), monthTitlePattern: pattern("MMMMy"),
            timePattern: timePattern,
            ranges: RangeWriter(locale: locale))
    }

    private init(
        language: String, isRightToLeft: Bool, months: Names, weekdays: Names, narrowWeekdays: [String],
        dayPeriods: [String]?, era: String, digits: (dates: [Character]?, times: [Character]?),
        longDatePattern: DatePattern,
        monthTitlePattern: DatePattern, timePattern: DatePattern, ranges: RangeWriter?
    ) {
        self.language = language
        self.isRightToLeft = isRightToLeft
        self.months = months
        self.weekdays = weekdays
        self.narrowWeekdays = narrowWeekdays
        self.dayPeriods = dayPeriods
        self.era = era
        self.digits = digits
        self.longDatePattern = longDatePattern
        self.monthTitlePattern = monthTitlePattern
        self.timePattern = timePattern
        self.ranges = ranges
        timesOfDay = (0..<1440).map {
            write(timePattern, date: LocalDate(daysSinceEpoch: 0), hour: $0 / 60, minute: $0 % 60, isTime: true)
        }
    }

    /// A day in full: "Saturday 10 January 2026", "samedi 10 janvier 2026".
    public func longDate(_ date: LocalDate) -> String {
        write(longDatePattern, date: date)
    }

    /// A month with its year, as a title: "September 2026", "novembre 2026".
    public func monthTitle(_ month: YearMonth) -> String {
        write(monthTitlePattern, date: month.firstDay)
    }

    /// A month's name alone, as a title: "September", "septembre".
    public func monthName(_ month: Int) -> String {
        months.wide[(month - 1) % 12]
    }

    /// A time of day on the locale's clock: "08:15", "8:15 AM".
    public func time(_ dateTime: LocalDateTime) -> String {
        time(minuteOfDay: dateTime.hour * 60 + dateTime.minute)
    }

    /// `time(_:)` of a time given as minutes since midnight (0 to 1,439).
    public func time(minuteOfDay: Int) -> String {
        timesOfDay[minuteOfDay]
    }

    /// A weekday's name (1 = Monday): in full, abbreviated for column heads, or in two
    /// characters for the narrowest.
    public func weekday(_ isoWeekday: Int, _ width: WeekdayWidth) -> String {
        let index = (isoWeekday - 1) % 7
        switch width {
        case .wide: return weekdays.wide[index]
        case .abbreviated: return weekdays.abbreviated[index]
        case .narrow: return narrowWeekdays[index]
        }
    }

    /// How much of a weekday's name to write.
    public enum WeekdayWidth: Sendable {
        case wide, abbreviated, narrow
    }

    /// An inclusive range of days, said once: "13–17 February 2027", "13–17 février 2027".
    public func dayRange(_ first: LocalDate, _ last: LocalDate) -> String {
        if let ranges { return ranges.write(first, last) }
        let lastText = write(Self.dayMonthYear, date: last)
        if first == last { return lastText }
        if first.year != last.year { return "\(write(Self.dayMonthYear, date: first)) – \(lastText)" }
        if first.month != last.month { return "\(write(Self.dayMonth, date: first)) – \(lastText)" }
        return "\(first.day)–\(lastText)"
    }
}

/// Ranges of days from Foundation's interval formats, which no single pattern describes
/// ("19–23 novembre", "19 novembre – 9 décembre"); each range is asked once per build.
final class RangeWriter: @unchecked Sendable {
    private let formatter: DateIntervalFormatter
    private let lock = NSLock()
    private var written: [Int: String] = [:]

    init(locale: Locale) {
        formatter = DateIntervalFormatter()
        formatter.locale = locale
        formatter.calendar = DateWording.gregorian(locale)
        formatter.timeZone = DateWording.utc
        formatter.dateTemplate = "dMMMMy"
    }

    func write(_ first: LocalDate, _ last: LocalDate) -> String {
        let key = first.daysSinceEpoch &* 4_000_000 &+ last.daysSinceEpoch
        lock.lock()
        defer { lock.unlock() }
        if let text = written[key] { return text }
        let text = formatter.string(
            from: Date(timeIntervalSince1970: Double(first.daysSinceEpoch) * 86_400 + 43_200),
            to: Date(timeIntervalSince1970: Double(last.daysSinceEpoch) * 86_400 + 43_200))
        written[key] = text
        return text
    }
}

extension DateWording {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// The Gregorian calendar in UTC: every date TribePress writes is a wall-clock date already.
    static func gregorian(_ locale: Locale) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = utc
        return calendar
    }
}

private extension DateWording {
    static let dayMonthYear = DatePattern("d MMMM y")
    static let dayMonth = DatePattern("d MMMM")
    static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    func write(_ pattern: DatePattern, date: LocalDate, hour: Int = 0, minute: Int = 0, isTime: Bool = false)
        -> String
    {
        let digits = isTime ? digits.times : digits.dates
        let number = { (value: Int, padded: Bool) in Self.number(value, padded: padded, digits: digits) }
        var text = ""
        for piece in pattern.pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .weekday(let abbreviated, let standalone):
                text += weekdays.names(abbreviated: abbreviated, standalone: standalone)[date.isoWeekday - 1]
            case .day(let padded): text += number(date.day, padded)
            case .monthNumber(let padded): text += number(date.month, padded)
            case .monthName(let abbreviated, let standalone):
                text += months.names(abbreviated: abbreviated, standalone: standalone)[date.month - 1]
            case .year: text += number(date.year, false)
            case .hour(let cycle, let padded):
                let shown: Int
                switch cycle {
                case .h23: shown = hour
                case .h12: shown = hour % 12 == 0 ? 12 : hour % 12
                case .h24: shown = hour == 0 ? 24 : hour
                case .h11: shown = hour % 12
                }
                text += number(shown, padded)
            case .minute(let padded): text += number(minute, padded)
            case .dayPeriod:
                let index = minute == 0 && hour == 12 ? 24 : minute == 0 && hour == 0 ? 25 : hour
                text += dayPeriods?[index] ?? (hour < 12 ? "AM" : "PM")
            case .era: text += era
            }
        }
        return text
    }

    /// The day period of `pattern` written by Foundation at each hour, noon and midnight:
    /// CLDR's periods change on the hour ("凌晨" before 05:00, "中午" at 12:00 exactly).
    static func dayPeriods(of pattern: DatePattern, _ locale: Locale) -> [String]? {
        let field = pattern.pieces.lazy.compactMap { piece -> String? in
            if case .dayPeriod(let field) = piece { return field } else { return nil }
        }.first
        guard let field else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = gregorian(locale)
        formatter.timeZone = utc
        formatter.dateFormat = field
        let at = { (minutes: Int) in formatter.string(from: Date(timeIntervalSince1970: Double(minutes) * 60)) }
        return (0..<24).map { at($0 * 60 + 1) } + [at(12 * 60), at(0)]
    }

    /// CLDR's "short" weekday names ("Mo", "lu", "Mo."), which Foundation lists nowhere but
    /// writes for the pattern `cccccc`; Monday first.
    static func shortWeekdays(_ formatter: DateFormatter) -> [String] {
        formatter.timeZone = utc
        formatter.dateFormat = "cccccc"
        // 1 January 2024 was a Monday.
        return (0..<7).map { formatter.string(from: Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 86_400)) }
    }

    /// The digits Foundation writes dates with, from days 1–9 written `d` and day 1 written
    /// `dd`; nil when they are ASCII's. Asked of a formatter made for the style they are for,
    /// as a plain one writes ASCII digits in some locales (Tibetan) whose dates do not.
    static func digits(_ locale: Locale, style: (date: DateFormatter.Style, time: DateFormatter.Style)) -> [Character]?
    {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = gregorian(locale)
        formatter.timeZone = utc
        formatter.dateStyle = style.date
        formatter.timeStyle = style.time
        // January 2024, day `number`. Each pattern is set once, not once per day: setting one
        // rebuilds ICU's formatter.
        let day = { (number: Int) -> [Character] in
            Array(formatter.string(from: Date(timeIntervalSince1970: 1_704_067_200 + Double(number - 1) * 86_400)))
        }
        formatter.dateFormat = "dd"
        let padded = day(1)
        formatter.dateFormat = "d"
        let ones = (1...9).map { day($0) }
        guard padded.count == 2, ones.allSatisfy({ $0.count == 1 }) else { return nil }
        let digits = [padded[0]] + ones.map { $0[0] }
        return digits == Array("0123456789") ? nil : digits
    }

    static func number(_ value: Int, padded: Bool, digits: [Character]?) -> String {
        let text = padded && value < 10 ? "0\(value)" : String(value)
        guard let digits else { return text }
        return String(text.map { $0.wholeNumberValue.map { digits[$0] } ?? $0 })
    }
}
