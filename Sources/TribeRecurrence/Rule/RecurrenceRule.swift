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
    ///
    /// Appended to one string with room for a usual rule, rather than each part made as a
    /// string of its own and the parts joined: every feed's series writes its rule line.
    public var description: String {
        var text = "FREQ="
        text.reserveCapacity(64)
        text += frequency.name
        if let until {
            text += ";UNTIL="
            until.append(to: &text)
        }
        if let count { text += ";COUNT=" + String(count) }
        if interval != 1 { text += ";INTERVAL=" + String(interval) }
        func list(_ name: String, _ values: [some CustomStringConvertible]) {
            guard let first = values.first else { return }
            text += ";" + name + "=" + first.description
            for value in values.dropFirst() { text += "," + value.description }
        }
        list("BYSECOND", bySecond)
        list("BYMINUTE", byMinute)
        list("BYHOUR", byHour)
        list("BYDAY", byDay)
        list("BYMONTHDAY", byMonthDay)
        list("BYYEARDAY", byYearDay)
        list("BYWEEKNO", byWeekNo)
        list("BYMONTH", byMonth)
        list("BYSETPOS", bySetPos)
        if weekStart != .monday { text += ";WKST=" + weekStart.code }
        return text
    }

    /// Checks the combinations RFC 5545 §3.3.10 forbids and the value ranges.
    public func validate() throws(RecurrenceRuleError) {
        try RecurrenceRuleParser.check(self)
    }
}
