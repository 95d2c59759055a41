import CLibical
import Foundation
import Testing
import TribeCalendars
import TribePressTestSupport
import TribeRecurrence

/// Other people's calendars, written by python `icalendar` and by libical, read by TribePress
/// and compared with what `recurring-ical-events` makes of the same files.
struct OverlayReaderTests {
    static let london = TimeZone(identifier: "Europe/London")!
    static let days = LocalDate(year: 2026, month: 8, day: 31)!...LocalDate(year: 2027, month: 9, day: 5)!

    /// An occurrence as both sides describe it.
    struct Seen: Hashable, Comparable, CustomStringConvertible {
        let summary: String
        let first: String
        let last: String
        let time: String?
        var end: String? = nil

        var description: String { "\(first)…\(last) \(time.map { "\($0)–\(end ?? "?")" } ?? "all day") \(summary)" }

        static func < (lhs: Seen, rhs: Seen) -> Bool { lhs.description < rhs.description }
    }

    static func read(_ text: String, days: ClosedRange<LocalDate> = days) -> Result<[OverlayEvent], OverlayProblem> {
        OverlayReader.read(Array(text.utf8), days: days, timeZone: london)
    }

    static func seen(_ events: [OverlayEvent]) -> [Seen] {
        events.map {
            Seen(
                summary: $0.summary, first: $0.days.lowerBound.description, last: $0.days.upperBound.description,
                time: $0.time.map { String(format: "%02d:%02d", $0.hour, $0.minute) },
                end: $0.endTime.map { String(format: "%02d:%02d", $0.hour, $0.minute) })
        }.sorted()
    }

