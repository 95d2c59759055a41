import Foundation
import Testing

@testable import TribeSite

/// `planner/weeks/<week>.html`: each day's band lists what the agenda lists that day, as far as
/// its lines go, then how many more there are.
struct WeekSheetTests {
    /// Each band as `day: subject; subject; … | more`, and each agenda day as `day: subject; …`.
    static let week =
        "{{#days}}{{iso}}:{{#entries}} {{subject}};{{/entries}} |{{#hasMore}} {{moreText}}{{/hasMore}}\n{{/days}}"
    static let agenda = "{{#days}}{{iso}}:{{#items}} {{subject}};{{/items}}\n{{/days}}"

    @Test func aCrowdedBandShowsTheAgendasFirstEntriesInItsOrderThenCountsTheRest() throws {
        // Tuesday 1 December 2026: twenty timed events, given out of order of their starts,
        // an all-day one, one that began the evening before, and another calendar's gala at
        // 07:30 that the agenda puts among the family's by its start.
        var events = (1...20).map { index in
            SiteBuilderTests.event(
                index, "\"Event \(index)\"", start: "2026-12-01T\(String(format: "%02d", 8 + (index * 7) % 12)):00:00")
        }
        events.append(
            #"{"id": 21, "user": 1, "to": [], "accepted": [], "start": "2026-12-01T00:00:00", "duration": "1 00:00:00", "recurrence_type": "NON", "subject": "All day", "category": "OTH", "all_day": true}"#
        )
        events.append(
            #"{"id": 22, "user": 1, "to": [], "accepted": [], "start": "2026-11-30T22:00:00", "duration": "10:00:00", "recurrence_type": "NON", "subject": "Night shift", "category": "OTH"}"#
        )
        let gala = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Otters//EN\r
            BEGIN:VEVENT\r
            UID:gala@otters.example.org\r
            DTSTAMP:20261101T090000Z\r
            SUMMARY:Gala\r
            DTSTART:20261201T073000Z\r
            DTEND:20261201T083000Z\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let files = SiteBuilderTests.templates.merging([
            "content/tribe.json": SiteBuilderTests.tribe(events: events),
            "content/site.json":
                ##"{"calendars": [{"file": "otters.ics", "name": "Otters", "show": "list", "color": "#2e8b57"}]}"##,
            "content/calendars/otters.ics": gala,
            "templates/planner-frame.mustache": "{{#weekSheets}}{{> planner-week}}{{/weekSheets}}",
            "templates/planner-week.mustache": Self.week,
            "templates/planner-agenda.mustache": Self.agenda,
        ]) { _, new in new }
        let site = InMemoryBuild.site(of: try InMemoryBuild.run(files))

        let agendaDay = try #require(
            site["_site/planner/agenda/2026-12.html"]?.split(separator: "\n").first { $0.hasPrefix("2026-12-01:") })
        let listed = agendaDay.dropFirst("2026-12-01:".count).split(separator: ";").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        #expect(listed.count == 23)
        #expect(listed.prefix(4) == ["All day", "Night shift", "Gala", "Event 12"])

        let band = try #require(
            site["_site/planner/weeks/2026-W49.html"]?.split(separator: "\n").first { $0.hasPrefix("2026-12-01:") })
        let parts = band.dropFirst("2026-12-01:".count).split(separator: "|", omittingEmptySubsequences: false)
        let shown = parts[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        #expect(shown.count >= 3 && shown.count < listed.count)
        #expect(shown == Array(listed.prefix(shown.count)))
        #expect(parts[1].trimmingCharacters(in: .whitespaces) == "+\(listed.count - shown.count) more")
    }
}
