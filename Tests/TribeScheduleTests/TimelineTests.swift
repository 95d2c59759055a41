import Foundation
import Testing
import TribeData
import TribeRecurrence

@testable import TribeSchedule

/// The timeline's slices against expanding each window again, the way pages used to.
struct TimelineTests {
    /// Forty series of four people: daily, weekly and monthly rules, all-day and multi-day
    /// events, and overrides that move an occurrence or change who is invited.
    static let schedule: Schedule = {
        var events: [Event] = []
        let codes: [RepeatCode] = [.daily, .weekly, .fortnightly, .monthly, .none]
        for id in 1...40 {
            let day = 1 + id % 27
            let hour = 6 + id % 14
            var event = ScheduleFixtures.event(
                id: id, start: String(format: "2026-%02d-%02dT%02d:15:00", 1 + id % 12, day, hour),
                duration: id % 7 == 0 ? 3 * 86_400 : 3_600 * (1 + id % 3), repeats: codes[id % codes.count]
            )
            event.ownerID = 1 + id % 4
            event.inviteeIDs = id % 3 == 0 ? [] : [1 + (id + 1) % 4]
            if id % 5 == 1 {
                // These are the weekly ones: the second occurrence moves a day and is handed to member 4.
                let original = event.start.adding(seconds: 7 * 86_400)
                event.overrides = [
                    EventOverride(
                        originalStart: original, start: original.adding(seconds: 86_400), inviteeIDs: [4],
                        source: ScheduleFixtures.source
                    )
                ]
            }
            events.append(event)
        }
        let tribe = Tribe(
            name: "Test", members: (1...4).map { Member(id: $0, displayName: "Member \($0)") }, events: events
        )
        return Schedule(
            tribe: tribe, timeZoneName: "Europe/London", timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)
    }()

    static let windows = [
        ScheduleFixtures.utc("2026-03-01T00:00:00")..<ScheduleFixtures.utc("2026-05-01T00:00:00"),
        ScheduleFixtures.utc("2026-04-20T00:00:00")..<ScheduleFixtures.utc("2026-06-01T00:00:00"),
        ScheduleFixtures.utc("2026-10-01T00:00:00")..<ScheduleFixtures.utc("2026-11-15T00:00:00"),
    ]

    /// Windows inside what the timeline expanded, across a clock change, and outside it.
    static let questions: [Range<Int>] = [
        ScheduleFixtures.utc("2026-03-01T00:00:00")..<ScheduleFixtures.utc("2026-06-01T00:00:00"),
        ScheduleFixtures.utc("2026-03-28T12:00:00")..<ScheduleFixtures.utc("2026-03-30T12:00:00"),
        ScheduleFixtures.utc("2026-10-20T00:00:00")..<ScheduleFixtures.utc("2026-10-27T00:00:00"),
        ScheduleFixtures.utc("2026-07-01T00:00:00")..<ScheduleFixtures.utc("2026-07-08T00:00:00"),
        ScheduleFixtures.utc("2026-05-25T00:00:00")..<ScheduleFixtures.utc("2026-10-05T00:00:00"),
    ]

    /// The timeline of `windows` with no limit on its occurrences.
    static func timeline(_ involvement: Involvement) -> Timeline? {
        Timeline(schedule: schedule, windows: windows, involvement: involvement, stoppingAbove: .max)
    }

