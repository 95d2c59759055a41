import Foundation
import Testing
import TribeICalendar

struct VTimeZoneBuilderTests {
    private func text(_ identifier: String, _ years: ClosedRange<Int>) throws -> String {
        let zone = try #require(TimeZone(identifier: identifier))
        return String(
            decoding: VTimeZoneBuilder.component(for: identifier, timeZone: zone, years: years),
            as: UTF8.self)
    }

    @Test func londonIsTwoYearlyRulesStartingIn1970LikeGooglesAndOutlooks() throws {
        // Last Sundays of March and October 1970: the 29th and the 25th.
        #expect(
            try text("Europe/London", 2026...2027)
                == [
                    "BEGIN:VTIMEZONE", "TZID:Europe/London",
                    "BEGIN:DAYLIGHT", "DTSTART:19700329T010000", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100",
                    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
                    "BEGIN:STANDARD", "DTSTART:19701025T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000",
                    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
                    "END:VTIMEZONE", "",
                ].joined(separator: "\r\n"))
    }

    @Test func aZoneWithoutDaylightSavingIsOneBlock() throws {
        #expect(
            try text("Asia/Tokyo", 2026...2027).contains(
                "BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nEND:STANDARD"))
    }

    @Test func aRuleChangeWithinTheSpanEndsTheOldRuleWithUntil() throws {
        // The United States moved daylight saving from April/October to March/November in 2007.
        let newYork = try text("America/New_York", 2006...2008)
        // The old rules are the earliest and start in 1970 (first Sunday of April: the 5th);
        // the new ones start when they began.
        #expect(
            newYork.contains(
                "DTSTART:19700405T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nRRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z"
            ))
        #expect(
            newYork.contains(
                "DTSTART:19701025T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL="
            ))
        #expect(
            newYork.contains(
                "DTSTART:20070311T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n"
            ))
        #expect(
            newYork.contains(
                "DTSTART:20071104T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n"
            ))
    }
}

struct AbolishedDaylightSavingTests {
    @Test func aZoneThatStoppedDaylightSavingEndsItsRules() throws {
        // Mexico City kept daylight saving until October 2022 and then abolished it.
        let zone = try #require(TimeZone(identifier: "America/Mexico_City"))
        let text = String(
            decoding: VTimeZoneBuilder.component(for: "America/Mexico_City", timeZone: zone, years: 2021...2024),
            as: UTF8.self)
        #expect(text.contains("RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20220403T080000Z"))
        #expect(text.contains("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20221030T070000Z"))
        #expect(!text.contains("RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU\r\n"))
    }
}
