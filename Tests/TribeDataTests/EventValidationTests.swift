import Testing

@testable import TribeData

/// Each rule on events: a failing input, the exact message, its JSON path and line:column.
struct EventValidationTests {
    private func single(_ fields: [String: String], needle: String, occurrence: Int = 1, offsetBy shift: Int = 0) throws
        -> (problems: [String], at: String)
    {
        let text = TestContent.canonical(events: [TestContent.event(fields)])
        let at = TestContent.position(of: needle, in: text, occurrence: occurrence, offsetBy: shift)
        return (try TestContent.problems(inCanonical: text), "content/tribe.json:" + at)
    }

    @Test func aValidEventHasNoProblems() throws {
        #expect(try TestContent.problems(inCanonical: TestContent.canonical()) == [])
    }

    @Test func wrongTypeSaysWhatWasExpectedAndFound() throws {
        let (problems, at) = try single(["subject": "42"], needle: "42")
        #expect(problems == ["\(at): error: $.events[0].subject: expected a string, found the number 42"])
    }

    @Test func missingRequiredKeyPointsAtTheObject() throws {
        let (problems, at) = try single(["category": ""], needle: "{\n      \"id\"")
        #expect(problems == ["\(at): error: $.events[0]: missing the required key \"category\""])
    }

    @Test func unknownRepeatCode() throws {
        let (problems, at) = try single(["recurrence_type": "\"WEEKLY\""], needle: "\"WEEKLY\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].recurrence_type: unknown recurrence_type \"WEEKLY\"; expected one of NON, DAI, WEK, TWK, MON, YEA"
            ])
    }

    @Test func unknownCategoryCode() throws {
        let (problems, at) = try single(["category": "\"FOO\""], needle: "\"FOO\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].category: unknown category \"FOO\"; expected one of \(TestContent.categories)"
            ])
    }

    @Test func impossibleDate() throws {
        let (problems, at) = try single(["start": "\"2026-02-30T10:00:00\""], needle: "\"2026-02-30")
        #expect(
            problems == [
                "\(at): error: $.events[0].start: found \"2026-02-30T10:00:00\", which is not a real date: February 2026 has 28 days, not 30"
            ])
    }

    @Test func impossibleAllDayDate() throws {
        let (problems, at) = try single(
            ["all_day": "true", "start": "\"2027-02-29\"", "duration": ""], needle: "\"2027-02-29\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].start: found \"2027-02-29\", which is not a real date: February 2027 has 28 days, not 29"
            ])
    }

    @Test func impossibleTime() throws {
        let (problems, at) = try single(["start": "\"2026-02-03T24:00:00\""], needle: "\"2026-02-03")
        #expect(
            problems == [
                "\(at): error: $.events[0].start: found \"2026-02-03T24:00:00\", which is not a real time of day"
            ])
    }

    @Test func startWithAnOffsetIsRefusedBecauseTimesAreWallClock() throws {
        let (problems, at) = try single(["start": "\"2026-09-05T10:00:00Z\""], needle: "\"2026-09-05")
        #expect(
            problems == [
                "\(at): error: $.events[0].start: expected a naive local time without a zone or offset (times are wall-clock times in the tribe's time zone), found \"2026-09-05T10:00:00Z\""
            ])
    }

    @Test func malformedDuration() throws {
        let (problems, at) = try single(["duration": "\"00:30\""], needle: "\"00:30\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].duration: expected a duration like \"01:30:00\" or \"1 02:00:00\" (days, then hours:minutes:seconds), found \"00:30\""
            ])
    }

    @Test func unknownEventTimeZoneSuggestsTheRealName() throws {
        let (problems, at) = try single(["time_zone": "\"europe/paris\""], needle: "\"europe/paris\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].time_zone: unknown time zone \"europe/paris\"; expected an IANA name such as \"Europe/London\" (did you mean \"Europe/Paris\"?)"
            ])
    }

    @Test func unknownTribeTimeZone() throws {
        let text = TestContent.canonical(timeZone: "\"Mars/Olympus\"")
        let at = TestContent.position(of: "\"Mars/Olympus\"", in: text)
        #expect(
            try TestContent.problems(inCanonical: text) == [
                "content/tribe.json:\(at): error: $.tribe.time_zone: unknown time zone \"Mars/Olympus\"; expected an IANA name such as \"Europe/London\""
            ])
    }

    @Test func problemsAcrossAThousandEventsComeInTheirOrder() throws {
        // Events are read a few hundred at a time on every core; the report must still read
        // top to bottom, with duplicates judged in document order.
        var events = (1...1_000).map { TestContent.event(id: $0) }
        for index in [3, 255, 256, 600, 999] {
            events[index] = TestContent.event(id: index + 1, ["category": "\"DOG\""])
        }
        events[700] = TestContent.event(id: 5)
        let problems = try TestContent.problems(inCanonical: TestContent.canonical(events: events))
        #expect(
            problems.map { String($0.split(separator: " ")[2]) } == [
                "$.events[3].category:", "$.events[255].category:", "$.events[256].category:",
                "$.events[600].category:",
                "$.events[700].id:", "$.events[999].category:",
            ])
    }

    @Test func duplicateEventIdsNameTheFirstOnesLine() throws {
        let text = TestContent.canonical(events: [TestContent.event(id: 7), TestContent.event(id: 7)])
        let firstLine = TestContent.position(of: "\"id\": 7", in: text).split(separator: ":")[0]
        let at = TestContent.position(of: "\"id\": 7", in: text, occurrence: 2, offsetBy: 6)
        #expect(
            try TestContent.problems(inCanonical: text) == [
                "content/tribe.json:\(at): error: $.events[1].id: duplicate event id 7: already used by the event at line \(firstLine)"
            ])
    }

    @Test func everyLaterDuplicateNamesTheFirstOnesLine() throws {
        let text = TestContent.canonical(events: (1...3).map { _ in TestContent.event(id: 7) })
        let firstLine = TestContent.position(of: "\"id\": 7", in: text).split(separator: ":")[0]
        let second = TestContent.position(of: "\"id\": 7", in: text, occurrence: 2, offsetBy: 6)
        let third = TestContent.position(of: "\"id\": 7", in: text, occurrence: 3, offsetBy: 6)
        let content = try TestContent.load(["tribe.json": text])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json:\(second): error: $.events[1].id: duplicate event id 7: already used by the event at line \(firstLine)",
                "content/tribe.json:\(third): error: $.events[2].id: duplicate event id 7: already used by the event at line \(firstLine)",
            ])
    }

    @Test func referenceToAnUnknownMember() throws {
        let (problems, at) = try single(["to": "[2, 9]", "accepted": "[]"], needle: "9]")
        #expect(
            problems == [
                "\(at): error: $.events[0].to[1]: an invitee refers to user 9, who is not a member of the tribe (members: 1 Maya, 2 Tom)"
            ])
    }

    @Test func unknownOwnerGivenAsAUserObject() throws {
        let (problems, at) = try single(
            ["user": #"{"user_id": 5, "display_name": "Zuri", "image": null}"#], needle: "{\"user_id\": 5")
        #expect(
            problems == [
                "\(at): error: $.events[0].user: the owner (\"user\") refers to user 5, who is not a member of the tribe (members: 1 Maya, 2 Tom)"
            ])
    }

    @Test func anOwnerWhoAcceptsNeedsNoInvitation() throws {
        let text = TestContent.canonical(events: [TestContent.event(["to": "[2]", "accepted": "[1, 2]"])])
        #expect(try TestContent.problems(inCanonical: text).isEmpty)
    }

    /// Lists long enough to be hashed rather than searched warn about the same people.
    @Test func acceptedWithoutInvitationInLongListsIsWarnedAboutAtEachReference() throws {
        let invitees = "[" + Array(repeating: "1", count: 17).joined(separator: ", ") + "]"
        let accepted = "[" + Array(repeating: "2", count: 17).joined(separator: ", ") + "]"
        let event = TestContent.event(["user": "1", "to": invitees, "accepted": accepted])
        let text = TestContent.canonical(events: [event])
        let warnings = try TestContent.problems(inCanonical: text).filter { $0.contains("accepted but is not invited") }
        #expect(warnings.count == 17)
        #expect(warnings.allSatisfy { $0.contains("Tom (user 2) accepted but is not invited") })
    }

    @Test func acceptedWithoutInvitationIsAWarningAndKept() throws {
        let text = TestContent.canonical(events: [TestContent.event(["to": "[]", "accepted": "[2]"])])
        let content = try TestContent.load(["tribe.json": text])
        let at = TestContent.position(of: "[2]", in: text, offsetBy: 1)
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json:\(at): warning: $.events[0].accepted[0]: Tom (user 2) accepted but is not invited (not in \"to\"); kept as accepted, as TribeHub's apps show it"
            ])
        #expect(content.tribe?.events.first?.acceptedIDs == [2])
        #expect(content.isUsable)
    }

    @Test func untilTogetherWithCount() throws {
        let (problems, at) = try single(
            ["until": "\"2027-07-20\"", "count": "10"], needle: "\"count\": 10", offsetBy: 9)
        #expect(
            problems == [
                "\(at): error: $.events[0].count: \"until\" and \"count\" cannot both end a series (RFC 5545 allows one or the other); keep one"
            ])
    }

    @Test func untilBeforeTheStart() throws {
        let (problems, at) = try single(["until": "\"2026-09-01\""], needle: "\"2026-09-01\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].until: the series ends (until 2026-09-01) before it starts (2026-09-05T10:00:00)"
            ])
    }

    @Test func repeatOnlyKeysOnAOneOffEventAreWarnings() throws {
        let (problems, at) = try single(
            ["recurrence_type": "\"NON\"", "count": "3"], needle: "\"count\": 3", offsetBy: 9)
        #expect(problems == ["\(at): warning: $.events[0].count: \"count\" has no effect: the event does not repeat"])
    }

    @Test func allDayEventsTakeDatesAndWholeDays() throws {
        let (problems, at) = try single(
            ["all_day": "true", "start": "\"2026-10-23T09:00:00\"", "duration": ""], needle: "\"2026-10-23")
        #expect(
            problems == [
                "\(at): error: $.events[0].start: an all-day event starts on a date, found a time of day in \"2026-10-23T09:00:00\"; write \"2026-10-23\""
            ])
        let (durationProblems, durationAt) = try single(
            ["all_day": "true", "start": "\"2026-10-23\""], needle: "\"01:30:00\"")
        #expect(
            durationProblems == [
                "\(durationAt): error: $.events[0].duration: an all-day event lasts whole days, like \"1 00:00:00\" or \"3 00:00:00\"; found \"01:30:00\""
            ])
    }

    @Test func anAllDayOverrideLastsWholeDaysToo() throws {
        let overrides = #"[{"original_start": "2026-10-30", "duration": "02:00:00"}]"#
        let (problems, at) = try single(
            ["all_day": "true", "start": "\"2026-10-23\"", "duration": "", "overrides": overrides],
            needle: "\"02:00:00\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].overrides[0].duration: an all-day event lasts whole days, like \"1 00:00:00\" or \"3 00:00:00\"; found \"02:00:00\""
            ])
    }

    @Test func aDateWithoutTimeNeedsAllDay() throws {
        let (problems, at) = try single(["start": "\"2026-10-23\""], needle: "\"2026-10-23\"")
        #expect(
            problems == [
                "\(at): error: $.events[0].start: expected a date-time like \"2026-10-23T09:00:00\", found the date \"2026-10-23\"; an all-day event needs \"all_day\": true"
            ])
    }

    @Test func anAllDayEventWithoutDurationLastsOneDay() throws {
        let text = TestContent.canonical(events: [
            TestContent.event(["all_day": "true", "start": "\"2026-10-23\"", "duration": ""])
        ])
        let content = try TestContent.load(["tribe.json": text])
        #expect(content.diagnostics.isEmpty)
        #expect(content.tribe?.events.first?.duration == .days(1))
        #expect(content.tribe?.events.first?.isAllDay == true)
    }

    @Test func unknownKeyIsAWarningWithASuggestion() throws {
        let (problems, at) = try single(["locaton": "\"Pool\""], needle: "\"locaton\"")
        #expect(
            problems == [
                "\(at): warning: $.events[0].locaton: unknown key \"locaton\" in an event is ignored; did you mean \"location\"?"
            ])
    }

    @Test func duplicateKeyInOneObject() throws {
        let text = TestContent.canonical(events: [
            TestContent.event().replacingOccurrences(
                of: "\"subject\": \"Football practice\"", with: "\"subject\": \"A\", \"subject\": \"B\"")
        ])
        let at = TestContent.position(of: "\"subject\"", in: text, occurrence: 2)
        #expect(
            try TestContent.problems(inCanonical: text) == [
                "content/tribe.json:\(at): error: $.events[0].subject: the key \"subject\" appears twice in one object; JSON readers disagree on which one counts"
            ])
    }

    @Test func anUnknownKeyGivenTwiceIsUnknownThenRepeated() throws {
        let text = TestContent.canonical(events: [
            TestContent.event().replacingOccurrences(
                of: "\"subject\": \"Football practice\"", with: "\"mood\": 1, \"subject\": \"A\", \"mood\": 2")
        ])
        let first = TestContent.position(of: "\"mood\"", in: text)
        let second = TestContent.position(of: "\"mood\"", in: text, occurrence: 2)
        #expect(
            try TestContent.problems(inCanonical: text) == [
                "content/tribe.json:\(first): warning: $.events[0].mood: unknown key \"mood\" in an event is ignored",
                "content/tribe.json:\(second): error: $.events[0].mood: the key \"mood\" appears twice in one object; JSON readers disagree on which one counts",
            ])
    }

    @Test func keysInAnyOrderAreKnownAndTheFirstOfARepeatCounts() throws {
        // The keys of TestContent.event() in reverse, "subject" given twice after them.
        let event =
            #"{"category": "SPO", "subject": "First", "recurrence_type": "WEK", "duration": "01:30:00", "#
            + #""start": "2026-09-05T10:00:00", "accepted": [2], "to": [2], "user": 1, "id": 1, "subject": "Second"}"#
        let text = TestContent.canonical(events: [event])
        let at = TestContent.position(of: "\"subject\"", in: text, occurrence: 2)
        let content = try TestContent.load(["tribe.json": text])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json:\(at): error: $.events[0].subject: the key \"subject\" appears twice in one object; JSON readers disagree on which one counts"
            ])
        #expect(content.tribe?.events.map(\.subject) ?? [] == ["First"])
    }

    @Test func overridesOfTheSameOccurrenceTwice() throws {
        let overrides =
            #"[{"original_start": "2026-09-12T10:00:00", "cancelled": true}, {"original_start": "2026-09-12T10:00:00", "subject": "Moved"}]"#
        let (problems, at) = try single(["overrides": overrides], needle: "{\"original_start\"", occurrence: 2)
        let firstLine = at.split(separator: ":")[1]
        #expect(
            problems == [
                "\(at): error: $.events[0].overrides[1]: a second override of the occurrence at 2026-09-12T10:00:00 (the first is at line \(firstLine))"
            ])
    }

    @Test func anOverrideThatChangesNothingIsAWarning() throws {
        let (problems, at) = try single(
            ["overrides": #"[{"original_start": "2026-09-12T10:00:00"}]"#], needle: "{\"original_start\"")
        #expect(
            problems == [
                "\(at): warning: $.events[0].overrides[0]: this override changes nothing; add a change or \"cancelled\": true"
            ])
    }

    @Test func everyProblemOfTheFileIsReportedInOneRun() throws {
        let text = TestContent.canonical(events: [
            TestContent.event(id: 1, ["category": "\"FOO\""]),
            TestContent.event(id: 2, ["start": "\"2026-13-01T10:00:00\""]),
            TestContent.event(id: 3, ["user": "8"]),
        ])
        let problems = try TestContent.problems(inCanonical: text)
        #expect(problems.count == 3)
        #expect(
            problems.map { $0.split(separator: " ")[2] } == [
                "$.events[0].category:", "$.events[1].start:", "$.events[2].user:",
            ])
    }

    @Test func serverGeneratedRowsAreDroppedUnread() throws {
        let generated = TestContent.event(
            id: 1,
            ["recurrence_type": "\"REC\"", "recurrences": "null", "start": "\"2026-09-12T10:00:00\"", "subject": "3"])
        let content = try TestContent.load([
            "tribe.json": TestContent.canonical(events: [TestContent.event(), generated])
        ])
        #expect(content.diagnostics.isEmpty)
        #expect(content.droppedGeneratedRows == 1)
        #expect(content.tribe?.events.map(\.id) == [1])
    }
}
