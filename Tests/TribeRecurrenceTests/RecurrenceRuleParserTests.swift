import Testing
import TribeRecurrence

struct RecurrenceRuleParserTests {
    @Test(arguments: [
        ("FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("RRULE:freq=weekly;byday=FR,MO,MO;wkst=SU;interval=2", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;WKST=SU"),
        (
            "FREQ=YEARLY;UNTIL=20271224T000000Z;BYMONTH=12,1;BYMONTHDAY=+1,-1",
            "FREQ=YEARLY;UNTIL=20271224T000000Z;BYMONTHDAY=-1,1;BYMONTH=1,12"
        ),
        ("FREQ=DAILY;COUNT=10;WKST=MO", "FREQ=DAILY;COUNT=10"),
        ("FREQ=MONTHLY;BYDAY=TU,WE,TH;BYSETPOS=3;COUNT=3", "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3"),
        ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;UNTIL=20270101", "FREQ=YEARLY;UNTIL=20270101;BYDAY=MO;BYWEEKNO=20"),
        // A trailing ';', as libical and the programs whose calendar files TribePress reads accept.
        ("FREQ=WEEKLY;INTERVAL=1;COUNT=2;BYDAY=MO;", "FREQ=WEEKLY;COUNT=2;BYDAY=MO"),
    ])
    func parsesAndPrintsCanonically(text: String, canonical: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        #expect(rule.description == canonical)
        #expect(try RecurrenceRule(parsing: canonical) == rule)
    }

    @Test(arguments: [
        ("", "the rule is empty; it needs at least FREQ, e.g. FREQ=WEEKLY"),
        ("BYDAY=MO", "FREQ is missing; every rule needs one, e.g. FREQ=WEEKLY"),
        (
            "FREQ=FORTNIGHTLY",
            "FREQ=FORTNIGHTLY: unknown frequency; expected one of YEARLY, MONTHLY, WEEKLY, DAILY, HOURLY, MINUTELY, SECONDLY"
        ),
        ("FREQ=MONTHLY;BYDAY=2XX", "BYDAY=2XX: \"2XX\" does not end in a weekday (MO, TU, WE, TH, FR, SA, SU)"),
        ("FREQ=MONTHLY;BYDAY=0MO", "BYDAY=0MO: \"0MO\": the number before the weekday must be 1 to 53 or -53 to -1"),
        ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY=32: \"32\" is not a day of the month from 1 to 31 or -31 to -1"),
        ("FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY=0: \"0\" is not a day of the month from 1 to 31 or -31 to -1"),
        ("FREQ=DAILY;COUNT=0", "COUNT=0: expected a whole number of at least 1"),
        ("FREQ=DAILY;INTERVAL=two", "INTERVAL=two: expected a whole number of at least 1"),
        ("FREQ=DAILY;COUNT=3;UNTIL=20270101", "COUNT: COUNT and UNTIL cannot both be given; keep one"),
        ("FREQ=DAILY;FREQ=WEEKLY", "FREQ=WEEKLY: FREQ appears more than once"),
        ("FREQ=DAILY;;COUNT=2", "an empty part (two ';' in a row)"),
        ("FREQ=DAILY;COUNT=2;;", "an empty part (two ';' in a row)"),
        (
            "FREQ=DAILY;COLOR=red",
            "COLOR=red: unknown rule part COLOR; expected FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS or WKST"
        ),
        ("FREQ=DAILY;UNTIL=20270230", "UNTIL=20270230: 20270230 is not a real date"),
        (
            "FREQ=DAILY;UNTIL=2027-01-01",
            "UNTIL=2027-01-01: expected a date like 20270720 or a date-time like 20270720T090000Z"
        ),
        ("FREQ=WEEKLY;BYDAY=1MO", "BYDAY=1MO: a numbered weekday only makes sense with FREQ=MONTHLY or FREQ=YEARLY"),
        ("FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO", "BYDAY=1MO: a numbered weekday cannot go with BYWEEKNO"),
        ("FREQ=WEEKLY;BYMONTHDAY=1", "BYMONTHDAY: cannot be used with FREQ=WEEKLY"),
        ("FREQ=MONTHLY;BYYEARDAY=1", "BYYEARDAY: cannot be used with FREQ=MONTHLY"),
        ("FREQ=MONTHLY;BYWEEKNO=1", "BYWEEKNO: only works with FREQ=YEARLY"),
        ("FREQ=MONTHLY;BYSETPOS=1", "BYSETPOS: needs another BY part (such as BYDAY) to pick positions from"),
        ("FREQ=DAILY;BYHOUR=24", "BYHOUR=24: \"24\" is not an hour from 0 to 23"),
        (
            "FREQ=DAILY;INTERVAL=9223372036854775807",
            "INTERVAL=9223372036854775807: expected an interval of at most 100000"
        ),
    ])
    func refusesMalformedRulesNamingThePart(text: String, message: String) {
        #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(parsing: text) }
        do {
            _ = try RecurrenceRule(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