    @Test(arguments: questions)
    func aSliceIsWhatExpandingTheWindowGives(_ window: Range<Int>) throws {
        for involvement in [Involvement(invitees: .invited), Involvement(invitees: .accepted)] {
            let timeline = try #require(Self.timeline(involvement))
            let expected = Self.schedule.occurrences(from: window.lowerBound, to: window.upperBound)
            #expect(!expected.isEmpty)
            let everyones = timeline.occurrences(from: window.lowerBound, to: window.upperBound)
            #expect(everyones == expected)
            // A trip's page takes these slices as its own without asking `isPart` again.
            #expect(
                everyones
                    == expected.filter {
                        involvement.isPart(ofTripWith: [], $0, window: window, in: Self.schedule.facts)
                    })
            for members: Set<Int> in [[1], [2], [4], [1, 3], [2, 3, 4]] {
                let slice = timeline.occurrences(from: window.lowerBound, to: window.upperBound, involving: members)
                #expect(
                    slice == expected.filter { involvement.involves($0, anyOf: members, in: Self.schedule.facts) },
                    "members \(members.sorted()), \(involvement.invitees)"
                )
                #expect(
                    slice
                        == expected.filter {
                            involvement.isPart(ofTripWith: members, $0, window: window, in: Self.schedule.facts)
                        },
                    "members \(members.sorted()), \(involvement.invitees)"
                )
            }
        }
    }

    /// 900 series make over 20,000 occurrences, merged in eight parts; 3,400 make over 73,728,
    /// nine times `Occurrence.partSize`, merged in nine parts.
    @Test(arguments: [900, 3_400]) func manySeriesOverSeveralWindowsComeOnceEachInOrder(seriesCount: Int) {
        // The series are chunks of work, each sorted on its own core and then merged, in parts
        // cut at sampled keys; three-day events reach across the gaps between the windows.
        let codes: [RepeatCode] = [.daily, .weekly, .monthly, .none]
        let events = (1...seriesCount).map { (id: Int) -> Event in
            let start = String(format: "2026-%02d-%02dT%02d:%02d:00", 1 + id % 12, 1 + id % 28, id % 24, id % 4 * 15)
            let duration = id % 9 == 0 ? 3 * 86_400 : 1_800
            return ScheduleFixtures.event(id: id, start: start, duration: duration, repeats: codes[id % 4])
        }
        let schedule = Schedule(
            tribe: Tribe(name: "Many", members: [], events: events), timeZoneName: "Europe/London",
            timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)
        let found = schedule.occurrences(in: Self.windows)
        // Each event on its own, window by window, sorted and deduplicated here.
        var expected: [Occurrence] = []
        for event in events {
            var seen = Set<LocalDateTime>()
            for window in Self.windows {
                for occurrence in schedule.occurrences(
                    from: window.lowerBound, to: window.upperBound, where: { $0.id == event.id })
                where seen.insert(occurrence.originalStart).inserted {
                    expected.append(occurrence)
                }
            }
        }
        expected.sort {
            ($0.start.instant, $0.eventID, $0.originalStart) < ($1.start.instant, $1.eventID, $1.originalStart)
        }
        #expect(found.count > (seriesCount < 2_000 ? 20_000 : 73_728))
        #expect(found.count == expected.count)
        // Where they first differ, rather than two lists of ten thousand.
        #expect(zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset == nil)
    }

    @Test func aTimelineOfOverEightPartsOfFilingGivesEachMemberTheirOwnInOrder() throws {
        // 400 daily series over a year: over 131,072 occurrences, filed by member in more than
        // eight parts of 16,384, each person's joined part by part.
        let events = (1...400).map { (id: Int) -> Event in
            var event = ScheduleFixtures.event(
                id: id, start: String(format: "2026-01-01T%02d:%02d:00", id % 24, id % 4 * 15), duration: 1_800,
                repeats: .daily)
            event.ownerID = 1 + id % 6
            event.inviteeIDs = id % 3 == 0 ? [] : [1 + (id + 2) % 6]
            return event
        }
        let members = (1...6).map { Member(id: $0, displayName: "Member \($0)") }
        let schedule = Schedule(
            tribe: Tribe(name: "Many", members: members, events: events), timeZoneName: "Europe/London",
            timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)
        let year = ScheduleFixtures.utc("2026-01-01T00:00:00")..<ScheduleFixtures.utc("2027-01-01T00:00:00")
        let involvement = Involvement(invitees: .invited)
        let timeline = try #require(
            Timeline(schedule: schedule, windows: [year], involvement: involvement, stoppingAbove: .max))
        let everyones = timeline.occurrences(from: year.lowerBound, to: year.upperBound)
        #expect(everyones.count > 131_072)
        for members: Set<Int> in [[1], [4], [2, 5], [1, 3, 6]] {
            let slice = timeline.occurrences(from: year.lowerBound, to: year.upperBound, involving: members)
            let expected = everyones.filter { involvement.involves($0, anyOf: members, in: schedule.facts) }
            #expect(slice.count == expected.count, "members \(members.sorted())")
            #expect(
                zip(slice, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset == nil,
                "members \(members.sorted())")
        }
    }

    @Test func windowsDaysApartAreExpandedAsOneAndGiveEachWindowsOccurrencesOnce() {
        // Trips a few days apart: walked with one expansion each series, where an override
        // moves an occurrence by a day (the 29th to the 30th), three-day events reach across
        // the gaps and the clocks change on the 25th.
        let bounds = [("10-20", "10-25"), ("10-28", "11-01"), ("11-03", "11-10"), ("11-19", "11-26")]
        let windows = bounds.map {
            ScheduleFixtures.utc("2026-\($0.0)T00:00:00")..<ScheduleFixtures.utc("2026-\($0.1)T00:00:00")
        }
        // Three, two and nine days apart: the first three windows are one span, the last its own.
        #expect(Schedule.spans(of: windows).map(\.count) == [3, 1])
        // Each window streamed on its own: the stream walks each series apart from the spans'
        // expansion, so it does not share the code under test.
        var expected: [Occurrence] = []
        var seen = Set<[Int]>()
        for window in windows {
            let stream = Self.schedule.stream(window, pieceLength: window.count)
            while let piece = stream.next() {
                for occurrence in piece
                where seen.insert([occurrence.eventID, occurrence.originalStart.wallSeconds]).inserted {
                    expected.append(occurrence)
                }
            }
        }
        expected.sort {
            ($0.start.instant, $0.eventID, $0.originalStart) < ($1.start.instant, $1.eventID, $1.originalStart)
        }
        #expect(expected.count > 100)
        #expect(expected.contains { Self.schedule.facts[$0].isOverride })
        #expect(expected.contains { $0.end.instant - $0.start.instant > 86_400 })
        #expect(Self.schedule.occurrences(in: windows) == expected)
    }

    @Test func aWindowTakesWhatStartsInItAndOfWhatStartedBeforeOnlyWhatReachesIn() throws {
        // Every day: a moment at midnight that lasts no time, an hour from 22:00 that ends
        // before the next midnight, an hour from 23:30 that reaches past it; and a three-day
        // event, so the search by start looks back three days.
        let events = [
            ScheduleFixtures.event(id: 1, start: "2026-02-01T00:00:00", duration: 0, repeats: .daily),
            ScheduleFixtures.event(id: 2, start: "2026-02-01T22:00:00", duration: 3_600, repeats: .daily),
            ScheduleFixtures.event(id: 3, start: "2026-02-01T23:30:00", duration: 3_600, repeats: .daily),
            ScheduleFixtures.event(id: 4, start: "2026-02-08T12:00:00", duration: 3 * 86_400, repeats: .weekly),
        ]
        let schedule = Schedule(
            tribe: Tribe(name: "Edges", members: [Member(id: 1, displayName: "One")], events: events),
            timeZoneName: "Europe/London", timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)
        let expanded = ScheduleFixtures.utc("2026-02-01T00:00:00")..<ScheduleFixtures.utc("2026-03-01T00:00:00")
        let timeline = try #require(
            Timeline(
                schedule: schedule, windows: [expanded], involvement: Involvement(invitees: .invited),
                stoppingAbove: .max))
        // London keeps GMT in February: these midnights are the wall clock's.
        let window = ScheduleFixtures.utc("2026-02-10T00:00:00")..<ScheduleFixtures.utc("2026-02-12T00:00:00")
        let everyones = timeline.occurrences(from: window.lowerBound, to: window.upperBound)
        #expect(everyones == schedule.occurrences(from: window.lowerBound, to: window.upperBound))
        #expect(timeline.occurrences(from: window.lowerBound, to: window.upperBound, involving: [1]) == everyones)
        let starts = Set(everyones.map { "\($0.eventID) \($0.start.wall)" })
        #expect(starts.contains("1 2026-02-10T00:00:00"))
        #expect(!starts.contains("1 2026-02-09T00:00:00") && !starts.contains("1 2026-02-12T00:00:00"))
        #expect(!starts.contains("2 2026-02-09T22:00:00") && starts.contains("2 2026-02-11T22:00:00"))
        #expect(starts.contains("3 2026-02-09T23:30:00") && starts.contains("3 2026-02-11T23:30:00"))
        #expect(starts.contains("4 2026-02-08T12:00:00"))
        #expect(everyones.count == 8)
    }

    @Test(arguments: questions)
    func countingAgreesWithListing(_ window: Range<Int>) {
        #expect(
            Self.schedule.count(from: window.lowerBound, to: window.upperBound)
                == Self.schedule.occurrences(from: window.lowerBound, to: window.upperBound).count)
    }

    @Test func aLimitAtTheNumberOfOccurrencesExpandsThemAllAndOneBelowRefuses() throws {
        let all = Self.schedule.occurrences(in: Timeline.merged(Self.windows))
        #expect(all.count > 100)
        let involvement = Involvement(invitees: .invited)
        let within = try #require(
            Timeline(schedule: Self.schedule, windows: Self.windows, involvement: involvement, stoppingAbove: all.count)
        )
        let question = Self.questions[0]
        #expect(
            within.occurrences(from: question.lowerBound, to: question.upperBound)
                == Self.schedule.occurrences(from: question.lowerBound, to: question.upperBound))
        #expect(
            Timeline(
                schedule: Self.schedule, windows: Self.windows, involvement: involvement, stoppingAbove: all.count - 1)
                == nil)
        #expect(Self.schedule.occurrences(in: Timeline.merged(Self.windows), stoppingAbove: 0) == nil)
    }

    @Test func anOverrideThatHandsAnOccurrenceToSomeoneElseMovesItBetweenTheirViews() throws {
        let window = Self.questions[0]
        let timeline = try #require(Self.timeline(Involvement(invitees: .invited)))
        let handed = timeline.occurrences(from: window.lowerBound, to: window.upperBound).filter {
            timeline.facts[$0].isOverride
        }
        let first = try #require(handed.first)
        #expect(timeline.facts[first].inviteeIDs == [4])
        #expect(timeline.occurrences(from: window.lowerBound, to: window.upperBound, involving: [4]).contains(first))
    }
}
