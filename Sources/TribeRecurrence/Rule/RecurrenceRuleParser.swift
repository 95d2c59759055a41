/// Reads RRULE text strictly, so a typo is an error that names its part rather than a rule
/// that silently means something else.
enum RecurrenceRuleParser {
    static func parse(_ text: String) throws(RecurrenceRuleError) -> RecurrenceRule {
        var body = Substring(text.trimmingSpaces)
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
        guard !body.isEmpty else {
            throw RecurrenceRuleError(part: nil, reason: "the rule is empty; it needs at least FREQ, e.g. FREQ=WEEKLY")
        }
        // A trailing ';' ends the rule, as libical and the programs whose files TribePress
        // reads take it; two in a row still leave a part out.
        if body.hasSuffix(";"), !body.hasSuffix(";;") { body = body.dropLast() }
        var seen: Set<String> = []
        var frequency: Frequency?
        var rule = RecurrenceRule(frequency: .daily)
        for rawPart in body.split(separator: ";", omittingEmptySubsequences: false) {
            let part = String(rawPart)
            guard let equals = part.firstIndex(of: "="), !part[..<equals].isEmpty else {
                throw RecurrenceRuleError(
                    part: part.isEmpty ? nil : part,
                    reason: part.isEmpty ? "an empty part (two ';' in a row)" : "expected NAME=VALUE"
                )
            }
            let name = part[..<equals].uppercased()
            let value = String(part[part.index(after: equals)...])
            guard seen.insert(name).inserted else {
                throw RecurrenceRuleError(part: part, reason: "\(name) appears more than once")
            }
            guard !value.isEmpty else { throw RecurrenceRuleError(part: part, reason: "\(name) has no value") }
            switch name {
            case "FREQ":
                guard let parsed = Frequency.allCases.first(where: { $0.name == value.uppercased() }) else {
                    throw RecurrenceRuleError(
                        part: part,
                        reason:
                            "unknown frequency; expected one of \(Frequency.allCases.map(\.name).joined(separator: ", "))"
                    )
                }
                frequency = parsed
            case "INTERVAL":
                rule.interval = try positiveInteger(value, part: part)
                // Larger steps overflow the date arithmetic and mean nothing for a calendar.
                guard rule.interval <= 100_000 else {
                    throw RecurrenceRuleError(part: part, reason: "expected an interval of at most 100000")
                }
            case "COUNT": rule.count = try positiveInteger(value, part: part)
            case "UNTIL": rule.until = try until(value, part: part)
            case "BYSECOND":
                rule.bySecond = try integers(value, part: part, allowed: 0...59, what: "a second from 0 to 59")
            case "BYMINUTE":
                rule.byMinute = try integers(value, part: part, allowed: 0...59, what: "a minute from 0 to 59")
            case "BYHOUR": rule.byHour = try integers(value, part: part, allowed: 0...23, what: "an hour from 0 to 23")
            case "BYDAY": rule.byDay = try weekdays(value, part: part)
            case "BYMONTHDAY":
                rule.byMonthDay = try integers(
                    value, part: part, allowed: -31...31, what: "a day of the month from 1 to 31 or -31 to -1",
                    zeroAllowed: false)
            case "BYYEARDAY":
                rule.byYearDay = try integers(
                    value, part: part, allowed: -366...366, what: "a day of the year from 1 to 366 or -366 to -1",
                    zeroAllowed: false)
            case "BYWEEKNO":
                rule.byWeekNo = try integers(
                    value, part: part, allowed: -53...53, what: "a week number from 1 to 53 or -53 to -1",
                    zeroAllowed: false)
            case "BYMONTH":
                rule.byMonth = try integers(value, part: part, allowed: 1...12, what: "a month from 1 to 12")
            case "BYSETPOS":
                rule.bySetPos = try integers(
                    value, part: part, allowed: -366...366, what: "a position from 1 to 366 or -366 to -1",
                    zeroAllowed: false)
            case "WKST":
                guard let weekday = RuleWeekday(code: value.uppercased()) else {
                    throw RecurrenceRuleError(
                        part: part, reason: "\(value.quotedForMessage) is not a weekday (MO, TU, WE, TH, FR, SA, SU)")
                }
                rule.weekStart = weekday
            default:
                throw RecurrenceRuleError(
                    part: part,
                    reason:
                        "unknown rule part \(name); expected FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS or WKST"
                )
            }
        }
        guard let frequency else {
            throw RecurrenceRuleError(part: nil, reason: "FREQ is missing; every rule needs one, e.g. FREQ=WEEKLY")
        }
        rule.frequency = frequency
        // Re-create through the initialiser so lists are sorted and unique.
        rule = RecurrenceRule(
            frequency: rule.frequency, interval: rule.interval, count: rule.count, until: rule.until,
            bySecond: rule.bySecond,
            byMinute: rule.byMinute, byHour: rule.byHour, byDay: rule.byDay, byMonthDay: rule.byMonthDay,
            byYearDay: rule.byYearDay,
            byWeekNo: rule.byWeekNo, byMonth: rule.byMonth, bySetPos: rule.bySetPos, weekStart: rule.weekStart
        )
        try check(rule)
        return rule
    }

