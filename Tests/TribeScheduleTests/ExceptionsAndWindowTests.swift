import Testing
import TribeData
import TribeRecurrence

@testable import TribeSchedule

struct ExceptionsAndWindowTests {
    private func override(
        _ original: String, start: String? = nil, duration: Int? = nil, subject: String? = nil, invitees: [Int]? = nil,
        cancelled: Bool = false
    ) -> EventOverride {
        EventOverride(
            originalStart: ScheduleFixtures.dateTime(original), cancelled: cancelled,
            start: start.map(ScheduleFixtures.dateTime),
            duration: duration.map { EventDuration(seconds: $0) }, subject: subject, inviteeIDs: invitees,
            source: SourceReference(
                file: "tribe.json", path: JSONPath.root.appending("overrides"),
                location: SourceLocation(line: 9, column: 3))
        )
    }

    private func list(_ event: Event, from: String = "2026-01-01T00:00:00", to: String = "2027-01-01T00:00:00")
        -> [String]
    {
        let schedule = ScheduleFixtures.schedule([event], zone: "UTC")
        return schedule.occurrences(from: ScheduleFixtures.utc(from), to: ScheduleFixtures.utc(to)).map {
            let said = schedule.facts[$0]
            return
                "\($0.start.wall)–\($0.end.wall.hour):\($0.end.wall.minute) \(said.subject)\(said.isOverride ? " *" : "") \(said.inviteeIDs)"
        }
    }

