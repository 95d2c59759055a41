import Foundation
import Testing
import TribeRecurrence

/// Every example of RFC 5545, section 3.8.5.3 ("Recurrence Rule"), with the occurrences the RFC
/// publishes for it, as New York wall-clock times.
///
/// The examples all start with `DTSTART;TZID=America/New_York:...`; the RFC's "EDT"/"EST" labels
/// only name the offset in force, so the expectations here are the wall-clock times alone.
/// A folded RRULE line of the RFC is given unfolded. Where the RFC lists the start of a rule that
/// runs forever ("..."), the expansion is bounded `through:` the last occurrence the RFC lists, so
/// the engine must produce exactly the listed ones. COUNT and UNTIL rules run unbounded
/// (`through: nil`) and must stop by themselves.
///
/// Source: the text of RFC 5545 (September 2009), pages 123-132, plus the one verified erratum
/// that changes an example there (EID 3883, noted at its test).
struct RFC5545ExampleTests {
    /// The wall-clock starts of DTSTART `start` with RRULE `rule` (and EXDATEs `exdates`) in
    /// America/New_York, up to and including `through`, as `YYYY-MM-DDTHH:MM:SS` strings.
    private func expand(_ rule: String, start: String, exdates: [String] = [], through: String?) throws -> [String] {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let parsed = try RecurrenceRule(parsing: rule)
        let set = RecurrenceSet(
            start: try wallClock(start),
            rule: parsed,
            rdates: [],
            exdates: try exdates.map(wallClock),
            timeZone: newYork
        )
        return set.occurrences(from: nil, through: try through.map(wallClock)).map(\.description)
    }

    /// The wall-clock date-time written `YYYY-MM-DDTHH:MM:SS`.
    private func wallClock(_ iso: String) throws -> LocalDateTime {
        try #require(LocalDateTime(iso: iso))
    }

    /// `YYYY-MM-DDTHH:MM:00`.
    private func iso(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> String {
        String(format: "%04d-%02d-%02dT%02d:%02d:00", year, month, day, hour, minute)
    }

    /// The given days of one month, each at 9:00 AM, the time of every DTSTART in these examples
    /// ("(1997 9:00 AM EDT) September 2,4,16" is `days(1997, 9, [2, 4, 16])`).
    private func days(_ year: Int, _ month: Int, _ days: some Sequence<Int>) -> [String] {
        days.map { day in iso(year, month, day, 9, 0) }
    }

    /// The given wall-clock times, written `HH:MM`, on one day.
    private func times(_ year: Int, _ month: Int, _ day: Int, _ times: [String]) -> [String] {
        times.map { time in String(format: "%04d-%02d-%02dT", year, month, day) + time + ":00" }
    }

    /// The RFC's groups of occurrences, one after the other.
    private func all(_ groups: [String]...) -> [String] {
        groups.flatMap { group in group }
    }

    // MARK: - Daily

    /// Daily for 10 occurrences:
    @Test func dailyForTenOccurrences() throws {
        #expect(
            try expand("FREQ=DAILY;COUNT=10", start: "1997-09-02T09:00:00", through: nil)
                == days(1997, 9, 2...11)
        )
    }