    /// The rules of RFC 5545 §3.3.10 on which parts go together.
    static func check(_ rule: RecurrenceRule) throws(RecurrenceRuleError) {
        if rule.count != nil, rule.until != nil {
            throw RecurrenceRuleError(part: "COUNT", reason: "COUNT and UNTIL cannot both be given; keep one")
        }
        guard rule.interval >= 1 else {
            throw RecurrenceRuleError(
                part: "INTERVAL=\(rule.interval)", reason: "expected a whole number of at least 1")
        }
        if let count = rule.count, count < 1 {
            throw RecurrenceRuleError(part: "COUNT=\(count)", reason: "expected a whole number of at least 1")
        }
        let ordinals = rule.byDay.filter { $0.ordinal != nil }
        if !ordinals.isEmpty, rule.frequency != .monthly, rule.frequency != .yearly {
            throw RecurrenceRuleError(
                part: "BYDAY=\(ordinals[0])",
                reason: "a numbered weekday only makes sense with FREQ=MONTHLY or FREQ=YEARLY")
        }
        if !ordinals.isEmpty, rule.frequency == .yearly, !rule.byWeekNo.isEmpty {
            throw RecurrenceRuleError(
                part: "BYDAY=\(ordinals[0])", reason: "a numbered weekday cannot go with BYWEEKNO")
        }
        if !rule.byMonthDay.isEmpty, rule.frequency == .weekly {
            throw RecurrenceRuleError(part: "BYMONTHDAY", reason: "cannot be used with FREQ=WEEKLY")
        }
        if !rule.byYearDay.isEmpty, [.daily, .weekly, .monthly].contains(rule.frequency) {
            throw RecurrenceRuleError(part: "BYYEARDAY", reason: "cannot be used with FREQ=\(rule.frequency.name)")
        }
        if !rule.byWeekNo.isEmpty, rule.frequency != .yearly {
            throw RecurrenceRuleError(part: "BYWEEKNO", reason: "only works with FREQ=YEARLY")
        }
        if !rule.bySetPos.isEmpty, rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty,
            rule.byDay.isEmpty,
            rule.byMonthDay.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty, rule.byMonth.isEmpty
        {
            throw RecurrenceRuleError(
                part: "BYSETPOS", reason: "needs another BY part (such as BYDAY) to pick positions from")
        }
    }

    private static func positiveInteger(_ value: String, part: String) throws(RecurrenceRuleError) -> Int {
        guard value.allSatisfy(\.isASCIIDigit), let number = Int(value), number >= 1 else {
            throw RecurrenceRuleError(part: part, reason: "expected a whole number of at least 1")
        }
        return number
    }

    private static func integers(
        _ value: String, part: String, allowed: ClosedRange<Int>, what: String, zeroAllowed: Bool = true
    ) throws(RecurrenceRuleError) -> [Int] {
        var numbers: [Int] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let digits = item.first == "+" || item.first == "-" ? item.dropFirst() : item[...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit),
                let number = Int(item.first == "+" ? item.dropFirst() : item),
                allowed.contains(number), zeroAllowed || number != 0
            else {
                throw RecurrenceRuleError(part: part, reason: "\(String(item).quotedForMessage) is not \(what)")
            }
            numbers.append(number)
        }
        return numbers
    }

    private static func weekdays(_ value: String, part: String) throws(RecurrenceRuleError) -> [WeekdayNumber] {
        var result: [WeekdayNumber] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let text = item.uppercased()
            guard text.count >= 2, let weekday = RuleWeekday(code: text.suffix(2)) else {
                throw RecurrenceRuleError(
                    part: part,
                    reason: "\(String(item).quotedForMessage) does not end in a weekday (MO, TU, WE, TH, FR, SA, SU)")
            }
            let prefix = text.dropLast(2)
            guard !prefix.isEmpty else {
                result.append(WeekdayNumber(weekday))
                continue
            }
            let digits = prefix.first == "+" || prefix.first == "-" ? prefix.dropFirst() : prefix
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit),
                let ordinal = Int(prefix.first == "+" ? prefix.dropFirst() : prefix),
                (1...53).contains(abs(ordinal))
            else {
                throw RecurrenceRuleError(
                    part: part,
                    reason:
                        "\(String(item).quotedForMessage): the number before the weekday must be 1 to 53 or -53 to -1")
            }
            result.append(WeekdayNumber(weekday, ordinal: ordinal))
        }
        return result
    }

    private static func until(_ value: String, part: String) throws(RecurrenceRuleError) -> RuleUntil {
        let bytes = Array(value.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, bytes[range].allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            return bytes[range].reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        let reason = "expected a date like 20270720 or a date-time like 20270720T090000Z"
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else {
            throw RecurrenceRuleError(part: part, reason: reason)
        }
        guard let date = LocalDate(year: year, month: month, day: day) else {
            throw RecurrenceRuleError(part: part, reason: "\(value.prefix(8)) is not a real date")
        }
        if bytes.count == 8 { return .date(date) }
        guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")), bytes[8] == UInt8(ascii: "T"),
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15)
        else {
            throw RecurrenceRuleError(part: part, reason: reason)
        }
        guard let dateTime = LocalDateTime(date: date, hour: hour, minute: minute, second: second) else {
            throw RecurrenceRuleError(part: part, reason: "\(value) is not a real time of day")
        }
        return bytes.count == 16 ? .utc(dateTime) : .local(dateTime)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
