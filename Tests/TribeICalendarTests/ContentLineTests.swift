import Foundation
import Testing
import TribeICalendar
import TribeRecurrence

/// The rules every line is written by, through the one encoder.
struct ContentLineTests {
    private func line(_ name: StaticString, _ value: String) -> String {
        var bytes: [UInt8] = []
        ComponentBytes.writeLine(name, value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of a component between its BEGIN and END.
    private func lines(_ write: (inout ComponentBytes) -> Void) -> String {
        var component = ComponentBytes("X")
        write(&component)
        let text = String(decoding: component.finished(), as: UTF8.self)
        return String(text.dropFirst("BEGIN:X\r\n".count).dropLast("END:X\r\n".count))
    }

    @Test func textIsEscapedAndCannotBreakOutOfItsProperty() {
        let hostile = "Tea; cake, and \\ more\r\nBEGIN:VEVENT\nUID:evil"
        #expect(
            lines { $0.add("SUMMARY", text: hostile) }
                == "SUMMARY:Tea\\; cake\\, and \\\\ more\\nBEGIN:VEVENT\\nUID:evil\r\n")
        #expect(line("UID", "a\r\nBEGIN:VEVENT") == "UID:aBEGIN:VEVENT\r\n")
    }

    @Test func controlCharactersAreStripped() {
        #expect(lines { $0.add("SUMMARY", text: "a\u{7}b\u{0}c\td") } == "SUMMARY:abc\td\r\n")
        #expect(line("X-VALUE", "a\u{7}b\u{7F}c\td") == "X-VALUE:abc\td\r\n")
    }

    @Test func longLinesFoldAt75OctetsWithoutSplittingCharacters() {
        // 70 ASCII letters then emoji (4 octets each): the fold must fall between characters.
        let value =
            String(repeating: "a", count: 70) + String(repeating: "😀", count: 10) + String(repeating: "é", count: 40)
        for text in [line("SUMMARY", value), lines { $0.add("SUMMARY", value) }] {
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
    }

    @Test func parameterValuesAreQuotedWhenTheyMustBe() {
        #expect(
            lines { $0.add("X-TEST", "v", parameters: [("CN", "Doe, Jane: \"J\"")]) }
                == "X-TEST;CN=\"Doe, Jane: 'J'\":v\r\n")
        #expect(
            lines { $0.add("DTSTART", "20270105T170000", parameters: [("TZID", "Europe/London")]) }
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
