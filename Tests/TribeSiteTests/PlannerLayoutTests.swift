import Foundation
import Testing
import TribeData
import TribeRecurrence
import TribeSchedule

@testable import TribeSite

/// The planner's layout, computed before any HTML. Week facts come from Python's isocalendar.
struct PlannerLayoutTests {
    private func month(_ year: Int, _ month: Int) throws -> YearMonth {
        try #require(YearMonth(year: year, month: month))
    }

    private func date(_ text: String) throws -> LocalDate {
        try #require(LocalDate(iso: text))
    }

    @Test func monthsHaveFourFiveOrSixWeekRows() throws {
        // February 2027 starts on a Monday and has 28 days; August 2026 starts on a Saturday.
        #expect(PlannerGrid(month: try month(2027, 2), weekStart: .monday).weekStarts.count == 4)
        #expect(PlannerGrid(month: try month(2026, 8), weekStart: .monday).weekStarts.count == 6)
        #expect(PlannerGrid(month: try month(2026, 11), weekStart: .monday).weekStarts.count == 6)
        #expect(PlannerGrid(month: try month(2026, 11), weekStart: .sunday).weekStarts.count == 5)
        let sundayFirst = PlannerGrid(month: try month(2026, 11), weekStart: .sunday)
        let (first, end) = (try date("2026-11-01"), try date("2026-12-06"))
        #expect(sundayFirst.firstDay == first && sundayFirst.endDay == end)
    }

    @Test func isoWeekNumbersAcrossTheYearEnd() throws {
        #expect(PlannerGrid.isoWeek(of: try date("2026-12-28")) == 53)
        #expect(PlannerGrid.isoWeek(of: try date("2027-01-01")) == 53)
        #expect(PlannerGrid.isoWeek(of: try date("2027-01-04")) == 1)
        #expect(PlannerGrid.isoWeek(of: try date("2026-01-01")) == 1)
        #expect(PlannerGrid.isoWeek(of: try date("2026-08-01")) == 31)
        let january = PlannerGrid(month: try month(2027, 1), weekStart: .monday)
        #expect((0..<january.weekStarts.count).map(january.weekNumber(ofRow:)) == [53, 1, 2, 3, 4])
    }

    private func schedule(_ events: [Event]) -> Schedule {
        let tribe = Tribe(name: "T", members: [Member(id: 1, displayName: "Maya")], events: events)
        return Schedule(
            tribe: tribe, timeZoneName: "Europe/London", timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)
    }

    private func event(
        _ id: Int, _ start: String, seconds: Int, allDay: Bool = false, subject: String? = nil
    ) throws -> Event {
        Event(
            id: id, ownerID: 1, start: try #require(LocalDateTime(iso: start)),
            duration: EventDuration(seconds: seconds), repeatCode: .none,
            subject: subject ?? "E\(id)", category: .other, isAllDay: allDay,
            source: SourceReference(file: "t", path: .root, location: SourceLocation(line: 1, column: 1))
        )
    }

    private func layout(_ events: [Event], trips: [Trip] = [], lines: Int = 6) throws -> PlannerLayout {
        let grid = PlannerGrid(month: try month(2027, 3), weekStart: .monday)
        let schedule = schedule(events)
        let all = schedule.occurrences(from: 0, to: Int.max / 2)
        return PlannerLayout(
            grid: grid, occurrences: all, facts: schedule.facts, trips: trips, linesPerCell: lines,
            involvement: Involvement(invitees: .invited))
    }

    @Test func aCrowdedDayShowsWhatFitsAndCountsTheRest() throws {
        let crowd = try (1...20).map {
            try event(
                $0, "2027-03-13T\(String(format: "%02d", 7 + $0 / 2)):\($0 % 2 == 0 ? "00" : "30"):00", seconds: 1800)
        }
        let target = try date("2027-03-13")
        let day = try #require(try layout(crowd).weeks.flatMap(\.days).first { $0.date == target })
        #expect(day.items.count == 5 && day.hiddenCount == 15)
        #expect(day.items.map(\.time) == ["07:30", "08:00", "08:30", "09:00", "09:30"])
    }

