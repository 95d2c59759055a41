import Foundation
import Testing
import TribePressTestSupport
import TribeRecurrence

/// The engine beside python-dateutil and libical on many generated rules, in four zones
/// (Europe/London and America/New_York in the north, Australia/Sydney in the south,
/// Asia/Tokyo without daylight saving).
///
/// `Tests/Oracles/dateutil_cases.py` draws the rules and expands each with dateutil, twice: as
/// written, and rewritten where dateutil reads it otherwise than RFC 5545, so that dateutil
/// itself gives the RFC's answer (the rewrites are explained there). libical 3.0.16, Debian's,
/// expands the same rules (`Tests/Oracles/libical_rrule.c`). The engine must give the RFC's
/// answer for every rule. Where dateutil or libical does not, the test names the side that is
/// wrong and why; a difference it cannot name fails it.
///
/// The rule alone is compared, the start included only when the rule produces it, which is both
/// libraries' meaning; the series as RFC 5545 counts it, start first, is compared as well.
/// None of the rules RFC 5545 forbids is generated (a numbered BYDAY outside MONTHLY/YEARLY,
/// BYWEEKNO outside YEARLY, a date-only UNTIL on a date-time start...): the engine refuses
/// them with a message (RecurrenceRuleParserTests). A BYHOUR, BYMINUTE or BYSECOND that the
/// interval never reaches makes dateutil refuse the rule; for RFC 5545 it simply has no
/// occurrences, which is what the engine gives (`unreachableTimesGiveNoOccurrences`).
struct DifferentialTests {
    struct Case: Decodable {
        let rule: String
        let start: String
        let zone: String
        let through: String
        /// The rule's instances as RFC 5545 reads it, as instants and as wall-clock times.
        let expected: [Int]
        let expectedWall: [String]
        /// The series: the start first, counted by COUNT, even where the rule does not make it.
        let seriesWall: [String]
        /// dateutil's instances of the rule as written, and why they are not the RFC's.
        let dateutilWall: [String]
        let departures: [String]

        enum CodingKeys: String, CodingKey {
            case rule, start, zone, through, expected, departures
            case expectedWall = "expected_wall"
            case seriesWall = "series_wall"
            case dateutilWall = "dateutil_wall"
        }
    }

    /// libical's answer to one rule.
    enum LibicalAnswer: Equatable {
        case instances([String])
        /// libical cannot read or expand the rule (`ICAL_MALFORMEDDATA_ERROR`, say).
        case refused
        /// libical took longer than a quarter of a second: it walks a rule shorter than a day
        /// one step at a time, so `FREQ=SECONDLY;BYMONTH=2` from September takes millions.
        case slow
        /// libical crashed on the rule.
        case crashed
    }

    /// A way in which libical 3.0.16 expands a rule otherwise than RFC 5545: which rules it can
    /// show in, and the RFC's words on them.
    struct LibicalDeparture: Sendable {
        let name: String
        let rfc: String
        let appliesTo: @Sendable (RecurrenceRule) -> Bool
    }

