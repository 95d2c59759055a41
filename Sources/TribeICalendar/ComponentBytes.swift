import TribeRecurrence

/// An iCalendar component (`BEGIN:…` to `END:…`) written as bytes, line by line: TribePress's
/// one iCalendar encoder, for feeds, time zones and vCards alike.
///
/// Each line is escaped, cleaned and folded as it is appended (see `ContentLine`), so a feed's
/// thousands of components are never held as strings and copied again.
public struct ComponentBytes {
    /// The component so far; `finished()` ends it.
    private var bytes: [UInt8] = []
    private let name: StaticString
    /// Where the line being written starts, for folding it when it ends.
    private var lineStart = 0

    /// Begins the component `name` (`BEGIN:VEVENT`).
    public init(_ name: StaticString, reservingCapacity capacity: Int = 1024) {
        self.name = name
        bytes.reserveCapacity(capacity)
        startLine("BEGIN:")
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        endLine()
    }

    /// The line `name:value`; `value` must already be in its property's syntax.
    public mutating func add(_ name: StaticString, _ value: String) {
        startLine(name)
        append(":")
        appendClean(value)
        endLine()
    }

    /// The line `name;parameter=value…:value`, each parameter value quoted when it must be.
    public mutating func add(_ name: StaticString, _ value: String, parameters: [(name: StaticString, value: String)]) {
        startLine(name)
        for parameter in parameters { appendParameter(parameter.name, parameter.value) }
        append(":")
        appendClean(value)
        endLine()
    }

    /// The line `name:value` with `value` escaped as TEXT, as `ICalText.escape` does.
    public mutating func add(_ name: StaticString, text value: String) {
        startLine(name)
        append(":")
        appendEscaped(value)
        endLine()
    }

    /// A date (`name;VALUE=DATE:20270105`).
    public mutating func add(_ name: StaticString, date: LocalDate) {
        startLine(name)
        append(";VALUE=DATE:")
        appendDate(date)
        endLine()
    }

    /// A wall-clock time in a zone (`name;TZID=Europe/London:20270105T170000`).
    public mutating func add(_ name: StaticString, _ wall: LocalDateTime, zone: String) {
        startLine(name)
        appendParameter("TZID", zone)
        append(":")
        appendDate(wall.date)
        append("T")
        appendDigits(wall.hour, 2)
        appendDigits(wall.minute, 2)
        appendDigits(wall.second, 2)
        endLine()
    }

    /// A component written before, such as a VALARM, nested inside this one.
    public mutating func append(component: [UInt8]) {
        bytes.append(contentsOf: component)
    }

    /// Lets `write` append components or lines already in iCalendar's syntax, written with
    /// another `ComponentBytes`, `writeLine` or `NumberedContentLine`.
    public mutating func appendWritten(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
    }

    /// Makes room for `capacity` bytes in all.
    public mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the one line `name:value` to `output`, as `add(_:_:)` writes it in a component.
    public static func writeLine(_ name: StaticString, _ value: String, into output: inout [UInt8]) {
        let start = output.count
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        output.append(UInt8(ascii: ":"))
        output.append(contentsOf: ContentLine.stripControls(value).utf8)
        ContentLine.end(lineFrom: start, in: &output)
    }

    /// The component with its `END` line.
    public consuming func finished() -> [UInt8] {
        startLine("END:")
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        endLine()
        return bytes
    }
}

private extension ComponentBytes {
    /// Starts a line with its name; its parameters or its colon follow.
    mutating func startLine(_ name: StaticString) {
        lineStart = bytes.count
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func endLine() {
        ContentLine.end(lineFrom: lineStart, in: &bytes)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `;name=value`, the value quoted when it must be.
    mutating func appendParameter(_ name: StaticString, _ value: String) {
        append(";")
        append(name)
        append("=")
        bytes.append(contentsOf: ContentLine.parameterValue(value).utf8)
    }

    /// A value without control characters other than tab.
    mutating func appendClean(_ value: String) {
        bytes.append(contentsOf: ContentLine.stripControls(value).utf8)
    }

    /// TEXT escaping and the removal of control characters in one pass over the bytes: the
    /// value `ICalText.escape` gives, cleaned as any other.
    mutating func appendEscaped(_ value: String) {
        ICalText.appendEscaped(value, to: &bytes, droppingControls: true)
    }

    /// `20270105`, as `ICalText.date` writes it.
    mutating func appendDate(_ date: LocalDate) {
        appendDigits(date.year, 4)
        appendDigits(date.month, 2)
        appendDigits(date.day, 2)
    }

    /// `value` in at least `width` digits, as `ICalText.pad` writes it. The months, days, hours,
    /// minutes, seconds and years of dates, nearly all a feed's numbers, are written digit by
    /// digit rather than made into a string each.
    mutating func appendDigits(_ value: Int, _ width: Int) {
        switch (value, width) {
        case (0..<100, 2):
            bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        case (1000..<10_000, 4):
            appendDigits(value / 100, 2)
            appendDigits(value % 100, 2)
        default:
            bytes.append(contentsOf: ICalText.pad(value, width).utf8)
        }
    }
}