    /// Daily until December 24, 1997:
    @Test func dailyUntilDecember24() throws {
        #expect(
            try expand("FREQ=DAILY;UNTIL=19971224T000000Z", start: "1997-09-02T09:00:00", through: nil)
                == all(
                    days(1997, 9, 2...30), days(1997, 10, 1...25),
                    days(1997, 10, 26...31), days(1997, 11, 1...30), days(1997, 12, 1...23)
                )
        )
    }

    /// Every other day - forever:
    ///
    /// The RFC elides runs with "..." ("September 2,4,6,8...24,26,28,30"); they are the
    /// every-other-day runs in between. It lists up to "December 1,3,...".
    @Test func everyOtherDayForever() throws {
        #expect(
            try expand("FREQ=DAILY;INTERVAL=2", start: "1997-09-02T09:00:00", through: "1997-12-03T09:00:00")
                == all(
                    days(1997, 9, stride(from: 2, through: 30, by: 2)),
                    days(1997, 10, stride(from: 2, through: 24, by: 2)),
                    days(1997, 10, [26, 28, 30]),
                    days(1997, 11, stride(from: 1, through: 29, by: 2)),
                    days(1997, 12, [1, 3])
                )
        )
    }

    /// Every 10 days, 5 occurrences:
    @Test func everyTenDaysFiveOccurrences() throws {
        #expect(
            try expand("FREQ=DAILY;INTERVAL=10;COUNT=5", start: "1997-09-02T09:00:00", through: nil)
                == all(days(1997, 9, [2, 12, 22]), days(1997, 10, [2, 12]))
        )
    }

    /// Every day in January, for 3 years:
    ///
    /// The RFC gives two equivalent rules; both are checked.
    @Test func everyDayInJanuaryForThreeYears() throws {
        let expected = all(days(1998, 1, 1...31), days(1999, 1, 1...31), days(2000, 1, 1...31))
        #expect(
            try expand(
                "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA",
                start: "1998-01-01T09:00:00", through: nil
            ) == expected
        )
        #expect(
            try expand("FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1", start: "1998-01-01T09:00:00", through: nil)
                == expected
        )
    }

    // MARK: - Weekly

    /// Weekly for 10 occurrences:
    @Test func weeklyForTenOccurrences() throws {
        #expect(
            try expand("FREQ=WEEKLY;COUNT=10", start: "1997-09-02T09:00:00", through: nil)
                == all(
                    days(1997, 9, [2, 9, 16, 23, 30]), days(1997, 10, [7, 14, 21]),
                    days(1997, 10, [28]), days(1997, 11, [4])
                )
        )
    }

    /// Weekly until December 24, 1997:
    @Test func weeklyUntilDecember24() throws {
        #expect(
            try expand("FREQ=WEEKLY;UNTIL=19971224T000000Z", start: "1997-09-02T09:00:00", through: nil)
                == all(
                    days(1997, 9, [2, 9, 16, 23, 30]), days(1997, 10, [7, 14, 21]),
                    days(1997, 10, [28]), days(1997, 11, [4, 11, 18, 25]), days(1997, 12, [2, 9, 16, 23])
                )
        )
    }

    /// Every other week - forever:
    @Test func everyOtherWeekForever() throws {
        #expect(
            try expand("FREQ=WEEKLY;INTERVAL=2;WKST=SU", start: "1997-09-02T09:00:00", through: "1998-02-17T09:00:00")
                == all(
                    days(1997, 9, [2, 16, 30]), days(1997, 10, [14]),
                    days(1997, 10, [28]), days(1997, 11, [11, 25]), days(1997, 12, [9, 23]),
                    days(1998, 1, [6, 20]), days(1998, 2, [3, 17])
                )
        )
    }

    /// Weekly on Tuesday and Thursday for five weeks:
    ///
    /// The RFC gives two equivalent rules; both are checked.
    @Test func weeklyOnTuesdayAndThursdayForFiveWeeks() throws {
        let expected = all(days(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]), days(1997, 10, [2]))
        #expect(
            try expand(
                "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH", start: "1997-09-02T09:00:00", through: nil)
                == expected
        )
        #expect(
            try expand("FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH", start: "1997-09-02T09:00:00", through: nil)
                == expected
        )
    }

    /// Every other week on Monday, Wednesday, and Friday until December 24, 1997, starting on
    /// Monday, September 1, 1997:
    @Test func everyOtherWeekOnMondayWednesdayAndFridayUntilDecember24() throws {
        #expect(
            try expand(
                "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR",
                start: "1997-09-01T09:00:00", through: nil
            )
                == all(
                    days(1997, 9, [1, 3, 5, 15, 17, 19, 29]), days(1997, 10, [1, 3, 13, 15, 17]),
                    days(1997, 10, [27, 29, 31]), days(1997, 11, [10, 12, 14, 24, 26, 28]),
                    days(1997, 12, [8, 10, 12, 22])
                )
        )
    }

    /// Every other week on Tuesday and Thursday, for 8 occurrences:
    @Test func everyOtherWeekOnTuesdayAndThursdayForEightOccurrences() throws {
        #expect(
            try expand("FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH", start: "1997-09-02T09:00:00", through: nil)
                == all(days(1997, 9, [2, 4, 16, 18, 30]), days(1997, 10, [2, 14, 16]))
        )
    }

    // MARK: - Monthly

    /// Monthly on the first Friday for 10 occurrences:
    @Test func monthlyOnTheFirstFridayForTenOccurrences() throws {
        #expect(
            try expand("FREQ=MONTHLY;COUNT=10;BYDAY=1FR", start: "1997-09-05T09:00:00", through: nil)
                == [
                    "1997-09-05T09:00:00", "1997-10-03T09:00:00",
                    "1997-11-07T09:00:00", "1997-12-05T09:00:00",
                    "1998-01-02T09:00:00", "1998-02-06T09:00:00", "1998-03-06T09:00:00", "1998-04-03T09:00:00",
                    "1998-05-01T09:00:00", "1998-06-05T09:00:00",
                ]
        )
    }

    /// Monthly on the first Friday until December 24, 1997:
    @Test func monthlyOnTheFirstFridayUntilDecember24() throws {
        #expect(
            try expand("FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR", start: "1997-09-05T09:00:00", through: nil)
                == ["1997-09-05T09:00:00", "1997-10-03T09:00:00", "1997-11-07T09:00:00", "1997-12-05T09:00:00"]
        )
    }

    /// Every other month on the first and last Sunday of the month for 10 occurrences:
    @Test func everyOtherMonthOnTheFirstAndLastSundayForTenOccurrences() throws {
        #expect(
            try expand("FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU", start: "1997-09-07T09:00:00", through: nil)
                == all(
                    days(1997, 9, [7, 28]), days(1997, 11, [2, 30]),
                    days(1998, 1, [4, 25]), days(1998, 3, [1, 29]), days(1998, 5, [3, 31])
                )
        )
    }

    /// Monthly on the second-to-last Monday of the month for 6 months:
    @Test func monthlyOnTheSecondToLastMondayForSixMonths() throws {
        #expect(
            try expand("FREQ=MONTHLY;COUNT=6;BYDAY=-2MO", start: "1997-09-22T09:00:00", through: nil)
                == [
                    "1997-09-22T09:00:00", "1997-10-20T09:00:00",
                    "1997-11-17T09:00:00", "1997-12-22T09:00:00",
                    "1998-01-19T09:00:00", "1998-02-16T09:00:00",
                ]
        )
    }

    /// Monthly on the third-to-the-last day of the month, forever:
    @Test func monthlyOnTheThirdToTheLastDayForever() throws {
        #expect(
            try expand("FREQ=MONTHLY;BYMONTHDAY=-3", start: "1997-09-28T09:00:00", through: "1998-02-26T09:00:00")
                == [
                    "1997-09-28T09:00:00",
                    "1997-10-29T09:00:00", "1997-11-28T09:00:00", "1997-12-29T09:00:00",
                    "1998-01-29T09:00:00", "1998-02-26T09:00:00",
                ]
        )
    }

    /// Monthly on the 2nd and 15th of the month for 10 occurrences:
    @Test func monthlyOnTheSecondAndFifteenthForTenOccurrences() throws {
        #expect(
            try expand("FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15", start: "1997-09-02T09:00:00", through: nil)
                == all(
                    days(1997, 9, [2, 15]), days(1997, 10, [2, 15]),
                    days(1997, 11, [2, 15]), days(1997, 12, [2, 15]),
                    days(1998, 1, [2, 15])
                )
        )
    }

    /// Monthly on the first and last day of the month for 10 occurrences:
    @Test func monthlyOnTheFirstAndLastDayForTenOccurrences() throws {
        #expect(
            try expand("FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1", start: "1997-09-30T09:00:00", through: nil)
                == all(
                    days(1997, 9, [30]), days(1997, 10, [1]),
                    days(1997, 10, [31]), days(1997, 11, [1, 30]), days(1997, 12, [1, 31]),
                    days(1998, 1, [1, 31]), days(1998, 2, [1])
                )
        )
    }

    /// Every 18 months on the 10th thru 15th of the month for 10 occurrences:
    @Test func everyEighteenMonthsOnTheTenthThruFifteenthForTenOccurrences() throws {
        #expect(
            try expand(
                "FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15",
                start: "1997-09-10T09:00:00", through: nil
            ) == all(days(1997, 9, [10, 11, 12, 13, 14, 15]), days(1999, 3, [10, 11, 12, 13]))
        )
    }

    /// Every Tuesday, every other month:
    @Test func everyTuesdayEveryOtherMonth() throws {
        #expect(
            try expand("FREQ=MONTHLY;INTERVAL=2;BYDAY=TU", start: "1997-09-02T09:00:00", through: "1998-03-31T09:00:00")
                == all(
                    days(1997, 9, [2, 9, 16, 23, 30]),
                    days(1997, 11, [4, 11, 18, 25]),
                    days(1998, 1, [6, 13, 20, 27]), days(1998, 3, [3, 10, 17, 24, 31])
                )
        )
    }

    // MARK: - Yearly

    /// Yearly in June and July for 10 occurrences:
    ///
    /// (Since none of BYDAY, BYMONTHDAY or BYYEARDAY is given, the day comes from DTSTART.)
    @Test func yearlyInJuneAndJulyForTenOccurrences() throws {
        #expect(
            try expand("FREQ=YEARLY;COUNT=10;BYMONTH=6,7", start: "1997-06-10T09:00:00", through: nil)
                == [
                    "1997-06-10T09:00:00", "1997-07-10T09:00:00",
                    "1998-06-10T09:00:00", "1998-07-10T09:00:00",
                    "1999-06-10T09:00:00", "1999-07-10T09:00:00",
                    "2000-06-10T09:00:00", "2000-07-10T09:00:00",
                    "2001-06-10T09:00:00", "2001-07-10T09:00:00",
                ]
        )
    }

    /// Every other year on January, February, and March for 10 occurrences:
    @Test func everyOtherYearOnJanuaryFebruaryAndMarchForTenOccurrences() throws {
        #expect(
            try expand("FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3", start: "1997-03-10T09:00:00", through: nil)
                == [
                    "1997-03-10T09:00:00",
                    "1999-01-10T09:00:00", "1999-02-10T09:00:00", "1999-03-10T09:00:00",
                    "2001-01-10T09:00:00", "2001-02-10T09:00:00", "2001-03-10T09:00:00",
                    "2003-01-10T09:00:00", "2003-02-10T09:00:00", "2003-03-10T09:00:00",
                ]
        )
    }

    /// Every third year on the 1st, 100th, and 200th day for 10 occurrences:
    @Test func everyThirdYearOnTheFirstHundredthAndTwoHundredthDayForTenOccurrences() throws {
        #expect(
            try expand(
                "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200", start: "1997-01-01T09:00:00", through: nil)
                == [
                    "1997-01-01T09:00:00", "1997-04-10T09:00:00", "1997-07-19T09:00:00",
                    "2000-01-01T09:00:00", "2000-04-09T09:00:00", "2000-07-18T09:00:00",
                    "2003-01-01T09:00:00", "2003-04-10T09:00:00", "2003-07-19T09:00:00",
                    "2006-01-01T09:00:00",
                ]
        )
    }

    /// Every 20th Monday of the year, forever:
    @Test func everyTwentiethMondayOfTheYearForever() throws {
        #expect(
            try expand("FREQ=YEARLY;BYDAY=20MO", start: "1997-05-19T09:00:00", through: "1999-05-17T09:00:00")
                == ["1997-05-19T09:00:00", "1998-05-18T09:00:00", "1999-05-17T09:00:00"]
        )
    }

    /// Monday of week number 20 (where the default start of the week is Monday), forever:
    @Test func mondayOfWeekNumberTwentyForever() throws {
        #expect(
            try expand("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", start: "1997-05-12T09:00:00", through: "1999-05-17T09:00:00")
                == ["1997-05-12T09:00:00", "1998-05-11T09:00:00", "1999-05-17T09:00:00"]
        )
    }

    /// Every Thursday in March, forever:
    @Test func everyThursdayInMarchForever() throws {
        #expect(
            try expand("FREQ=YEARLY;BYMONTH=3;BYDAY=TH", start: "1997-03-13T09:00:00", through: "1999-03-25T09:00:00")
                == all(
                    days(1997, 3, [13, 20, 27]),
                    days(1998, 3, [5, 12, 19, 26]),
                    days(1999, 3, [4, 11, 18, 25])
                )
        )
    }

    /// Every Thursday, but only during June, July, and August, forever:
    @Test func everyThursdayOnlyDuringJuneJulyAndAugustForever() throws {
        #expect(
            try expand(
                "FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8", start: "1997-06-05T09:00:00", through: "1999-08-26T09:00:00")
                == all(
                    days(1997, 6, [5, 12, 19, 26]), days(1997, 7, [3, 10, 17, 24, 31]),
                    days(1997, 8, [7, 14, 21, 28]),
                    days(1998, 6, [4, 11, 18, 25]), days(1998, 7, [2, 9, 16, 23, 30]),
                    days(1998, 8, [6, 13, 20, 27]),
                    days(1999, 6, [3, 10, 17, 24]), days(1999, 7, [1, 8, 15, 22, 29]),
                    days(1999, 8, [5, 12, 19, 26])
                )
        )
    }

    // MARK: - Combined BYxxx rules

    /// Every Friday the 13th, forever:
    ///
    /// DTSTART (a Tuesday) does not match the rule; the RFC removes it with an EXDATE.
    @Test func everyFridayTheThirteenthForever() throws {
        #expect(
            try expand(
                "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", start: "1997-09-02T09:00:00",
                exdates: ["1997-09-02T09:00:00"], through: "2000-10-13T09:00:00"
            ) == [
                "1998-02-13T09:00:00", "1998-03-13T09:00:00", "1998-11-13T09:00:00",
                "1999-08-13T09:00:00",
                "2000-10-13T09:00:00",
            ]
        )
    }

    /// The first Saturday that follows the first Sunday of the month, forever:
    @Test func theFirstSaturdayThatFollowsTheFirstSundayOfTheMonthForever() throws {
        #expect(
            try expand(
                "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13",
                start: "1997-09-13T09:00:00", through: "1998-06-13T09:00:00"
            ) == [
                "1997-09-13T09:00:00", "1997-10-11T09:00:00",
                "1997-11-08T09:00:00", "1997-12-13T09:00:00",
                "1998-01-10T09:00:00", "1998-02-07T09:00:00", "1998-03-07T09:00:00",
                "1998-04-11T09:00:00", "1998-05-09T09:00:00", "1998-06-13T09:00:00",
            ]
        )
    }

    /// Every 4 years, the first Tuesday after a Monday in November, forever (U.S. Presidential
    /// Election day):
    @Test func everyFourYearsTheFirstTuesdayAfterAMondayInNovemberUSPresidentialElectionDay() throws {
        #expect(
            try expand(
                "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
                start: "1996-11-05T09:00:00", through: "2004-11-02T09:00:00"
            ) == ["1996-11-05T09:00:00", "2000-11-07T09:00:00", "2004-11-02T09:00:00"]
        )
    }

    /// The third instance into the month of one of Tuesday, Wednesday, or Thursday, for the next
    /// 3 months:
    @Test func theThirdTuesdayWednesdayOrThursdayOfTheMonthForTheNextThreeMonths() throws {
        #expect(
            try expand("FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", start: "1997-09-04T09:00:00", through: nil)
                == ["1997-09-04T09:00:00", "1997-10-07T09:00:00", "1997-11-06T09:00:00"]
        )
    }

    /// The second-to-last weekday of the month:
    @Test func theSecondToLastWeekdayOfTheMonth() throws {
        #expect(
            try expand(
                "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
                start: "1997-09-29T09:00:00", through: "1998-03-30T09:00:00"
            ) == [
                "1997-09-29T09:00:00",
                "1997-10-30T09:00:00", "1997-11-27T09:00:00", "1997-12-30T09:00:00",
                "1998-01-29T09:00:00", "1998-02-26T09:00:00", "1998-03-30T09:00:00",
            ]
        )
    }

    // MARK: - Hourly and minutely

    /// Every 3 hours from 9:00 AM to 5:00 PM on a specific day:
    ///
    /// The RFC as published prints `UNTIL=19970902T170000Z` with the list 09:00, 12:00, 15:00.
    /// 17:00Z is 1:00 PM EDT, so that rule cannot yield 15:00. Verified erratum EID 3883
    /// (https://www.rfc-editor.org/errata/eid3883) corrects the rule to `UNTIL=19970902T210000Z`
    /// (5:00 PM EDT) and keeps the list: that pair is the RFC's expectation. The rule as first
    /// printed is also checked, with the list its UTC UNTIL gives.
    @Test func everyThreeHoursFromNineAMToFivePMOnASpecificDay() throws {
        #expect(
            try expand("FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z", start: "1997-09-02T09:00:00", through: nil)
                == times(1997, 9, 2, ["09:00", "12:00", "15:00"])
        )
        #expect(
            try expand("FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z", start: "1997-09-02T09:00:00", through: nil)
                == times(1997, 9, 2, ["09:00", "12:00"])
        )
    }

    /// Every 15 minutes for 6 occurrences:
    @Test func everyFifteenMinutesForSixOccurrences() throws {
        #expect(
            try expand("FREQ=MINUTELY;INTERVAL=15;COUNT=6", start: "1997-09-02T09:00:00", through: nil)
                == times(1997, 9, 2, ["09:00", "09:15", "09:30", "09:45", "10:00", "10:15"])
        )
    }

    /// Every hour and a half for 4 occurrences:
    @Test func everyHourAndAHalfForFourOccurrences() throws {
        #expect(
            try expand("FREQ=MINUTELY;INTERVAL=90;COUNT=4", start: "1997-09-02T09:00:00", through: nil)
                == times(1997, 9, 2, ["09:00", "10:30", "12:00", "13:30"])
        )
    }

    /// Every 20 minutes from 9:00 AM to 4:40 PM every day:
    ///
    /// The RFC gives two equivalent rules; both are checked. It lists September 2 and 3 as
    /// "9:00,9:20,9:40,10:00,10:20, ... 16:00,16:20,16:40", i.e. every 20 minutes in between.
    @Test func everyTwentyMinutesFromNineAMToFourFortyPMEveryDay() throws {
        let everyTwentyMinutes = stride(from: 9 * 60, through: 16 * 60 + 40, by: 20).map { minutes in
            String(format: "%02d:%02d", minutes / 60, minutes % 60)
        }
        let expected = all(times(1997, 9, 2, everyTwentyMinutes), times(1997, 9, 3, everyTwentyMinutes))
        #expect(expected.count == 2 * 24)
        #expect(
            try expand(
                "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40",
                start: "1997-09-02T09:00:00", through: "1997-09-03T16:40:00"
            ) == expected
        )
        #expect(
            try expand(
                "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
                start: "1997-09-02T09:00:00", through: "1997-09-03T16:40:00"
            ) == expected
        )
    }

    // MARK: - WKST and invalid dates

    /// An example where the days generated makes a difference because of WKST:
    ///
    /// (The RFC lists dates only; the time is DTSTART's 9:00 AM.)
    @Test func weekStartMondayChangesTheDaysGenerated() throws {
        #expect(
            try expand("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO", start: "1997-08-05T09:00:00", through: nil)
                == days(1997, 8, [5, 10, 19, 24])
        )
    }

    /// changing only WKST from MO to SU, yields different results...
    @Test func weekStartSundayYieldsDifferentResults() throws {
        #expect(
            try expand("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU", start: "1997-08-05T09:00:00", through: nil)
                == days(1997, 8, [5, 17, 19, 31])
        )
    }

    /// An example where an invalid date (i.e., February 30) is ignored.
    ///
    /// (The RFC lists dates only; the time is DTSTART's 9:00 AM.)
    @Test func anInvalidDateFebruaryThirtiethIsIgnored() throws {
        #expect(
            try expand("FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5", start: "2007-01-15T09:00:00", through: nil)
                == all(days(2007, 1, [15, 30]), days(2007, 2, [15]), days(2007, 3, [15, 30]))
        )
    }
}
