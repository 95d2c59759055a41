import Testing
import TribeData
import TribePressTestSupport
import TribeRecurrence

@testable import TribeSchedule

/// A build's occurrence facts belong to its schedule: occurrences name them by number, hold
/// nothing of the build, and can be read only through the table of the build that made them.
struct OccurrenceFactsTests {
    private let from = ScheduleFixtures.utc("2026-09-01T00:00:00")
    private let to = ScheduleFixtures.utc("2026-10-01T00:00:00")

    private static func lessons(subject: String? = nil) -> Event {
        ScheduleFixtures.event(
            id: 7_301, start: "2026-09-05T10:00:00", repeats: .weekly,
            overrides: [
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2026-09-12T10:00:00"),
                    subject: subject ?? "Swimming gala", source: ScheduleFixtures.source)
            ])
    }

    @Test func factsAreReadThroughTheScheduleThatMadeThem() {
        let schedule = ScheduleFixtures.schedule([Self.lessons()], zone: "UTC")
        let occurrences = schedule.occurrences(from: from, to: to)
        #expect(
            occurrences.map { schedule.facts[$0].subject } == [
                "Event 7301", "Swimming gala", "Event 7301", "Event 7301",
            ])
        #expect(occurrences.map { schedule.facts[$0].isOverride } == [false, true, false, false])
    }

    @Test func occurrencesThatSayTheSameShareTheirFacts() {
        let after = ScheduleFixtures.schedule([Self.lessons(subject: "Gala, moved")], zone: "UTC")
            .occurrences(from: from, to: to)
        #expect(after.map { $0.sameFacts == after[0].sameFacts } == [true, false, true, true])
    }

    @Test func eachBuildNumbersItsOwnFacts() {
        let first = ScheduleFixtures.schedule([Self.lessons()], zone: "UTC")
        let second = ScheduleFixtures.schedule([Self.lessons()], zone: "UTC")
        let (before, after) = (first.occurrences(from: from, to: to), second.occurrences(from: from, to: to))
        #expect(before.map { first.facts[$0] } == after.map { second.facts[$0] })
        #expect(zip(before, after).allSatisfy { $0.sameFacts != $1.sameFacts })
    }

    @Test func anOccurrenceReadAgainstAnotherBuildsFactsStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let first = ScheduleFixtures.schedule([OccurrenceFactsTests.lessons()], zone: "UTC")
            let second = ScheduleFixtures.schedule([OccurrenceFactsTests.lessons(subject: "Gala, moved")], zone: "UTC")
            let from = ScheduleFixtures.utc("2026-09-01T00:00:00")
            let to = ScheduleFixtures.utc("2026-10-01T00:00:00")
            for occurrence in first.occurrences(from: from, to: to) { _ = second.facts[occurrence] }
        }
    }

    @Test func overridesThatReadAlikeKeepTheirOwnBytes() {
        let composed = "Caf\u{E9} at noon"
        let decomposed = "Cafe\u{301} at noon"
        #expect(composed == decomposed, "Swift reads them alike")
        let event = ScheduleFixtures.event(
            id: 7_302, start: "2026-09-05T10:00:00", repeats: .weekly,
            overrides: [
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2026-09-12T10:00:00"), subject: composed,
                    source: ScheduleFixtures.source),
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2026-09-19T10:00:00"), subject: decomposed,
                    source: ScheduleFixtures.source),
            ])

        let schedule = ScheduleFixtures.schedule([event], zone: "UTC")
        let subjects = schedule.occurrences(from: from, to: to).map { schedule.facts[$0] }
            .filter(\.isOverride).map { Array($0.subject.utf8) }

        #expect(subjects == [Array(composed.utf8), Array(decomposed.utf8)])
    }

    @Test func factsThatDifferInAnythingButTheirSubjectHashApart() {
        var base = ScheduleFixtures.event(id: 7_304, start: "2026-09-05T10:00:00", repeats: .weekly)
        base.location = "Pool"
        let changes: [(inout Event) -> Void] = [
            { $0.location = "Gym" }, { $0.location = nil }, { $0.description = "" }, { $0.inviteeIDs = [2, 3] },
            { $0.acceptedIDs = [] }, { $0.ownerID = 2 }, { $0.category = .sport }, { $0.isAllDay = true },
        ]
        let events =
            [base]
            + changes.map { change in
                var event = base
                change(&event)
                return event
            }
        let facts =
            events.map { OccurrenceFacts(event: $0, timeZone: "UTC", override: nil) }
            + [OccurrenceFacts(event: base, timeZone: "Europe/London", override: nil)]

        #expect(Set(facts).count == 10)
        #expect(Set(facts.map(\.hashValue)).count == 10)
    }

    @Test func thousandsOfOverridesUnderOneSubjectAreEachMadeOnce() throws {
        // Every hour of 1,000 days, each moved to a room of its own under the series' subject.
        // Filed by a hash of the subject alone, each override's facts were compared with all
        // those made before them: a release build's `check` of 40,000 such took 118 s.
        let first = ScheduleFixtures.dateTime("2026-09-01T00:00:00")
        let overrides = (0..<24_000).map { hour in
            EventOverride(
                originalStart: first.adding(seconds: hour * 3_600), location: "Room \(hour)",
                source: ScheduleFixtures.source)
        }
        let hourly = ScheduleFixtures.event(
            id: 7_303, start: "2026-09-01T00:00:00", duration: 600,
            rrule: "FREQ=DAILY;BYHOUR=" + (0..<24).map(String.init).joined(separator: ","), overrides: overrides)
        let (from, to) = (first.wallSeconds, first.adding(seconds: 1_000 * 86_400).wallSeconds)

        let places = try #require(
            answer(withinCPU: 60) {
                let schedule = ScheduleFixtures.schedule([hourly], zone: "UTC")
                return Set(schedule.occurrences(from: from, to: to).compactMap { schedule.facts[$0].location })
            })

        #expect(places.count == 24_000)
        #expect(places.contains("Room 0") && places.contains("Room 23999"))
    }
}
