/// The rule a TZif file ends with (RFC 8536 §3.3, a POSIX `TZ` string such as
/// `PST8PDT,M3.2.0,M11.1.0`): the zone's offsets after its last listed change.
///
/// Slim TZif files list no change after the rule took over, and fat ones stop in 2037, so the
/// years after come from here.
struct PosixZoneRule: Sendable, Equatable {
    /// The standard offset, in seconds east of UTC (POSIX writes it west, `PST8`).
    let standardOffset: Int
    let daylight: Daylight?

    struct Daylight: Sendable, Equatable {
        let offset: Int
        let start: Moment
        let end: Moment
    }

    /// A day of the year and a time of that day, in the time in force before it.
    struct Moment: Sendable, Equatable {
        let day: Day
        /// Seconds after midnight; RFC 8536 allows -167 to 167 hours.
        let time: Int
    }

    enum Day: Sendable, Equatable {
        /// `Jn`: 1 to 365, 29 February never counted.
        case julian(Int)
        /// `n`: 0 to 365, 29 February counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (5 the last) of month `m`.
        case weekday(month: Int, week: Int, weekday: Int)
    }

    /// Reads a rule; nil for anything else, including an empty footer.
    init?(_ text: some StringProtocol) {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.skipName(), let standard = scanner.offset() else { return nil }
        standardOffset = -standard
        if scanner.isAtEnd {
            daylight = nil
            return
        }
        guard scanner.skipName() else { return nil }
        var daylightOffset = standardOffset + 3_600
        if !scanner.isAtEnd, scanner.peek != UInt8(ascii: ",") {
            guard let written = scanner.offset() else { return nil }
            daylightOffset = -written
        }
        // POSIX leaves a missing rule to the implementation; glibc and the tz code take the
        // United States' since 2007, and zic never writes one without it.
        var start = Moment(day: .weekday(month: 3, week: 2, weekday: 0), time: 7_200)
        var end = Moment(day: .weekday(month: 11, week: 1, weekday: 0), time: 7_200)
        if !scanner.isAtEnd {
            guard scanner.take(UInt8(ascii: ",")), let first = scanner.moment(), scanner.take(UInt8(ascii: ",")),
                let second = scanner.moment(), scanner.isAtEnd
            else { return nil }
            start = first
            end = second
        }
        daylight = Daylight(offset: daylightOffset, start: start, end: end)
    }

    /// The offset in force at `instant`, in seconds east of UTC.
    func offset(atInstant instant: Int) -> Int {
        guard daylight != nil else { return standardOffset }
        // Some 35 million years either side: far past any date, and no arithmetic overflows.
        let instant = min(max(instant, -(1 << 50)), 1 << 50)
        let year = Self.year(of: instant)
        var offset = standardOffset
        for change in (year - 1...year + 1).flatMap(changes(inYear:)) where change.instant <= instant {
            offset = change.offset
        }
        return offset
    }

    /// A change the rule makes: to daylight-saving time at its start, back at its end.
    struct Change {
        let instant: Int
        let offset: Int
        let startsDaylightSaving: Bool
    }

    /// The changes the rule makes in `year`, in order.
    func changes(inYear year: Int) -> [Change] {
        guard let daylight else { return [] }
        let start = Self.wall(of: daylight.start, inYear: year) - standardOffset
        let end = Self.wall(of: daylight.end, inYear: year) - daylight.offset
        let changes = [
            Change(instant: start, offset: daylight.offset, startsDaylightSaving: true),
            Change(instant: end, offset: standardOffset, startsDaylightSaving: false),
        ]
        return changes.sorted { $0.instant < $1.instant }
    }