    @Test func exdatesRemoveAndCountCountsBeforeThem() {
        let lessons = ScheduleFixtures.event(
            start: "2026-09-05T10:00:00", repeats: .weekly, count: 4, exdates: ["2026-09-12T10:00:00"])
        #expect(
            list(lessons) == [
                "2026-09-05T10:00:00–11:0 Event 1 [2]", "2026-09-19T10:00:00–11:0 Event 1 [2]",
                "2026-09-26T10:00:00–11:0 Event 1 [2]",
            ])
    }

    @Test func overridesMoveRetimeRenameReinviteAndCancel() {
        let football = ScheduleFixtures.event(
            start: "2026-09-05T10:00:00", repeats: .weekly, count: 5,
            overrides: [
                override("2026-09-05T10:00:00", subject: "Renamed"),
                override("2026-09-12T10:00:00", start: "2026-09-13T15:00:00"),
                override("2026-09-19T10:00:00", duration: 7200),
                override("2026-09-26T10:00:00", invitees: [1, 2]),
                override("2026-10-03T10:00:00", cancelled: true),
            ])
        #expect(
            list(football) == [
                "2026-09-05T10:00:00–11:0 Renamed * [2]", "2026-09-13T15:00:00–16:0 Event 1 * [2]",
                "2026-09-19T10:00:00–12:0 Event 1 * [2]",
                "2026-09-26T10:00:00–11:0 Event 1 * [1, 2]",
            ])
    }

    @Test func aMovedOccurrenceIsFoundInTheWindowItMovedTo() {
        let moved = ScheduleFixtures.event(
            start: "2026-09-05T10:00:00", repeats: .weekly,
            overrides: [override("2026-09-12T10:00:00", start: "2026-12-24T09:00:00")])
        #expect(
            list(moved, from: "2026-12-24T00:00:00", to: "2026-12-25T00:00:00") == [
                "2026-12-24T09:00:00–10:0 Event 1 * [2]"
            ])
        #expect(list(moved, from: "2026-09-12T00:00:00", to: "2026-09-13T00:00:00") == [])
    }

    @Test func exdatesAndOverridesThatMatchNothingAreWarningsAtTheirPlace() {
        let event = ScheduleFixtures.event(
            start: "2026-09-05T10:00:00", repeats: .weekly, exdates: ["2026-09-06T10:00:00"],
            overrides: [override("2026-09-07T10:00:00", subject: "Nope")]
        )
        #expect(
            ScheduleFixtures.schedule([event]).diagnostics.map(\.description) == [
                "test.json:1:1: warning: the exdate 2026-09-06T10:00:00 matches no occurrence of the series, so it removes nothing",
                "tribe.json:9:3: warning: $.overrides: original_start 2026-09-07T10:00:00 matches no occurrence of the series, so this override changes nothing",
            ])
    }

    @Test func aRuleThatSkipsTheStartStillKeepsItAndSaysSo() {
        let quiz = ScheduleFixtures.event(
            start: "2026-09-02T20:00:00", repeats: .monthly, rrule: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3")
        #expect(
            list(quiz) == [
                "2026-09-02T20:00:00–21:0 Event 1 [2]", "2026-09-25T20:00:00–21:0 Event 1 [2]",
                "2026-10-30T20:00:00–21:0 Event 1 [2]",
            ])
        #expect(
            ScheduleFixtures.schedule([quiz]).diagnostics.map(\.message) == [
                "the rule FREQ=MONTHLY;COUNT=3;BYDAY=-1FR does not produce the event's start 2026-09-02T20:00:00; the start still counts as the first occurrence"
            ])
    }

    @Test func untilOnTheEventIsAnInclusiveLastDay() {
        let club = ScheduleFixtures.event(
            start: "2026-09-07T16:00:00", repeats: .daily,
            until: .date(ScheduleFixtures.dateTime("2026-09-09T00:00:00").date))
        #expect(list(club).count == 3)
    }

    @Test func aWindowDecadesLaterGivesWhatWalkingFromTheStartGives() {
        // The skip-ahead must land exactly where walking every day from 2000 lands.
        let feeding = ScheduleFixtures.event(start: "2000-01-01T07:30:00", duration: 600, repeats: .daily)
        let counted = ScheduleFixtures.event(
            start: "2000-01-01T07:30:00", duration: 600, repeats: .daily, count: 30_000)
        let window = ("2060-03-01T00:00:00", "2060-03-08T00:00:00")
        let skipped = list(feeding, from: window.0, to: window.1)
        #expect(skipped.count == 7 && skipped.first?.hasPrefix("2060-03-01T07:30:00") == true)
        #expect(skipped == list(counted, from: window.0, to: window.1))
        for (code, start) in [
            (RepeatCode.weekly, "2001-03-07T09:00:00"), (.fortnightly, "2001-03-07T09:00:00"),
            (.monthly, "2001-01-31T09:00:00"), (.yearly, "2004-02-29T09:00:00"),
        ] {
            let open = ScheduleFixtures.event(start: start, repeats: code)
            let bounded = ScheduleFixtures.event(start: start, repeats: code, count: 5000)
            let from = "2060-01-01T00:00:00"
            let to = "2062-01-01T00:00:00"
            #expect(list(open, from: from, to: to) == list(bounded, from: from, to: to), "\(code)")
            #expect(!list(open, from: from, to: to).isEmpty)
        }
    }

    @Test func anOccurrenceBelongsToEveryDayItOverlaps() throws {
        let sleepover = ScheduleFixtures.event(start: "2027-01-16T16:00:00", duration: 26 * 3600)
        let toMidnight = ScheduleFixtures.event(id: 2, start: "2027-01-16T22:00:00", duration: 2 * 3600)
        let holiday = ScheduleFixtures.event(id: 3, start: "2027-02-15T00:00:00", duration: 5 * 86_400, allDay: true)
        let all = ScheduleFixtures.schedule([sleepover, toMidnight, holiday]).occurrences(from: 0, to: Int.max / 2)
        #expect(
            all.map { "\($0.days.lowerBound)…\($0.days.upperBound)" } == [
                "2027-01-16…2027-01-17", "2027-01-16…2027-01-16", "2027-02-15…2027-02-19",
            ])
        let allDay = try #require(all.last)
        #expect(allDay.isAllDay && allDay.end.wall.description == "2027-02-20T00:00:00")
    }

    @Test func anOccurrenceThatStartedBeforeTheWindowButRunsIntoItIsIncluded() {
        let party = ScheduleFixtures.event(start: "2026-12-31T20:00:00", duration: 5 * 3600)
        #expect(list(party, from: "2027-01-01T00:00:00", to: "2027-01-02T00:00:00").count == 1)
        #expect(list(party, from: "2027-01-01T01:00:00", to: "2027-01-02T00:00:00").isEmpty)
    }
}
