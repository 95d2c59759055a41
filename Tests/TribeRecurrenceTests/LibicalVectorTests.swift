import Foundation
import Testing
import TribePressTestSupport
import TribeRecurrence

/// libical's own recurrence suite (`Tests/Fixtures/libical-recur`), every case that applies to
/// TribePress run through the engine as the planner expands a series.
///
/// A case agrees when the series' occurrences are libical's instances: all of them when the rule
/// ends (COUNT or UNTIL), else as many as libical lists. The cases that differ by design are
/// named here and in docs/repeating-events.md, each with what RFC 5545 says.
@Suite struct LibicalVectorTests {
    /// One record of `icalrecur_test.txt`.
    struct Case: CustomStringConvertible {
        /// Its place in the file, from 1, and the line its rule is on.
        var number: Int
        var line: Int
        var comment: String
        var rule: String
        var start: String
        var startAt: String?
        /// libical's instances, or its error after `***`.
        var instances: [String]
        var error: String?

        var description: String { "case \(number) (line \(line), \(comment)): \(rule) from \(start)" }
        var isDate: Bool { !start.contains("T") }
    }

    static let cases: [Case] = {
        let url = ProcessRunner.packageRoot.appendingPathComponent("Tests/Fixtures/libical-recur/icalrecur_test.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        var comment: [String] = []
        var current: Case?
        func finish() {
            if let done = current { cases.append(done) }
            current = nil
            comment = []
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                if current != nil { finish() }
                continue
            }
            if line.hasPrefix("#") {
                comment.append(line.dropFirst().trimmingCharacters(in: .whitespaces))
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "RRULE":
                if current != nil { finish() }
                current = Case(
                    number: cases.count + 1, line: offset + 1, comment: comment.joined(separator: " "), rule: value,
                    start: "", instances: [])
            case "DTSTART": current?.start = value
            case "START-AT": current?.startAt = value
            case "INSTANCES":
                if value.hasPrefix("***") {
                    current?.error = value
                } else {
                    current?.instances = value.split(separator: ",").map(String.init)
                }
            default: continue
            }
        }
        finish()
        return cases
    }()

    /// Why a case does not apply to TribePress, or nil when it does.
    static func inapplicability(_ test: Case) -> String? {
        if ["HOURLY", "MINUTELY", "SECONDLY"].contains(where: { test.rule.contains("FREQ=\($0)") }) {
            return "a frequency shorter than a day"
        }
        if test.startAt != nil { return "libical's START-AT, which no calendar file carries" }
        if test.rule.contains("RSCALE") || test.rule.contains("SKIP") { return "RFC 7529's RSCALE and SKIP" }
        if test.error != nil { return "libical itself has no answer (\(test.error ?? ""))" }
        return nil
    }

    /// The cases whose start is not one of its rule's occurrences. RFC 5545 §3.8.5.3: "The
    /// COUNT rule part is... [and] the DTSTART property value always counts as the first
    /// occurrence"; libical leaves such a start out, TribePress (as Google Calendar) keeps it.
    static let startCountsFirst: Set<Int> = [8, 23, 70, 71, 73, 116, 130, 132, 134, 135]

    static func wall(_ text: String) -> Int? {
        let digits = text.hasSuffix("Z") ? String(text.dropLast()) : text
        let bytes = Array(digits.utf8)
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard bytes.count >= 8, let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        guard bytes.count == 15, bytes[8] == UInt8(ascii: "T") else { return date.daysSinceEpoch * 86_400 }
        guard let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15) else { return nil }
        return date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// The series' occurrences, at most `limit`, as libical writes them.
    static func expand(_ test: Case, limit: Int) throws -> [String] {
        let rule = try RecurrenceRule(parsing: test.rule)
        guard let startWall = wall(test.start) else { throw ProcessRunner.Failure(description: "no start") }
        let set = RecurrenceSet(
            start: LocalDateTime(wallSeconds: startWall), rule: rule, timeZone: TimeZone(identifier: "UTC") ?? .gmt,
            isDate: test.isDate)
        var iterator = set.makeIterator()
        var result: [String] = []
        while result.count < limit, let wall = iterator.next() {
            let time = LocalDateTime(wallSeconds: wall)
            let date = time.date
            var text = String(format: "%04d%02d%02d", date.year, date.month, date.day)
            if !test.isDate {
                text += "T" + String(format: "%02d%02d%02d", time.hour, time.minute, time.second)
            }
            result.append(text)
        }
        return result
    }

    static func expected(_ test: Case) -> [String] {
        let instances = test.instances.map { $0.hasSuffix("Z") ? String($0.dropLast()) : $0 }
        guard startCountsFirst.contains(test.number) else { return instances }
        let start = test.start.hasSuffix("Z") ? String(test.start.dropLast()) : test.start
        let bounded = test.rule.contains("COUNT=")
        return [start] + (bounded ? Array(instances.dropLast()) : instances)
    }

    @Test func theSuiteIsReadWhole() {
        #expect(Self.cases.count == 146)
        #expect(Self.cases.filter { Self.inapplicability($0) == nil }.count == 117)
    }

    @Test func everyApplicableCaseAgreesOrIsListedWithTheRFCsReason() {
        var agreed = 0
        for test in Self.cases where Self.inapplicability(test) == nil {
            let expected = Self.expected(test)
            let ends = test.rule.contains("COUNT=") || test.rule.contains("UNTIL=")
            do {
                let got = try Self.expand(test, limit: expected.count + (ends ? 1 : 0))
                if got == expected {
                    agreed += 1
                } else {
                    Issue.record(
                        "\(test)\n  libical: \(expected.joined(separator: ","))\n  engine:  \(got.joined(separator: ","))"
                    )
                }
            } catch {
                Issue.record("\(test): \(error)")
            }
        }
        #expect(agreed == 117)
    }

    @Test func theCasesListedAsDifferentReallyDiffer() throws {
        // A start the rule does not make: libical's first instance is not the start.
        for number in Self.startCountsFirst {
            let test = try #require(Self.cases.first { $0.number == number })
            #expect(test.instances.first != test.start, "\(test)")
        }
    }
}
