import CLibical

/// An iCalendar file read by libical one content line at a time, so each problem libical
/// finds is tied to its line; every property keeps its line in an `X-TP-LINE` parameter for
/// the problems found later, in what the properties say.
final class LibicalParse {
    /// The VCALENDAR components read, freed with this value.
    private(set) var calendars: [OpaquePointer] = []
    /// What made the file unreadable, by line.
    private(set) var problems: [(line: Int, message: String)] = []
    /// The line of each `BEGIN:VEVENT`, in the file's order.
    private(set) var eventLines: [Int] = []

    static let lineParameter = "X-TP-LINE"

    /// Properties whose values say when an event happens: one libical cannot read is an
    /// error, where any other is left out silently (an empty DESCRIPTION, say).
    static let timing: Set<String> = ["DTSTART", "DTEND", "DURATION", "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID"]

    init(_ lines: [ContentLine]) {
        if let problem = tribepress_libical_problem() {
            problems.append((1, String(cString: problem)))
            return
        }
        // libical reports malformed data through a global error state that must not abort.
        icalerror_set_error_state(ICAL_MALFORMEDDATA_ERROR, ICAL_ERROR_NONFATAL)
        guard let parser = icalparser_new() else {
            problems.append((1, "libical could not start"))
            return
        }
        defer { icalparser_free(parser) }
        var open: [(name: String, line: Int)] = []
        for line in lines where !line.isBlank {
            guard String(validating: line.bytes, as: UTF8.self) != nil else {
                problems.append((line.number, "the line is not UTF-8 text, as RFC 5545 requires"))
                return
            }
            let name = line.name
            var fed = line.bytes
            if open.isEmpty, name != "BEGIN" {
                problems.append((line.number, "expected BEGIN:VCALENDAR, found \(Self.quoted(line))"))
                return
            }
            let separator = name.utf8.count < line.bytes.count ? line.bytes[name.utf8.count] : 0
            switch separator == UInt8(ascii: ":") || separator == UInt8(ascii: ";") ? name : "" {
            case "BEGIN":
                let component = line.componentName
                if open.isEmpty, component != "VCALENDAR" {
                    problems.append((line.number, "expected BEGIN:VCALENDAR, found \(Self.quoted(line))"))
                    return
                }
                if component == "VEVENT", open.count == 1 { eventLines.append(line.number) }
                open.append((component, line.number))
            case "END":
                let component = line.componentName
                guard let top = open.last else {
                    problems.append((line.number, "\(Self.quoted(line)) ends a component that never began"))
                    return
                }
                guard top.name == component else {
                    problems.append(
                        (line.number, "\(Self.quoted(line)) does not end BEGIN:\(top.name) of line \(top.line)"))
                    return
                }
                open.removeLast()
            case "":
                problems.append(
                    (line.number, "expected a property like SUMMARY:… or BEGIN:/END:, found \(Self.quoted(line))"))
                return
            default:
                let nameEnd = name.utf8.count
                fed.insert(contentsOf: Array(";\(Self.lineParameter)=\(line.number)".utf8), at: nameEnd)
            }
            fed.append(0)
            let component = fed.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { icalparser_add_line(parser, $0) }
            }
            if let component {
                if icalcomponent_isa(component) == ICAL_VCALENDAR_COMPONENT {
                    calendars.append(component)
                } else {
                    icalcomponent_free(component)
                }
            } else if icalparser_get_state(parser) == ICALPARSER_ERROR, Self.timing.contains(name) {
                problems.append((line.number, "libical could not read this \(name): \(Self.quoted(line))"))
            }
        }
        if let unclosed = open.first {
            problems.append(
                (
                    lines.last?.number ?? 1,
                    "the file ends inside BEGIN:\(unclosed.name) of line \(unclosed.line), with no END:\(unclosed.name)"
                ))
        } else if calendars.isEmpty, problems.isEmpty {
            problems.append((lines.first?.number ?? 1, "the file holds no VCALENDAR"))
        }
    }

    deinit {
        for calendar in calendars { icalcomponent_free(calendar) }
    }

    /// The line as a message quotes it: cut short, the parameter TribePress adds left out.
    static func quoted(_ line: ContentLine) -> String {
        let text = String(decoding: line.bytes.prefix(80), as: UTF8.self)
        return "\"" + text + (line.bytes.count > 80 ? "…" : "") + "\""
    }

    /// The line a property came from.
    static func line(of property: OpaquePointer) -> Int? {
        var parameter = icalproperty_get_first_parameter(property, ICAL_X_PARAMETER)
        while let current = parameter {
            if let name = icalparameter_get_xname(current), String(cString: name) == lineParameter,
                let value = icalparameter_get_xvalue(current)
            {
                return Int(String(cString: value))
            }
            parameter = icalproperty_get_next_parameter(property, ICAL_X_PARAMETER)
        }
        return nil
    }
}
