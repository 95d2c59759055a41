import Testing
import TribeData
import TribePressTestSupport
import TribeRecurrence

@testable import TribeSchedule

/// Occurrences hold their facts without counting references, so the facts must outlive
/// every schedule, and a rebuild must not keep a second copy of them.
struct OccurrenceFactsTests {
    private let from = ScheduleFixtures.utc("2026-09-01T00:00:00")
    private let to = ScheduleFixtures.utc("2026-10-01T00:00:00")

    private func lessons(subject: String? = nil) -> Event {
        ScheduleFixtures.event(
            id: 7_301, start: "2026-09-05T10:00:00", repeats: .weekly,
            overrides: [
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2026-09-12T10:00:00"),
                    subject: subject ?? "Swimming gala", source: ScheduleFixtures.source)
            ])
    }

    @Test func factsOutliveTheScheduleThatMadeThem() {
        weak var seriesFacts: OccurrenceFacts?
        weak var overrideFacts: OccurrenceFacts?
        var occurrences: [Occurrence] = []
        do {
            let schedule = ScheduleFixtures.schedule([lessons()], zone: "UTC")
            occurrences = schedule.occurrences(from: from, to: to)
            seriesFacts = occurrences.first?.facts
            overrideFacts = occurrences.first(where: \.isOverride)?.facts
        }
        #expect(seriesFacts != nil)
        #expect(overrideFacts != nil)
        #expect(occurrences.map(\.subject) == ["Event 7301", "Swimming gala", "Event 7301", "Event 7301"])
    }

    @Test func aRebuildSharesTheFactsOfTheBuildBefore() {
        let first = ScheduleFixtures.schedule([lessons()], zone: "UTC").occurrences(from: from, to: to)
        let second = ScheduleFixtures.schedule([lessons()], zone: "UTC").occurrences(from: from, to: to)
        #expect(first.count == 4)
        #expect(second.count == 4)
        #expect(zip(first, second).allSatisfy { $0.facts === $1.facts })
    }

    @Test func anEditMakesNewFactsForWhatItChangedAlone() {
        let before = ScheduleFixtures.schedule([lessons()], zone: "UTC").occurrences(from: from, to: to)
        let after = ScheduleFixtures.schedule([lessons(subject: "Gala, moved")], zone: "UTC")
            .occurrences(from: from, to: to)
        #expect(after.map(\.subject) == ["Event 7301", "Gala, moved", "Event 7301", "Event 7301"])
        #expect(zip(before, after).map { $0.facts === $1.facts } == [true, false, true, true])
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

        let subjects = ScheduleFixtures.schedule([event], zone: "UTC").occurrences(from: from, to: to)
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
            events.map { OccurrenceFacts.shared(event: $0, timeZone: "UTC", override: nil) }
            + [OccurrenceFacts.shared(event: base, timeZone: "Europe/London", override: nil)]

        let hashes = Set(facts.map { OccurrenceFacts.Content(facts: $0).hashValue })

        #expect(Set(facts.map(ObjectIdentifier.init)).count == 10)
        #expect(hashes.count == 10)
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
                Set(
                    ScheduleFixtures.schedule([hourly], zone: "UTC").occurrences(from: from, to: to).compactMap(
                        \.location))
            })

        #expect(places.count == 24_000)
        #expect(places.contains("Room 0") && places.contains("Room 23999"))
    }
}
