import Testing
import TribeICalendar
import TribeRecurrence

struct ComponentBytesTests {
    @Test func aComponentReadsExactlyAsItsLinesSay() throws {
        let start = try #require(LocalDateTime(iso: "2027-01-05T07:05:09"))
        var event = ComponentBytes("VEVENT")
        event.add("DTSTAMP", "20261122T100000Z")
        event.add("DTSTART", start, zone: "Europe/London")
        event.add("DTEND", date: start.date)
        event.add("SUMMARY", text: "Tea; cake, and \\ more\r\nBEGIN:VEVENT")
        #expect(
            String(decoding: event.finished(), as: UTF8.self)
                == "BEGIN:VEVENT\r\nDTSTAMP:20261122T100000Z\r\nDTSTART;TZID=Europe/London:20270105T070509\r\n"
                + "DTEND;VALUE=DATE:20270105\r\nSUMMARY:Tea\\; cake\\, and \\\\ more\\nBEGIN:VEVENT\r\nEND:VEVENT\r\n")
    }

    /// Whatever the text, the bytes are those of `ICalComponent` with `ContentLine`s, which the
    /// feed tests check against independent parsers.
    @Test(arguments: [
        "", "plain", "a\u{7}b\u{0}c\td\u{7F}e", "one\rtwo\nthree\r\nfour\r\r\n\n", "\r\u{1}\n",
        String(repeating: "a", count: 70) + String(repeating: "😀", count: 10) + String(repeating: "é,", count: 40),
        "Zone; with: \"quotes\", commas",
    ])
    func textAndValuesAreWrittenAsContentLinesWriteThem(text: String) throws {
        let start = try #require(LocalDateTime(iso: "0987-11-30T23:59:00"))
        // Years past four digits and before year 1 come only from arithmetic on dates.
        let dates = [LocalDate(daysSinceEpoch: 4_000_000), LocalDate(daysSinceEpoch: -800_000)]
        var bytes = ComponentBytes("VEVENT")
        bytes.add("SUMMARY", text: text)
        bytes.add("X-VALUE", text)
        bytes.add("DTSTART", start, zone: text)
        bytes.add("TEL", text, parameters: [("VALUE", text), ("TYPE", "voice")])
        for date in dates { bytes.add("EXDATE", date: date) }
        var alarm = ComponentBytes("VALARM")
        alarm.add("DESCRIPTION", text: text)
        bytes.append(component: alarm.finished())

        var component = ICalComponent("VEVENT")
        component.add("SUMMARY", ICalText.escape(text))
        component.add("X-VALUE", text)
        component.add("DTSTART", ICalText.dateTime(start), [("TZID", text)])
        component.add("TEL", text, [("VALUE", text), ("TYPE", "voice")])
        for date in dates { component.add("EXDATE", ICalText.date(date), [("VALUE", "DATE")]) }
        component.components = [ICalComponent("VALARM", lines: [ContentLine("DESCRIPTION", ICalText.escape(text))])]
        #expect(bytes.finished() == component.serialized())
    }
}
