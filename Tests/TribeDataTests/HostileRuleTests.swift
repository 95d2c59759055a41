import Testing

@testable import TribeData

/// Rules and lengths that would make millions of occurrences, or that are most likely typos:
/// refused or warned about at the value, with its path and line:column.
struct HostileRuleTests {
    private func single(_ fields: [String: String], needle: String) throws -> (problems: [String], at: String) {
        let text = TestContent.canonical(events: [TestContent.event(fields)])
        let at = TestContent.position(of: needle, in: text, occurrence: 1, offsetBy: 0)
        return (try TestContent.problems(inCanonical: text), "content/tribe.json:" + at)
    }

    @Test(arguments: ["SECONDLY", "MINUTELY", "HOURLY"])
    func aRuleMoreFrequentThanDailyIsRefused(_ frequency: String) throws {
        let rule = "FREQ=\(frequency);COUNT=1000000000"
        let (problems, at) = try single(["rrule": "\"\(rule)\""], needle: "\"\(rule)\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].rrule: the rrule \"\(rule)\" repeats \(frequency.lowercased()); events repeat at "
                    + "most daily (for a few times a day, use FREQ=DAILY with BYHOUR, e.g. FREQ=DAILY;BYHOUR=8,20)"
            ])
    }

    @Test func aDailyRuleMakingMoreThan24OccurrencesADayIsRefused() throws {
        let rule = "FREQ=DAILY;BYHOUR=8,9,10,11,12;BYMINUTE=0,10,20,30,40,50"
        let (problems, at) = try single(["rrule": "\"\(rule)\""], needle: "\"\(rule)\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].rrule: the rrule \"\(rule)\" makes up to 30 occurrences a day "
                    + "(BYHOUR × BYMINUTE × BYSECOND); at most 24 are allowed"
            ])
    }

    /// A rule is parsed once for the whole file, but a mistake in it is reported wherever it
    /// is written, and one written correctly elsewhere reads as it should.
    @Test func theSameMalformedRuleIsReportedAtEachPlaceItIsWritten() throws {
        let rule = "FREQ=WEEKLY;BYDAY=XX"
        let events =
            (1...3).map { TestContent.event(id: $0, ["rrule": "\"\(rule)\""]) }
            + [TestContent.event(id: 4, ["rrule": "\"FREQ=WEEKLY;BYDAY=SA\"", "start": "\"2026-09-05T10:00:00\""])]
        let text = TestContent.canonical(events: events)
        let problems = try TestContent.problems(inCanonical: text)
        #expect(problems.count == 3)
        for index in 0..<3 {
            let at = "content/tribe.json:" + TestContent.position(of: "\"\(rule)\"", in: text, occurrence: index + 1)
            #expect(
                problems.contains {
                    $0.hasPrefix("\(at): error: $.events[\(index)].rrule: malformed rrule \"\(rule)\"")
                })
        }
    }

    @Test func aFewTimesADayIsAccepted() throws {
        let (problems, _) = try single(
            ["rrule": "\"FREQ=DAILY;BYHOUR=8,12,20\"", "start": "\"2026-09-05T08:00:00\""], needle: "FREQ")
        #expect(problems == [])
    }

    @Test func anEventLastingMoreThanAYearIsAWarning() throws {
        let (problems, at) = try single(["duration": "\"400 00:00:00\""], needle: "\"400 00:00:00\"")
        #expect(
            problems == [
                "\(at): warning: $.events[0].duration: the event lasts 400 days, more than a year; is the duration right?"
            ])
    }

    @Test func aTripLastingMoreThanAYearIsAWarning() throws {
        let text = TestContent.canonical(trips: [TestContent.trip(["end": "\"2028-03-01\""])])
        let at = TestContent.position(of: "\"2028-03-01\"", in: text, occurrence: 1, offsetBy: 0)
        #expect(
            try TestContent.problems(inCanonical: text) == [
                "content/tribe.json:\(at): warning: $.trips[0].end: the trip lasts 383 days, more than a year; are its dates right?"
            ])
    }

    @Test func controlCharactersAreRemovedWithAWarningAndTheRestKept() throws {
        let text = TestContent.canonical(events: [TestContent.event(["subject": #""Tea\u0000 at\u001b[31m four\tpm""#])]
        )
        let at = TestContent.position(of: "\"Tea", in: text, occurrence: 1, offsetBy: 0)
        #expect(
            try TestContent.problems(inCanonical: text) == [
                "content/tribe.json:\(at): warning: $.events[0].subject: removed 2 control characters (U+0000, U+001B)"
            ])
        let content = try TestContent.load(["tribe.json": text])
        #expect(content.tribe?.events.first?.subject == "Tea at[31m four\tpm")
    }
}
