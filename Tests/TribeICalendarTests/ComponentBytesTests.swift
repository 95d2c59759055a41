import Foundation
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

    /// Whatever the text, each line unfolds to what RFC 5545 and the line rules say, worked out
    /// here from the text: no line over 75 octets, control characters but tab gone, TEXT
    /// escaped, parameter values quoted when they hold `:`, `;` or `,`.
    @Test(arguments: [
        "", "plain", "a\u{7}b\u{0}c\td\u{7F}e", "one\rtwo\nthree\r\nfour\r\r\n\n", "\r\u{1}\n",
        String(repeating: "a", count: 70) + String(repeating: "😀", count: 10) + String(repeating: "é,", count: 40),
        "Zone; with: \"quotes\", commas",
    ])
    func textAndValuesAreWrittenAsTheLineRulesSay(text: String) throws {
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
        let written = String(decoding: bytes.finished(), as: UTF8.self)

        let folded = written.components(separatedBy: "\r\n")
        #expect(folded.last == "")
        #expect(folded.allSatisfy { $0.utf8.count <= 75 && String(validating: Array($0.utf8), as: UTF8.self) != nil })
        let unfolded = written.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")

        let clean = Self.withoutControls(text)
        // RFC 5545 §3.3.11, worked out here rather than by `ICalText.escape`, which shares the
        // encoder's code: a backslash, `;` and `,` escaped, and each line break (CRLF, CR or LF)
        // written `\n`.
        var escaped = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n": continue
            case "\r", "\n": escaped += "\\n"
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        escaped = Self.withoutControls(escaped)
        let unquoted = clean.replacingOccurrences(of: "\"", with: "'")
        let parameter = unquoted.contains(where: { ":;,".contains($0) }) ? "\"" + unquoted + "\"" : unquoted
        #expect(
            unfolded == [
                "BEGIN:VEVENT", "SUMMARY:" + escaped, "X-VALUE:" + clean,
                "DTSTART;TZID=\(parameter):09871130T235900", "TEL;VALUE=\(parameter);TYPE=voice:" + clean,
                "EXDATE;VALUE=DATE:" + ICalText.date(dates[0]), "EXDATE;VALUE=DATE:" + ICalText.date(dates[1]),
                "BEGIN:VALARM", "DESCRIPTION:" + escaped, "END:VALARM", "END:VEVENT",
                "",
            ])
    }

    /// `text` without the control characters no line may hold: all but tab.
    private static func withoutControls(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }))
    }
}
