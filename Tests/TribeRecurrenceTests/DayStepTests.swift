import Foundation
import Testing
import TribePressTestSupport

@testable import TribeRecurrence

/// Rules that step by whole days (DAILY with no BY part, WEEKLY on the start's weekday) are
/// expanded without their periods' tables; they must give what the period-by-period expansion
/// gives.
///
/// The same rule with `BYMONTH` naming every month filters nothing but takes the period-by-period
/// path, which DifferentialTests holds equal to python-dateutil. Each case is expanded
/// both ways in a window (skipping to its start and stopping after its end, as a build asks),
/// and whole: through its COUNT or UNTIL, or its first 400 when it runs on.
struct DayStepTests {
    @Test func dayStepRulesExpandAsTheirPeriodsDo() throws {
        var random = SeededGenerator(seed: 20_261_127)
        var compared = 0
        var occurrences = 0
        var mismatches: [String] = []
        for _ in 0..<1000 {
            let (plain, filtered) = Self.rules(&random)
            let start = LocalDateTime(
                wallSeconds: Int.random(in: -2_208_988_800...4_102_444_800, using: &random) / 60 * 60)
            let plainRule = try RecurrenceRule(parsing: plain)
            let filteredRule = try RecurrenceRule(parsing: filtered)
            #expect(PreparedRule(plainRule, start: start).dayStep != nil, "\(plain) should step by days")
            #expect(PreparedRule(filteredRule, start: start).dayStep == nil, "\(filtered) should not")
            let windowStart = start.wallSeconds + Int.random(in: -86_400 * 30...86_400 * 3000, using: &random)
            let windowEnd = windowStart + Int.random(in: 0...86_400 * 400, using: &random)
            for (from, through) in [(Int?.none, Int?.none), (windowStart, windowEnd)] {
                let expected = Self.expand(filteredRule, start: start, from: from, through: through)
                let actual = Self.expand(plainRule, start: start, from: from, through: through)
                if actual != expected {
                    let first =
                        Array(zip(actual, expected)).firstIndex { $0 != $1 } ?? min(actual.count, expected.count)
                    mismatches.append(
                        "\(plain) from \(start), window \(String(describing: from))...\(String(describing: through)): "
                            + "\(actual.count) against \(expected.count), first difference at #\(first)")
                }
                compared += 1
                occurrences += expected.count
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
        #expect(compared == 2000)
        #expect(occurrences > 200_000, "the cases must exercise many occurrences")
    }

    @Test func onlyTheStartsWeekdayMakesAWeeklyRuleStepByDays() throws {
        // 2026-11-25 is a Wednesday.
        let start = try #require(LocalDateTime(iso: "2026-11-25T09:30:00"))
        #expect(PreparedRule(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=WE"), start: start).dayStep == 7)
        #expect(PreparedRule(try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=2"), start: start).dayStep == 14)
        #expect(PreparedRule(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=FR"), start: start).dayStep == nil)
        #expect(PreparedRule(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=WE,FR"), start: start).dayStep == nil)
        #expect(PreparedRule(try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=3"), start: start).dayStep == 3)
        #expect(PreparedRule(try RecurrenceRule(parsing: "FREQ=DAILY;BYHOUR=9,17"), start: start).dayStep == nil)
        #expect(
            PreparedRule(try RecurrenceRule(parsing: "FREQ=DAILY;BYHOUR=9;BYSETPOS=1"), start: start).dayStep == nil)
    }
}

private extension DayStepTests {
    /// A rule that steps by days, and the same rule filtered by every month.
    static func rules(_ random: inout SeededGenerator) -> (String, String) {
        var parts = [Bool.random(using: &random) ? "FREQ=DAILY" : "FREQ=WEEKLY"]
        if Int.random(in: 0..<3, using: &random) > 0 {
            parts.append("INTERVAL=\(Int.random(in: 1...9, using: &random))")
        }
        if Bool.random(using: &random) {
            parts.append("WKST=\(["MO", "TU", "WE", "TH", "FR", "SA", "SU"].randomElement(using: &random) ?? "MO")")
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: parts.append("COUNT=\(Int.random(in: 1...400, using: &random))")
        case 1:
            let until = 1_900 + Int.random(in: 0...200, using: &random)
            parts.append("UNTIL=\(until)\(String(format: "%02d", Int.random(in: 1...12, using: &random)))15T120000")
        default: break
        }
        let plain = parts.joined(separator: ";")
        return (plain, plain + ";BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12")
    }

    /// The rule's wall-clock starts from `from` through `through`, as a series' window asks
    /// for them; the first 400 when the rule runs on.
    static func expand(_ rule: RecurrenceRule, start: LocalDateTime, from: Int?, through: Int?) -> [Int] {
        let set = RecurrenceSet(start: start, rule: rule, timeZone: .gmt)
        var iterator = set.makeIterator(from: from, through: through)
        var walls: [Int] = []
        while let wall = iterator.next(), through.map({ wall <= $0 }) ?? true, walls.count < 400 {
            walls.append(wall)
        }
        return walls
    }
}
