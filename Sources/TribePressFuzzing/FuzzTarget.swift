import CLibical
import Foundation
import TribeCalendars
import TribeData
import TribeICalendar
import TribePressTestSupport
import TribeRecurrence

/// What the fuzzers feed bytes to: the input's readers, the JSON parser's two halves, the rule
/// parser and engine, the front-matter reader, the iCalendar text writer and the template engine.
///
/// Each returns normally for any input it can refuse; a crash, a hang or a broken promise
/// (text that does not come back from libical as written) is a finding. The fuzzing binary
/// (`tribepress-fuzz`, built by `scripts/fuzz`) and the tests that replay the saved corpus
/// call the same functions.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The JSON loader and every reader behind it, as a TribePress file or a TribeHub export.
    case json
    /// A JSON text parsed in two halves, as a long export is, against one parse from the
    /// start: the same values at the same offsets, or the same error.
    case halves
    /// The RRULE parser, then the engine over a bounded window.
    case rrule
    /// A Markdown page's front matter.
    case frontmatter
    /// iCalendar TEXT escaping and folding, read back by libical.
    case ical
    /// Another calendar's `.ics` file, read by libical and expanded over a year.
    case calendar
    /// A Mustache template and data made from the bytes, rendered by TribeTemplates and by
    /// swift-mustache: the same text from both.
    case template
    /// A saved forecast, as `fetch` and a build read it: a Locationforecast answer, or the
    /// record of how it was fetched.
    case forecast

    /// Runs one input; traps when a promise is broken, so the fuzzer records it.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .json: Self.loadJSON(bytes)
        case .halves: Self.parseInHalves(bytes)
        case .rrule: Self.expandRule(bytes)
        case .frontmatter: Self.readFrontMatter(bytes)
        case .ical: Self.roundTripText(bytes)
        case .calendar: Self.readCalendar(bytes)
        case .template: TemplateAgreement.check(GeneratedTemplate(bytes))
        case .forecast: Self.readForecast(bytes)
        }
    }
}

private extension FuzzTarget {
    static let calendarDays: ClosedRange<LocalDate>? = LocalDate(year: 2026, month: 8, day: 31).flatMap { first in
        LocalDate(year: 2027, month: 9, day: 5).map { first...$0 }
    }

    /// Any bytes as a forecast and as its record: read, or refused with a located problem; a
    /// forecast that reads has its steps in order, each temperature within what is accepted.
    static func readForecast(_ bytes: [UInt8]) {
        let log = DiagnosticLog()
        if let forecast = LocationForecastReader.read(bytes, file: "weather/home.json", log: log) {
            precondition(!forecast.steps.isEmpty && log.diagnostics.isEmpty, "a forecast read with problems")
            precondition(zip(forecast.steps, forecast.steps.dropFirst()).allSatisfy { $0.time < $1.time })
            precondition(forecast.steps.allSatisfy { (-100.0...70.0).contains($0.temperature) })
        } else {
            precondition(log.diagnostics.contains { $0.severity == .error }, "a forecast refused without a word")
        }
        _ = ForecastRecord.read(bytes, file: "weather/home.fetch.json", log: DiagnosticLog())
    }

    /// Any bytes as a calendar file: read, or refused with a problem, never a crash or a hang.
    static func readCalendar(_ bytes: [UInt8]) {
        guard let days = calendarDays, let zone = TimeZone(identifier: "Europe/London") else { return }
        _ = OverlayReader.read(bytes, days: days, timeZone: zone)
    }

