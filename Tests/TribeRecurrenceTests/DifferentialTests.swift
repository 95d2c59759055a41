import Foundation
import Testing
import TribePressTestSupport
import TribeRecurrence

/// Our engine against python-dateutil's `rrule` on many generated rules, in four zones
/// (Europe/London and America/New_York in the north, Australia/Sydney in the south,
/// Asia/Tokyo without daylight saving).
///
/// The rule itself is compared, DTSTART included only when the rule produces it, which is
/// dateutil's meaning. Where RFC 5545 and dateutil disagree we follow the RFC, and those
/// cases are kept out of the comparison:
/// - A DTSTART the rule does not produce: RFC 5545 makes it the first occurrence and counts it
///   towards COUNT; dateutil leaves it out. `RecurrenceSet` does the RFC's thing (tested in
///   RFC5545ExampleTests, "every Friday the 13th", and in the schedule tests).
/// - A BYHOUR, BYMINUTE or BYSECOND the interval can never reach (FREQ=HOURLY;INTERVAL=2;
///   BYHOUR=3 from midnight): dateutil refuses the rule; for RFC 5545 it simply has no
///   occurrences, which is what we give (`unreachableTimesGiveNoOccurrences`).
/// - A numbered BYDAY outside MONTHLY/YEARLY, BYWEEKNO outside YEARLY, BYYEARDAY with
///   DAILY/WEEKLY/MONTHLY, BYMONTHDAY with WEEKLY: RFC 5545 forbids them, dateutil guesses a
///   meaning; we refuse them with a message (RecurrenceRuleParserTests), so none is generated.
/// - A date-only UNTIL on a date-time series: RFC 5545 says the types must match; dateutil
///   reads midnight at the start of that day, we read the whole day. None is generated.
/// - The shapes `dateutilDeparture` names, where dateutil's periods or defaults are not the
///   RFC's. libical's suite checks the engine on each of them (`LibicalVectorTests`); here they
///   are counted, and must stay few.
struct DateutilDifferentialTests {
    struct Case: Decodable {
        let rule: String
        let start: String
        let zone: String
        let through: String
        let expected: [Int]
        let expectedWall: [String]

        enum CodingKeys: String, CodingKey {
            case rule, start, zone, through, expected
            case expectedWall = "expected_wall"
        }
    }

    static func cases(seed: Int, count: Int) throws -> [Case] {
        try JSONDecoder().decode(
            [Case].self, from: ProcessRunner.oracle("dateutil_cases.py", [String(seed), String(count)]))
    }

    @Test(arguments: [1, 2])
    func generatedRulesExpandAsDateutilExpandsThem(seed: Int) throws {
        let cases = try Self.cases(seed: seed, count: 600)
        #expect(cases.count == 600)
        #expect(cases.reduce(0) { $0 + $1.expected.count } > 20_000, "the cases must exercise many occurrences")
        var mismatches: [String] = []
        var departures: [String: Int] = [:]
        for item in cases {
            let rule = try RecurrenceRule(parsing: item.rule)
            let start = try #require(LocalDateTime(iso: item.start))
            if let departure = Self.dateutilDeparture(rule, start: start) {
                departures[departure, default: 0] += 1
                continue
            }
            let through = try #require(LocalDateTime(iso: item.through))
            let zone = try #require(TimeZone(identifier: item.zone))
            let clock = ZoneClock(zone)
            var iterator = RuleIterator(rule: rule, start: start, timeZone: zone)
            iterator.stop(afterWall: through.wallSeconds)
            var instants: [Int] = []
            while let wall = iterator.next(), wall <= through.wallSeconds, instants.count < 1500 {
                instants.append(clock.instant(ofWall: wall))
            }
            if instants != item.expected {
                let first =
                    Array(zip(instants, item.expected)).firstIndex { $0 != $1 }
                    ?? min(instants.count, item.expected.count)
                mismatches.append(
                    "\(item.rule) from \(item.start) in \(item.zone): \(instants.count) vs \(item.expected.count) occurrences, first difference at #\(first) (dateutil: \(item.expectedWall.dropFirst(first).first ?? "none"))"
                )
            }
        }
        #expect(
            mismatches.count == 0,
            "\(mismatches.count) of \(cases.count) rules differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
        let departed = departures.values.reduce(0, +)
        #expect(departed < cases.count / 10, "\(departures)")
    }

    /// Where python-dateutil reads a rule otherwise than RFC 5545, which the engine follows: why,
    /// or nil when the two must agree.
    static func dateutilDeparture(_ rule: RecurrenceRule, start: LocalDateTime) -> String? {
        let startWeekday = start.date.isoWeekday - 1
        if rule.frequency == .weekly, !rule.bySetPos.isEmpty, startWeekday != rule.weekStart.rawValue {
            // dateutil's first week begins at the start; the RFC's is the whole week.
            return "BYSETPOS in a whole first week"
        }
        guard rule.frequency == .yearly else { return nil }
        if !rule.byWeekNo.isEmpty {
            if rule.byDay.isEmpty, rule.byMonthDay.isEmpty, rule.byYearDay.isEmpty {
                return "BYWEEKNO takes the start's weekday"
            }
            if rule.interval > 1 || !rule.bySetPos.isEmpty { return "BYWEEKNO periods are week-numbering years" }
        }
        if !rule.byMonthDay.isEmpty, rule.byMonth.isEmpty, rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty,
            rule.byDay.isEmpty
        {
            return "BYMONTHDAY takes the start's month"
        }
        return nil
    }

    @Test func unreachableTimesGiveNoOccurrences() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=HOURLY;INTERVAL=2;BYHOUR=3")
        let start = try #require(LocalDateTime(iso: "2026-09-01T00:00:00"))
        var iterator = RuleIterator(rule: rule, start: start)
        #expect(iterator.next() == nil)
    }
}
