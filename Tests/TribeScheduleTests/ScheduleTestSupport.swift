import Foundation
import TribeData
import TribeRecurrence

@testable import TribeSchedule

/// Small tribes built in code, and the fixture export on disk.
enum ScheduleFixtures {
    static let source = SourceReference(file: "test.json", path: .root, location: SourceLocation(line: 1, column: 1))

    static func dateTime(_ text: String) -> LocalDateTime {
        guard let value = LocalDateTime(iso: text) else { preconditionFailure("bad test date-time \(text)") }
        return value
    }

    static func event(
        id: Int = 1, start: String, duration: Int = 3600, repeats: RepeatCode = .none, allDay: Bool = false,
        rrule: String? = nil,
        count: Int? = nil, until: EventUntil? = nil, exdates: [String] = [], overrides: [EventOverride] = [],
        timeZone: String? = nil
    ) -> Event {
        Event(
            id: id, ownerID: 1, inviteeIDs: [2], acceptedIDs: [2], start: dateTime(start),
            duration: EventDuration(seconds: duration),
            repeatCode: repeats, subject: "Event \(id)", category: .other, timeZone: timeZone, isAllDay: allDay,
            until: until, count: count,
            rrule: rrule.flatMap { try? RecurrenceRule(parsing: $0) },
            exdates: exdates.map { EventExdate(start: dateTime($0), source: source) },
            overrides: overrides, source: source
        )
    }

    static func schedule(_ events: [Event], zone: String = "Europe/London") -> Schedule {
        let tribe = Tribe(
            name: "Test", members: [Member(id: 1, displayName: "Maya"), Member(id: 2, displayName: "Tom")],
            events: events)
        return Schedule(tribe: tribe, timeZoneName: zone, timeZone: TimeZone(identifier: zone) ?? .gmt)
    }

    /// Instant of a wall-clock time in UTC, i.e. the seconds an ISO time with `Z` names.
    static func utc(_ text: String) -> Int {
        dateTime(text).wallSeconds
    }

    static var exportFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/drf-export"
        ).path
    }
}