    /// The first byte picks the file the rest becomes: `tribe.json` of TribePress's own
    /// format, or one of the export's four files beside valid others.
    static func loadJSON(_ bytes: [UInt8]) {
        guard let choice = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        var files: [String: [UInt8]] = [:]
        switch choice % 4 {
        case 0: files["content/tribe.json"] = body
        case 1:
            files["content/events.json"] = body
            files["content/tribe.json"] = Array(
                #"{"count": 1, "results": [{"name": "T", "users": [{"user_id": 1, "display_name": "A"}]}]}"#.utf8)
            files["content/contacts.json"] = Array(#"{"count": 0, "results": []}"#.utf8)
        case 2:
            files["content/tribe.json"] = Array(
                #"{"tribe": {"name": "T", "users": [{"user_id": 1, "display_name": "A"}]}, "events": []}"#.utf8)
            files["content/site.json"] = body
        default:
            files["content/contacts.json"] = body
            files["content/tribe.json"] = Array(
                #"{"count": 1, "results": [{"name": "T", "users": [{"user_id": 1, "display_name": "A"}]}]}"#.utf8)
            files["content/events.json"] = Array(#"{"count": 0, "results": []}"#.utf8)
        }
        _ = try? ContentLoader(fileIO: InMemoryFiles(bytes: files).fileIO).load(from: "content")
    }

    /// Any text parsed in halves wherever it has a second half to start, as a long export is,
    /// the second half parsed first or never: the tree must be the one parse from the start
    /// gives, or the error the same error.
    static func parseInHalves(_ bytes: [UInt8]) {
        let whole = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, inHalvesFrom: .max) }
        for secondHalfFirst in [true, false] {
            let halves = Result { () throws(JSONSyntaxError) in
                try JSONParser.parseInHalvesInTurn(bytes, secondHalfFirst: secondHalfFirst)
            }
            switch (whole, halves) {
            case (.success(let one), .success(let two)) where one == two:
                continue
            case (.failure(let one), .failure(let two)) where one == two:
                continue
            default:
                let turn = secondHalfFirst ? "the second half first" : "the second half never begun"
                fatalError("one parse gave \(Self.outline(whole)), the halves (\(turn)) \(Self.outline(halves))")
            }
        }
    }

    /// What a parse gave, in a few words for a finding's message.
    static func outline(_ result: Result<JSONNode, JSONSyntaxError>) -> String {
        switch result {
        case .success(let root): return "a tree (\(root.value.summary) at \(root.offset))"
        case .failure(let error): return "\(error.message.debugDescription) at \(error.offset)"
        }
    }

    /// The text as a rule, expanded from a start in 2026 over at most two years and the first
    /// 5,000 occurrences, in a zone with clock changes.
    static func expandRule(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self), let rule = try? RecurrenceRule(parsing: text) else {
            return
        }
        // What the parser accepts it prints back in a form it reads again, to the same rule.
        let printed = rule.description
        guard let again = try? RecurrenceRule(parsing: printed), again.description == printed else {
            fatalError(
                "the rule \(text.debugDescription) prints as \(printed.debugDescription), which does not read back alike"
            )
        }
        guard let start = LocalDateTime(iso: "2026-03-29T01:30:00"), let zone = TimeZone(identifier: "Europe/London")
        else { return }
        let set = RecurrenceSet(start: start, rule: rule, timeZone: zone)
        let through = start.wallSeconds + 2 * 366 * 86_400
        var iterator = set.makeIterator(from: start.wallSeconds, through: through)
        var previous = Int.min
        for _ in 0..<5_000 {
            guard let wall = iterator.next(), wall <= through else { break }
            guard wall > previous else {
                fatalError("the rule \(text.debugDescription) gave \(wall) after \(previous)")
            }
            previous = wall
        }
    }

    /// The bytes as a page beside a tribe that has the records a page may name.
    static func readFrontMatter(_ bytes: [UInt8]) {
        let tribe =
            #"{"tribe": {"name": "T", "users": [{"user_id": 1, "display_name": "A"}]}, "events": [], "#
            + #""contacts": [{"id": 7, "first_name": "B"}], "trips": []}"#
        let files = InMemoryFiles(bytes: ["content/tribe.json": Array(tribe.utf8), "content/pages/page.md": bytes])
        _ = try? ContentLoader(fileIO: files.fileIO).load(from: "content")
    }

    /// Any text as a SUMMARY, written as TribePress writes it and read back by libical: it
    /// must come back as written, line breaks as LF and control characters removed.
    static func roundTripText(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains("\0") else { return }
        var calendar = ComponentBytes("VCALENDAR")
        calendar.add("VERSION", "2.0")
        calendar.add("PRODID", "-//TribePress//Fuzz//EN")
        var event = ComponentBytes("VEVENT")
        event.add("UID", "fuzz@tribepress.invalid")
        event.add("DTSTAMP", "20261122T000000Z")
        event.add("SUMMARY", text: text)
        calendar.append(component: event.finished())
        let feed = String(decoding: calendar.finished(), as: UTF8.self)
        let read: String? = feed.withCString { pointer in
            guard let parsed = icalparser_parse_string(pointer) else { return nil }
            defer { icalcomponent_free(parsed) }
            let vevent = icalcomponent_get_first_component(parsed, ICAL_VEVENT_COMPONENT) ?? parsed
            return icalcomponent_get_summary(vevent).map { String(cString: $0) }
        }
        // libical has no summary to give for an empty value, and drops the spaces and tabs a
        // value starts or ends with (RFC 5545 keeps them; a reader may not).
        let expected = Self.trimmingBlanks(Self.asWritten(text))
        guard Self.trimmingBlanks(read ?? "") == expected else {
            fatalError("libical read \(String(describing: read).debugDescription) for \(expected.debugDescription)")
        }
    }

    static func trimmingBlanks(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        return String(scalars)
    }

    /// What a reader should get back: CR LF and lone CR as LF, and no control character but
    /// tab and LF. Written here from RFC 5545's rules, not with the writer's code.
    static func asWritten(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n", previousWasCR { continue }
            if scalar == "\r" || scalar == "\n" {
                result.append("\n")
            } else if scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F) {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