    /// A calendar serialised by libical itself: a Paris weekly rule with a UTC UNTIL, an
    /// EXDATE and an RDATE, and an event in UTC.
    static func writtenByLibical() throws -> [UInt8] {
        let source = """
            BEGIN:VCALENDAR\r
            PRODID:-//TribePress tests//libical//EN\r
            VERSION:2.0\r
            BEGIN:VTIMEZONE\r
            TZID:Europe/Paris\r
            BEGIN:DAYLIGHT\r
            TZOFFSETFROM:+0100\r
            TZOFFSETTO:+0200\r
            DTSTART:19810329T020000\r
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
            END:DAYLIGHT\r
            BEGIN:STANDARD\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            DTSTART:19961027T030000\r
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
            END:STANDARD\r
            END:VTIMEZONE\r
            BEGIN:VEVENT\r
            UID:lesson@paris\r
            DTSTAMP:20260101T000000Z\r
            SUMMARY:Cours de français (en ligne)\r
            DTSTART;TZID=Europe/Paris:20261014T180000\r
            DTEND;TZID=Europe/Paris:20261014T190000\r
            RRULE:FREQ=WEEKLY;UNTIL=20261111T170000Z\r
            EXDATE;TZID=Europe/Paris:20261028T180000\r
            RDATE;TZID=Europe/Paris:20261120T100000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:eclipse@sky\r
            DTSTAMP:20260101T000000Z\r
            SUMMARY:Eclipse\r
            DTSTART:20270802T093000Z\r
            DTEND:20270802T113000Z\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        guard let component = icalparser_parse_string(source) else {
            throw ProcessRunner.Failure(description: "libical could not read the test's own calendar")
        }
        defer { icalcomponent_free(component) }
        guard let text = icalcomponent_as_ical_string(component) else {
            throw ProcessRunner.Failure(description: "libical wrote nothing")
        }
        return Array(String(cString: text).utf8)
    }

    @Test func everyShapeReadsAsRecurringIcalEventsReadsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try ProcessRunner.oracle("overlay_calendars.py", ["write", folder.path])
        try Data(Self.writtenByLibical()).write(to: folder.appendingPathComponent("libical.ics"))
        let oracle =
            try JSONSerialization.jsonObject(
                with: ProcessRunner.oracle(
                    "overlay_calendars.py",
                    [
                        "expand", folder.path, Self.days.lowerBound.description, Self.days.upperBound.description,
                        "Europe/London",
                    ])
            ) as? [String: [[String: Any]]]
        let files = try #require(oracle)
        #expect(
            files.keys.sorted() == [
                "bank-holidays.ics", "floating.ics", "folded-lf.ics", "libical.ics", "outlook.ics", "term-dates.ics",
            ])
        for (file, occurrences) in files {
            let expected = occurrences.map {
                Seen(
                    summary: $0["summary"] as? String ?? "", first: $0["first"] as? String ?? "",
                    last: $0["last"] as? String ?? "", time: $0["time"] as? String, end: $0["end"] as? String)
            }.sorted()
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            let read = OverlayReader.read(bytes, days: Self.days, timeZone: Self.london)
            guard case .success(let events) = read else {
                Issue.record("\(file): \(read)")
                continue
            }
            #expect(!expected.isEmpty, "\(file)")
            #expect(Self.seen(events) == expected, "\(file)")
        }
    }

    @Test func theShapesHoldWhatTheTestsNeed() throws {
        // What the oracle comparison above rests on, said once in plain dates.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try ProcessRunner.oracle("overlay_calendars.py", ["write", folder.path])
        func events(_ file: String) throws -> [Seen] {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            return Self.seen(try OverlayReader.read(bytes, days: Self.days, timeZone: Self.london).get())
        }
        let school = try events("term-dates.ics")
        #expect(school.contains(Seen(summary: "Half term", first: "2026-10-26", last: "2026-10-30", time: nil)))
        let holidays = try events("bank-holidays.ics")
        #expect(holidays.map(\.summary).contains("Early May bank holiday (moved)"))
        #expect(!holidays.contains { $0.first == "2027-05-03" })
        #expect(!holidays.contains { $0.first == "2026-12-26" })
        let outlook = try events("outlook.ics")
        #expect(
            outlook.contains(
                Seen(
                    summary: "Away match in Cologne", first: "2026-10-24", last: "2026-10-24", time: "18:00",
                    end: "20:00")))
        #expect(!outlook.contains { $0.summary == "Wash the kit" })
        #expect(try events("folded-lf.ics").first?.summary.contains("gâteaux et spectacle des élèves") == true)
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261301\nEND:VEVENT\nEND:VCALENDAR\n", 3, "DTSTART"),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20261010\nSUMMARY:x\n", 4, "ends inside BEGIN:VCALENDAR"),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:No start\nEND:VEVENT\nEND:VCALENDAR\n", 2, "no DTSTART"),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261010T100000\nRRULE:FREQ=SOMETIMES\nEND:VEVENT\nEND:VCALENDAR\n",
            4, "RRULE"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;TZID=Mars/Olympus:20261010T100000\nEND:VEVENT\nEND:VCALENDAR\n", 2,
            "Mars/Olympus"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261010\nEND:VTODO\nEND:VCALENDAR\n", 4,
            "does not end BEGIN:VEVENT of line 2"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261010\nthis line has no colon\nEND:VEVENT\nEND:VCALENDAR\n", 4,
            "expected a property"
        ),
        ("<!DOCTYPE html>\n<html>Not found</html>\n", 1, "expected BEGIN:VCALENDAR"),
        ("", 1, "holds no VCALENDAR"),
    ])
    func aBrokenFileNamesItsLine(text: String, line: Int, fragment: String) {
        guard case .failure(let problem) = Self.read(text) else {
            Issue.record("read without a problem: \(text.debugDescription)")
            return
        }
        #expect(problem.line == line, "\(problem.message)")
        #expect(problem.message.contains(fragment), "\(problem.message)")
    }

    @Test func bytesThatAreNotUTF8AreRefusedAtTheirLine() {
        var bytes = Array("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261010\nSUMMARY:F".utf8)
        bytes += [0xEA, 0x74, 0x65, 0x0A] + Array("END:VEVENT\nEND:VCALENDAR\n".utf8)
        guard case .failure(let problem) = OverlayReader.read(bytes, days: Self.days, timeZone: Self.london) else {
            Issue.record("Latin-1 read as UTF-8")
            return
        }
        #expect(problem.line == 4)
    }

    @Test func harmlessConstructsAreIgnoredSilently() throws {
        let text = """
            BEGIN:VCALENDAR
            X-WR-CALNAME:Club
            BEGIN:VTODO
            SUMMARY:Pump the balls
            END:VTODO
            BEGIN:VJOURNAL
            SUMMARY:Minutes
            END:VJOURNAL
            BEGIN:VEVENT
            UID:1
            SUMMARY:Tournament
            DESCRIPTION:
            NEWFANGLED-PROPERTY;ODD=1:whatever
            X-CLUB-COLOUR:red
            DTSTART;VALUE=DATE:20261107
            DTEND;VALUE=DATE:20261109
            BEGIN:VALARM
            TRIGGER:-PT1H
            ACTION:DISPLAY
            END:VALARM
            END:VEVENT
            BEGIN:VEVENT
            UID:2
            SUMMARY:Called off
            STATUS:CANCELLED
            DTSTART:20261110T180000Z
            END:VEVENT
            END:VCALENDAR

            """
        #expect(
            Self.seen(try Self.read(text).get()) == [
                Seen(summary: "Tournament", first: "2026-11-07", last: "2026-11-08", time: nil)
            ])
    }

    @Test func aRuleThatFloodsThePlannerIsRefusedQuickly() {
        let text =
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101T000000Z\nRRULE:FREQ=MINUTELY\nEND:VEVENT\nEND:VCALENDAR\n"
        guard case .failure(let problem) = Self.read(text) else {
            Issue.record("a minutely rule was shown")
            return
        }
        #expect(problem.message.contains("more than \(OverlayReader.maximumEvents) events"))
    }

    @Test func anAbsurdlyLongEventIsCutToThePlannersDays() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            SUMMARY:Forever
            DTSTART;VALUE=DATE:00010101
            DTEND;VALUE=DATE:99991231
            END:VEVENT
            END:VCALENDAR

            """
        // Its length is capped at ten years from its start, so it ends long before the planner.
        #expect(try Self.read(text).get().isEmpty)
        let recent = text.replacingOccurrences(of: "00010101", with: "20200101")
        let events = try Self.read(recent).get()
        #expect(events.count == 1)
        #expect(events.first?.days == Self.days)
        #expect(events.first?.startsBefore == true)
    }
}