    static let libicalDepartures: [LibicalDeparture] = [
        LibicalDeparture(
            name: "BYSETPOS is ignored below MONTHLY",
            rfc:
                "\"BYSETPOS operates on a set of recurrence instances in one interval of the recurrence rule\", whatever the frequency",
            appliesTo: { !$0.bySetPos.isEmpty && $0.frequency > .monthly }),
        LibicalDeparture(
            name: "BYSETPOS picks days and keeps all their times",
            rfc:
                "BYSETPOS \"corresponds to the nth occurrence within the set of recurrence instances specified by the rule\": instances are date-times",
            appliesTo: { !$0.bySetPos.isEmpty && $0.frequency <= .monthly && timesInADay($0) > 1 }),
        LibicalDeparture(
            name: "a negative BYMONTHDAY is ignored below MONTHLY",
            rfc:
                "BYMONTHDAY: \"Valid values are 1 to 31 or -31 to -1. For example, -10 represents the tenth to the last day of the month.\"",
            appliesTo: { $0.frequency > .monthly && $0.byMonthDay.contains { $0 < 0 } }),
        LibicalDeparture(
            name: "WEEKLY periods begin on Sunday whatever WKST says",
            rfc:
                "\"The WKST rule part specifies the day on which the workweek starts. [...] This is significant when a WEEKLY RRULE has an interval greater than 1\"; \"The default value is MO\"",
            appliesTo: { $0.frequency == .weekly && $0.interval > 1 }),
        LibicalDeparture(
            name: "BYWEEKNO without BYDAY keeps the start's month and day",
            rfc:
                "\"Information, not contained in the rule, necessary to determine the various recurrence instance start time and dates are derived from the Start Time\": the weekday, which the weeks leave out",
            appliesTo: { $0.frequency == .yearly && !$0.byWeekNo.isEmpty && $0.byDay.isEmpty }),
        LibicalDeparture(
            name: "a negative BYWEEKNO falls a week out in some years",
            rfc:
                "BYWEEKNO: \"Valid values are 1 to 53 or -53 to -1\"; \"Week number one of the calendar year is the first week that contains at least four (4) days in that calendar year\"",
            appliesTo: { $0.frequency == .yearly && $0.byWeekNo.contains { $0 < 0 } }),
        LibicalDeparture(
            name: "BYHOUR, BYMINUTE or BYSECOND at the frequency's own level expands instead of limiting",
            rfc:
                "\"BYxxx rule parts for a period of time that is the same or greater than the frequency generally reduce or limit the number of occurrences\"; with INTERVAL, only the hours the interval reaches",
            appliesTo: { rule in
                guard rule.interval > 1 else { return false }
                switch rule.frequency {
                case .hourly: return !rule.byHour.isEmpty
                case .minutely: return !rule.byMinute.isEmpty
                case .secondly: return !rule.bySecond.isEmpty
                default: return false
                }
            }),
    ]

    /// How many times of day the rule's BYHOUR, BYMINUTE and BYSECOND make.
    static func timesInADay(_ rule: RecurrenceRule) -> Int {
        max(rule.byHour.count, 1) * max(rule.byMinute.count, 1) * max(rule.bySecond.count, 1)
    }

    static func cases(seed: Int, count: Int) throws -> [Case] {
        try JSONDecoder().decode(
            [Case].self, from: ProcessRunner.oracle("dateutil_cases.py", [String(seed), String(count)]))
    }

