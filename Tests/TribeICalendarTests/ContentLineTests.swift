import Foundation
import Testing
import TribeICalendar
import TribeRecurrence

struct ContentLineTests {
    private func written(_ line: ContentLine) -> String {
        var bytes: [UInt8] = []
        line.write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func textIsEscapedAndCannotBreakOutOfItsProperty() {
        let hostile = "Tea; cake, and \\ more\r\nBEGIN:VEVENT\nUID:evil"
        #expect(
            written(ContentLine("SUMMARY", ICalText.escape(hostile)))
                == "SUMMARY:Tea\\; cake\\, and \\\\ more\\nBEGIN:VEVENT\\nUID:evil\r\n")
    }

    @Test func controlCharactersAreStripped() {
        #expect(written(ContentLine("SUMMARY", ICalText.escape("a\u{7}b\u{0}c\td"))) == "SUMMARY:abc\td\r\n")
    }

    @Test func longLinesFoldAt75OctetsWithoutSplittingCharacters() {
        // 70 ASCII letters then emoji (4 octets each): the fold must fall between characters.
        let value =
            String(repeating: "a", count: 70) + String(repeating: "😀", count: 10) + String(repeating: "é", count: 40)
        let text = written(ContentLine("SUMMARY", value))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(text.hasSuffix("\r\n"))
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        // Every piece is valid UTF-8 on its own, and unfolding gives back the value.
        #expect(lines.allSatisfy { String(validating: Array($0.utf8), as: UTF8.self) != nil })
        #expect(
            lines.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined()
                == "SUMMARY:" + value)
    }

    @Test func parameterValuesAreQuotedWhenTheyMustBe() {
        #expect(
            written(ContentLine("X-TEST", "v", parameters: [("CN", "Doe, Jane: \"J\"")]))
                == "X-TEST;CN=\"Doe, Jane: 'J'\":v\r\n")
        #expect(
            written(ContentLine("DTSTART", "20270105T170000", parameters: [("TZID", "Europe/London")]))
                == "DTSTART;TZID=Europe/London:20270105T170000\r\n")
    }

    @Test func datesTimesAndOffsetsAreWrittenAsRFC5545Says() throws {
        let when = try #require(LocalDateTime(iso: "2027-01-05T17:00:00"))
        #expect(ICalText.dateTime(when) == "20270105T170000")
        #expect(ICalText.date(when.date) == "20270105")
        #expect(ICalText.utc(1_795_341_600) == "20261122T100000Z")
        #expect([3600, -18_000, 20_700, 0].map(ICalText.offset) == ["+0100", "-0500", "+0545", "+0000"])
    }
}

struct DurationTextTests {
    @Test(arguments: [
        (0, "PT0S"), (5, "PT5S"), (65, "PT1M5S"), (2_700, "PT45M"), (3_600, "PT1H"), (3_605, "PT1H0M5S"),
        (5_400, "PT1H30M"),
        (86_400, "P1D"), (95_400, "P1DT2H30M"), (172_801, "P2DT1S"), (-30, "PT0S"),
    ])
    func aLengthOfTimeIsWrittenAsRFC5545Says(seconds: Int, text: String) {
        #expect(ICalText.duration(seconds: seconds) == text)
    }
}
