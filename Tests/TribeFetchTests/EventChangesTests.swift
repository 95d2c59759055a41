import Testing
import TribeData
import TribeRecurrence

@testable import TribeFetch

/// What the pull's summary says changed between two exports.
struct EventChangesTests {
    func event(_ id: Int, _ subject: String, line: Int, hour: Int = 9) throws -> Event {
        let day = try #require(LocalDate(year: 2026, month: 12, day: 1))
        let start = try #require(LocalDateTime(date: day, hour: hour, minute: 0))
        return Event(
            id: id, ownerID: 1, start: start, duration: EventDuration(seconds: 3600), repeatCode: .none,
            subject: subject,
            category: .other,
            source: SourceReference(file: "events.json", path: .root, location: SourceLocation(line: line, column: 1)))
    }

    @Test func eventsAreComparedByIdWhereverTheyStandInTheFile() throws {
        let before = [
            try event(1, "Swimming", line: 3), try event(2, "Book club", line: 9), try event(3, "MOT", line: 15),
        ]
        let after = [
            try event(4, "Regatta", line: 3), try event(1, "Swimming", line: 9),
            try event(2, "Book club", line: 15, hour: 19),
        ]
        let changes = EventChanges(from: before, to: after)
        #expect(changes == EventChanges(added: ["Regatta"], changed: ["Book club"], removed: ["MOT"]))
        #expect(EventChanges(from: before, to: before).isEmpty)
    }

    @Test func theSummaryNamesEightSubjectsAndCountsTheRest() {
        let subjects = (1...11).map { "Event \($0)" }
        #expect(
            PullReport.listed(subjects)
                == "\"Event 1\", \"Event 2\", \"Event 3\", \"Event 4\", \"Event 5\", \"Event 6\", \"Event 7\", \"Event 8\" and 3 more"
        )
    }
}