    /// The changes the rule makes at instants in `instants`, as a zone's, in order.
    func zoneChanges(in instants: Range<Int>) -> [ZoneChange] {
        guard let daylight, !instants.isEmpty else { return [] }
        // As for the file's types: the larger offset is the daylight one.
        let isNegative = daylight.offset < standardOffset
        var found: [ZoneChange] = []
        var offset = offset(atInstant: instants.lowerBound - 1)
        var isDaylight: Bool?
        for year in Self.year(of: instants.lowerBound)...Self.year(of: instants.upperBound - 1) {
            for change in changes(inYear: year) where instants.contains(change.instant) {
                let status = change.startsDaylightSaving != isNegative
                // A rule of daylight saving all year ends and restarts it at one instant.
                if let last = found.last, last.instant == change.instant {
                    found.removeLast()
                    offset = last.offsetBefore
                    isDaylight = found.last?.isDaylight
                }
                if change.offset != offset || status != isDaylight {
                    found.append(
                        ZoneChange(
                            instant: change.instant, offsetBefore: offset, offsetAfter: change.offset,
                            isDaylight: status))
                }
                offset = change.offset
                isDaylight = status
            }
        }
        return found
    }
}

private extension PosixZoneRule {
    static func year(of instant: Int) -> Int {
        LocalDate(daysSinceEpoch: instant / 86_400 - (instant % 86_400 < 0 ? 1 : 0)).year
    }

    static func wall(of moment: Moment, inYear year: Int) -> Int {
        let days: Int
        switch moment.day {
        case .julian(let day):
            let leapDay = LocalDate.isLeapYear(year) && day >= 60 ? 1 : 0
            days = LocalDate.daysSinceEpoch(year: year, month: 1, day: 1) + day - 1 + leapDay
        case .zeroBased(let day):
            days = LocalDate.daysSinceEpoch(year: year, month: 1, day: 1) + day
        case .weekday(let month, let week, let weekday):
            let first = LocalDate.daysSinceEpoch(year: year, month: month, day: 1)
            let firstWeekday = LocalDate(daysSinceEpoch: first).isoWeekday % 7
            var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            while day > LocalDate.daysInMonth(year: year, month: month) { day -= 7 }
            days = first + day - 1
        }
        return days * 86_400 + moment.time
    }

    /// Reads the parts of a POSIX `TZ` string, byte by byte.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index >= bytes.count }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        /// A zone abbreviation: three or more letters, or `<…>` around letters, digits and signs.
        mutating func skipName() -> Bool {
            let begin = index
            if take(UInt8(ascii: "<")) {
                while let byte = peek, byte != UInt8(ascii: ">") {
                    guard
                        Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+")
                            || byte == UInt8(ascii: "-")
                    else { return false }
                    index += 1
                }
                return index - begin >= 4 && take(UInt8(ascii: ">"))
            }
            while let byte = peek, Self.isLetter(byte) { index += 1 }
            return index - begin >= 3
        }

        /// `[+|-]hh[:mm[:ss]]` in seconds, as written (positive west of Greenwich for offsets).
        mutating func offset(maximumHours: Int = 24) -> Int? {
            var sign = 1
            if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
            guard let hours = number(maximum: maximumHours) else { return nil }
            var seconds = hours * 3_600
            for unit in [60, 1] {
                guard take(UInt8(ascii: ":")) else { break }
                guard let part = number(maximum: 59) else { return nil }
                seconds += part * unit
            }
            return sign * seconds
        }

        /// `Jn`, `n` or `Mm.w.d`, and `/time` if written (else 02:00).
        mutating func moment() -> Moment? {
            let day: Day
            if take(UInt8(ascii: "J")) {
                guard let number = number(maximum: 365), number >= 1 else { return nil }
                day = .julian(number)
            } else if take(UInt8(ascii: "M")) {
                guard let month = number(maximum: 12), month >= 1, take(UInt8(ascii: ".")),
                    let week = number(maximum: 5), week >= 1, take(UInt8(ascii: ".")),
                    let weekday = number(maximum: 6)
                else { return nil }
                day = .weekday(month: month, week: week, weekday: weekday)
            } else {
                guard let number = number(maximum: 365) else { return nil }
                day = .zeroBased(number)
            }
            var time = 7_200
            if take(UInt8(ascii: "/")) {
                guard let written = offset(maximumHours: 167) else { return nil }
                time = written
            }
            return Moment(day: day, time: time)
        }

        private mutating func number(maximum: Int) -> Int? {
            var value = 0
            var digits = 0
            while let byte = peek, Self.isDigit(byte), digits < 3 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            return digits > 0 && value <= maximum ? value : nil
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
