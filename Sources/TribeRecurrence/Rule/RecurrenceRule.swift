/// An RFC 5545 recurrence rule (`RRULE`), parsed and checked.
///
/// Every list is kept sorted and without repeats, so two rules that mean the same print the
/// same; `description` is the canonical text.
public struct RecurrenceRule: Sendable, Hashable, CustomStringConvertible {
    public var frequency: Frequency
    public var interval: Int
    public var count: Int?
    public var until: RuleUntil?
    public var bySecond: [Int]
    public var byMinute: [Int]
    public var byHour: [Int]
    public var byDay: [WeekdayNumber]
    public var byMonthDay: [Int]
    public var byYearDay: [Int]
    public var byWeekNo: [Int]
    public var byMonth: [Int]
    public var bySetPos: [Int]
    public var weekStart: RuleWeekday

    /// A rule from its parts; call `validate()` before expanding one built by hand.
    public init(
        frequency: Frequency, interval: Int = 1, count: Int? = nil, until: RuleUntil? = nil, bySecond: [Int] = [],
        byMinute: [Int] = [], byHour: [Int] = [], byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [],
        byYearDay: [Int] = [],
        byWeekNo: [Int] = [], byMonth: [Int] = [], bySetPos: [Int] = [], weekStart: RuleWeekday = .monday
    ) {
        self.frequency = frequency
        self.interval = interval
        self.count = count
        self.until = until
        self.bySecond = Set(bySecond).sorted()
        self.byMinute = Set(byMinute).sorted()
        self.byHour = Set(byHour).sorted()
        self.byDay = Set(byDay).sorted()
        self.byMonthDay = Set(byMonthDay).sorted()
        self.byYearDay = Set(byYearDay).sorted()
        self.byWeekNo = Set(byWeekNo).sorted()
        self.byMonth = Set(byMonth).sorted()
        self.bySetPos = Set(bySetPos).sorted()
        self.weekStart = weekStart
    }

    /// Parses an RRULE value such as `FREQ=MONTHLY;BYDAY=-1FR` (an `RRULE:` prefix is allowed).
    public init(parsing text: String) throws(RecurrenceRuleError) {
        self = try RecurrenceRuleParser.parse(text)
    }

    /// The canonical RRULE value: parts in RFC 5545's grammar order, defaults left out.
    public var description: String {
        var parts = ["FREQ=\(frequency.name)"]
        if let until { parts.append("UNTIL=\(until)") }
        if let count { parts.append("COUNT=\(count)") }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        func list(_ name: String, _ values: [Int]) {
            if !values.isEmpty { parts.append("\(name)=" + values.map(String.init).joined(separator: ",")) }
        }
        list("BYSECOND", bySecond)
        list("BYMINUTE", byMinute)
        list("BYHOUR", byHour)
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.description).joined(separator: ",")) }
        list("BYMONTHDAY", byMonthDay)
        list("BYYEARDAY", byYearDay)
        list("BYWEEKNO", byWeekNo)
        list("BYMONTH", byMonth)
        list("BYSETPOS", bySetPos)
        if weekStart != .monday { parts.append("WKST=\(weekStart.code)") }
        return parts.joined(separator: ";")
    }

    /// Checks the combinations RFC 5545 §3.3.10 forbids and the value ranges.
    public func validate() throws(RecurrenceRuleError) {
        try RecurrenceRuleParser.check(self)
    }
}
