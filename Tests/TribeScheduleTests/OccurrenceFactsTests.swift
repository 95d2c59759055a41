import Testing
import TribeData
import TribePressTestSupport
import TribeRecurrence

@testable import TribeSchedule

/// Occurrences hold counted references to their facts, which each series makes once per thing
/// its occurrences say: a build's facts go with its last occurrence, and a rebuild keeps none of
/// the build before.
struct OccurrenceFactsTests {
    private let from = ScheduleFixtures.utc("2026-09-01T00:00:00")
    private let to = ScheduleFixtures.utc("2026-10-01T00:00:00")

    private func lessons(subject: String? = nil, overrides: Int = 1) -> Event {
        ScheduleFixtures.event(
            id: 7_301, start: "2026-09-05T10:00:00", repeats: .weekly,
            overrides: (0..<overrides).map { week in
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2026-09-12T10:00:00").adding(seconds: week * 7 * 86_400),
                    subject: subject ?? "Swimming gala", source: ScheduleFixtures.source)
            })
    }

    @Test func factsLiveAsLongAsTheLastOccurrenceThatSaysThem() {
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
        occurrences.removeAll(where: \.isOverride)
        #expect(overrideFacts == nil, "no occurrence says the override's facts any more")
        #expect(seriesFacts != nil)
        occurrences = []
        #expect(seriesFacts == nil, "the schedule and its occurrences are gone")
    }

    @Test func aRebuildKeepsNothingOfTheBuildBefore() {
        weak var firstFacts: OccurrenceFacts?
        do {
            let first = ScheduleFixtures.schedule([lessons()], zone: "UTC").occurrences(from: from, to: to)
            firstFacts = first.first?.facts
            #expect(firstFacts != nil)
        }
        let second = ScheduleFixtures.schedule([lessons()], zone: "UTC").occurrences(from: from, to: to)
        #expect(second.count == 4)
        #expect(firstFacts == nil)
    }

    @Test func overridesThatSayTheSameShareTheirFacts() {
        let occurrences = ScheduleFixtures.schedule([lessons(overrides: 3)], zone: "UTC").occurrences(
            from: from, to: to)
        let changed = occurrences.filter(\.isOverride)
        #expect(changed.map(\.subject) == ["Swimming gala", "Swimming gala", "Swimming gala"])
        #expect(Set(changed.map(\.sameFacts)).count == 1)
        #expect(Set(occurrences.map(\.sameFacts)).count == 2, "the series' own and the overrides'")
    }

    @Test func factsAreNeverNumberedAlike() {
        let numbers = (0..<3).flatMap { _ in
            ScheduleFixtures.schedule([lessons()], zone: "UTC").occurrences(from: from, to: to).map(\.sameFacts)
        }
        #expect(
            Set(numbers).count == 6, "two per schedule, each schedule's its own, although its earlier ones are freed")
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
            events.map { OccurrenceFacts(event: $0, timeZone: "UTC", override: nil) }
            + [OccurrenceFacts(event: base, timeZone: "Europe/London", override: nil)]

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