    /// libical's answers to `cases`, in order.
    static func libical(_ cases: [Case]) throws -> [LibicalAnswer] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libical-rrule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try ProcessRunner.libicalOracle("libical_rrule", into: folder)
        func basic(_ iso: String) -> String { iso.filter { $0 != "-" && $0 != ":" } }
        let input = cases.map { "\($0.rule)\t\(basic($0.start))\t\(basic($0.through))\n" }.joined()
        let result = try ProcessRunner.run(URL(fileURLWithPath: program), [], input: Data(input.utf8))
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard result.status == 0, lines.count == cases.count else {
            throw ProcessRunner.Failure(
                description: "libical_rrule exited \(result.status) with \(lines.count) answers: \(result.errors)")
        }
        return lines.map { line in
            switch line {
            case "REFUSED": return .refused
            case "SLOW": return .slow
            case "CRASHED": return .crashed
            case "": return .instances([])
            default: return .instances(line.split(separator: ",").map(String.init))
            }
        }
    }

    /// What one seed's rules came to, for the report.
    struct Tally {
        var rules = 0
        var dateutilWrong = 0
        var libicalWrong = 0
        var libicalRefused = 0
        var libicalSlow = 0
        var libicalCrashed = 0
        var bySetPos = 0
        var unproducedStart = 0
    }

    @Test(arguments: [1, 2])
    func generatedRulesExpandAsRFC5545Says(seed: Int) throws {
        let cases = try Self.cases(seed: seed, count: 600)
        let libical = try Self.libical(cases)
        #expect(cases.count == 600)
        #expect(cases.reduce(0) { $0 + $1.expected.count } > 20_000, "the cases must exercise many occurrences")
        var mismatches: [String] = []
        var unexplained: [String] = []
        var tallies: [Frequency: Tally] = [:]
        var dateutilReasons: [String: Int] = [:]
        var libicalReasons: [String: (count: Int, example: String)] = [:]
        var weekNumbersWithoutDay = 0
        for (item, libicalAnswer) in zip(cases, libical) {
            let rule = try RecurrenceRule(parsing: item.rule)
            let start = try #require(LocalDateTime(iso: item.start))
            let through = try #require(LocalDateTime(iso: item.through))
            let zone = try #require(TimeZone(identifier: item.zone))
            let described = "\(item.rule) from \(item.start)"
            var tally = tallies[rule.frequency, default: Tally()]
            tally.rules += 1
            if !rule.bySetPos.isEmpty { tally.bySetPos += 1 }
            if !rule.byWeekNo.isEmpty, rule.byDay.isEmpty { weekNumbersWithoutDay += 1 }

            let clock = ZoneClock(zone)
            var iterator = RuleIterator(rule: rule, start: start, timeZone: zone)
            iterator.stop(afterWall: through.wallSeconds)
            var walls: [Int] = []
            while let wall = iterator.next(), wall <= through.wallSeconds, walls.count < 1500 {
                walls.append(wall)
            }
            let instants = walls.map { clock.instant(ofWall: $0) }
            let engine = walls.map { LocalDateTime(wallSeconds: $0).description }
            if instants != item.expected {
                mismatches.append(
                    "\(described) in \(item.zone): the engine gives \(Self.around(engine, item.expectedWall)); RFC 5545 \(Self.around(item.expectedWall, engine)) (dateutil \(item.departures.isEmpty ? "agrees with the RFC" : "is wrong: \(item.departures.joined(separator: "; "))"), libical \(libicalAnswer == .instances(item.expectedWall) ? "agrees with the RFC" : "differs"))"
                )
            }

            let series = RecurrenceSet(start: start, rule: rule, timeZone: zone)
                .occurrences(from: nil, through: through).prefix(1500).map(\.description)
            if series != Array(item.seriesWall.prefix(1500)) {
                mismatches.append(
                    "\(described): the series, start first, is \(Self.around(series, item.seriesWall)); RFC 5545 \(Self.around(item.seriesWall, series))"
                )
            }
            if item.seriesWall.first != item.expectedWall.first { tally.unproducedStart += 1 }

            if !item.departures.isEmpty {
                tally.dateutilWrong += 1
                for reason in item.departures { dateutilReasons[reason, default: 0] += 1 }
            }
            switch libicalAnswer {
            case .refused: tally.libicalRefused += 1
            case .slow: tally.libicalSlow += 1
            case .crashed: tally.libicalCrashed += 1
            case .instances(let answer) where answer != item.expectedWall:
                tally.libicalWrong += 1
                let example =
                    "\(described): RFC 5545 \(Self.around(item.expectedWall, answer)), libical 3.0.16 \(Self.around(answer, item.expectedWall))"
                if let reason = Self.libicalDeparture(rule, answer: answer, rfc: item.expectedWall) {
                    libicalReasons[reason, default: (0, example)].count += 1
                } else {
                    let dateutil =
                        item.departures.isEmpty
                        ? "dateutil gives the RFC's answer" : "dateutil is wrong too: \(item.departures)"
                    unexplained.append("\(example); \(dateutil)")
                }
            case .instances: break
            }
            tallies[rule.frequency] = tally
        }
        print(Self.report(seed: seed, tallies, dateutilReasons, libicalReasons))
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(cases.count) rules differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
        #expect(
            unexplained.isEmpty,
            "libical differs from RFC 5545 on \(unexplained.count) rules in no way named in libicalDepartures:\n\(unexplained.prefix(10).joined(separator: "\n"))"
        )
        // The generator must reach what the RFC decides and the libraries get wrong.
        for frequency in Frequency.allCases {
            #expect(tallies[frequency, default: Tally()].bySetPos > 0, "no \(frequency.name) rule with BYSETPOS")
        }
        #expect(weekNumbersWithoutDay > 0, "no BYWEEKNO without BYDAY")
        #expect(tallies.values.reduce(0) { $0 + $1.unproducedStart } > 100, "too few starts the rule does not make")
        #expect(dateutilReasons.count >= 3, "\(dateutilReasons)")
    }

    /// Why libical's `answer` is not RFC 5545's, or nil when no known departure explains it.
    static func libicalDeparture(_ rule: RecurrenceRule, answer: [String], rfc: [String]) -> String? {
        // libical 3.0.16 gives the start twice when the start's own hour or minute is listed
        // (FREQ=HOURLY;BYHOUR=5,13 from 05:45), and counts the repeat towards COUNT.
        var seen: Set<String> = []
        let once = answer.filter { seen.insert($0).inserted }
        if once.count < answer.count, once == Array(rfc.prefix(once.count)) {
            return
                "the start is given twice (RFC 5545: the recurrence set is \"the complete set of recurrence instances\", each once)"
        }
        return libicalDepartures.first { $0.appliesTo(rule) }.map { "\($0.name) (RFC 5545: \($0.rfc))" }
    }

    static func firstDifference(_ one: [String], _ other: [String]) -> Int {
        zip(one, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(one.count, other.count)
    }

    /// `list`'s instances from where it first differs from `other`, and how many it has.
    static func around(_ list: [String], _ other: [String]) -> String {
        let first = firstDifference(list, other)
        return "\(list.count) instances, from #\(first): \(list.dropFirst(first).prefix(2).joined(separator: ", "))"
    }

    static func report(
        seed: Int, _ tallies: [Frequency: Tally], _ dateutil: [String: Int],
        _ libical: [String: (count: Int, example: String)]
    ) -> String {
        var lines = ["Three-way differential, seed \(seed): rules run, and where each library is not RFC 5545's answer"]
        let headings = [
            "frequency", "rules", "BYSETPOS", "start not made", "dateutil wrong", "libical wrong", "refused", "slow",
            "crashed",
        ]
        lines.append(headings.joined(separator: "  "))
        for frequency in Frequency.allCases {
            let tally = tallies[frequency, default: Tally()]
            let figures = [
                tally.rules, tally.bySetPos, tally.unproducedStart, tally.dateutilWrong, tally.libicalWrong,
                tally.libicalRefused, tally.libicalSlow, tally.libicalCrashed,
            ].map(String.init)
            let cells = [frequency.name] + figures
            lines.append(
                zip(cells, headings).map { cell, heading in
                    cell.padding(toLength: heading.count, withPad: " ", startingAt: 0)
                }.joined(separator: "  "))
        }
        lines.append("dateutil is wrong where:")
        lines += dateutil.sorted { $0.key < $1.key }.map { "  \($0.value)× \($0.key)" }
        lines.append("libical 3.0.16 is wrong where:")
        lines += libical.sorted { $0.key < $1.key }.map { "  \($0.value.count)× \($0.key), e.g. \($0.value.example)" }
        return lines.joined(separator: "\n")
    }

    @Test func unreachableTimesGiveNoOccurrences() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=HOURLY;INTERVAL=2;BYHOUR=3")
        let start = try #require(LocalDateTime(iso: "2026-09-01T00:00:00"))
        var iterator = RuleIterator(rule: rule, start: start)
        #expect(iterator.next() == nil)
    }
}