    @Test func aCrowdedDayBreaksTiesInTimeBySubject() throws {
        // Eight entries for six lines: five are shown and the sixth line counts the other three.
        let entries = try [
            (1, "09:00", "Swim"), (2, "09:00", "Bake"), (3, "08:00", "Zoo"), (4, "09:00", "Piano"),
            (5, "09:00", "Art"), (6, "09:00", "Chess"), (7, "10:00", "Aardvark"), (8, "09:00", "Bake"),
        ].map { try event($0.0, "2027-03-13T\($0.1):00", seconds: 1800, subject: $0.2) }
        let target = try date("2027-03-13")
        let day = try #require(try layout(entries).weeks.flatMap(\.days).first { $0.date == target })
        #expect(day.items.map(\.subject) == ["Zoo", "Art", "Bake", "Bake", "Chess"])
        #expect(day.items.map(\.time) == ["08:00", "09:00", "09:00", "09:00", "09:00"])
        #expect(day.hiddenCount == 3)
    }

    @Test func allDayItemsComeFirstThenTimedOnesByStart() throws {
        let items = [
            try event(1, "2027-03-10T18:00:00", seconds: 600),
            try event(2, "2027-03-10T00:00:00", seconds: 86_400, allDay: true),
            try event(3, "2027-03-10T07:15:00", seconds: 600),
        ]
        let target = try date("2027-03-10")
        let day = try #require(try layout(items).weeks.flatMap(\.days).first { $0.date == target })
        #expect(day.items.map(\.subject) == ["E2", "E3", "E1"])
        #expect(day.items.map(\.time) == [nil, "07:15", "18:00"])
    }

    @Test func multiDayEventsBecomeBarsSplitAtWeekEdgesInTheirOwnLanes() throws {
        // Friday 12 to Tuesday 16 March 2027 crosses the Sunday/Monday edge.
        let camp = try event(1, "2027-03-12T17:00:00", seconds: 4 * 86_400)
        let overlap = try event(2, "2027-03-13T00:00:00", seconds: 2 * 86_400, allDay: true)
        let result = try layout([camp, overlap], lines: 6)
        let second = result.weeks[1]
        let third = result.weeks[2]
        #expect(
            second.bars.map {
                "\($0.subject) \($0.column)+\($0.span) lane \($0.lane) \($0.continuesFromBefore) \($0.continuesAfter)"
            } == [
                "E1 4+3 lane 0 false true", "E2 5+2 lane 1 false false",
            ])
        #expect(
            third.bars.map {
                "\($0.subject) \($0.column)+\($0.span) lane \($0.lane) \($0.continuesFromBefore) \($0.continuesAfter)"
            } == [
                "E1 0+2 lane 0 true false"
            ])
        #expect(second.lanes == 2 && third.lanes == 1)
    }

    @Test func aThreeWeekTripAcrossTheMonthEndIsOneBarPerWeek() throws {
        let trip = Trip(
            id: 1, title: "Brittany", destination: TripDestination(countryCode: "FR"), start: try date("2027-03-20"),
            end: try date("2027-04-09"),
            source: SourceReference(file: "t", path: .root, location: SourceLocation(line: 1, column: 1))
        )
        let result = try layout([], trips: [trip])
        let spans = result.weeks.map { $0.bars.map { "\($0.column)+\($0.span)" } }
        // March 2027 rows start 1, 8, 15, 22, 29 March; the trip runs Saturday 20 March to Friday 9 April.
        #expect(spans == [[], [], ["5+2"], ["0+7"], ["0+7"]])
        #expect(result.weeks[4].bars.first?.continuesAfter == true)
    }

    @Test func barsBeyondTheBudgetAreCountedNotDrawn() throws {
        // Four overlapping two-day events in one week, with three lines per cell: two lanes of bars
        // leave one line, which says how many more there are.
        let spans = try (1...4).map { try event($0, "2027-03-10T00:00:00", seconds: 2 * 86_400, allDay: true) }
        let week = try layout(spans, lines: 3).weeks[1]
        #expect(week.lanes == 2 && week.bars.count == 2)
        #expect(week.days.map(\.hiddenCount) == [0, 0, 2, 2, 0, 0, 0])
    }
}
