import TribeRecurrence
import TribeSchedule

/// The CSV form: RFC 4180, with a header row and the CRLF line ends spreadsheets expect.
extension OccurrenceListing {
    func writeCSVHeader(into output: inout [UInt8]) {
        output.append(
            "event_id,recurrence_id,start,end,all_day,time_zone,subject,category,owner,invitees,location,recurring,override\r\n"
                as StaticString)
    }

    func writeCSV(_ times: ListedTimes, parts: Int32, of fragments: ListingFragments, into output: inout [UInt8]) {
        fragments.append(part: 0, of: parts, to: &output)
        times.appendRecurrenceID(to: &output)
        output.append(UInt8(ascii: ","))
        times.appendStart(to: &output)
        output.append(UInt8(ascii: ","))
        times.appendEnd(to: &output)
        fragments.append(part: 1, of: parts, to: &output)
    }

    /// What an occurrence's row says besides its times: the id before them and the rest after.
    func csvParts(_ occurrence: Occurrence) -> [[UInt8]] {
        var head: [UInt8] = []
        head.append(decimal: occurrence.eventID)
        head.append(UInt8(ascii: ","))
        var output: [UInt8] = []
        output.append(occurrence.isAllDay ? ",true," as StaticString : ",false," as StaticString)
        Self.appendCSVField(schedule.facts[occurrence].timeZone, to: &output)
        output.append(UInt8(ascii: ","))
        Self.appendCSVField(schedule.facts[occurrence].subject, to: &output)
        output.append(UInt8(ascii: ","))
        output.append(schedule.facts[occurrence].category.rawValue)
        output.append(UInt8(ascii: ","))
        Self.appendCSVField(name(schedule.facts[occurrence].ownerID), to: &output)
        output.append(UInt8(ascii: ","))
        let people = invitees(schedule.facts[occurrence]).map { person in
            "\(name(person.id)) (\(person.accepted ? "accepted" : "not accepted")\(person.invited ? "" : ", not invited"))"
        }
        Self.appendCSVField(people.joined(separator: "; "), to: &output)
        output.append(UInt8(ascii: ","))
        Self.appendCSVField(schedule.facts[occurrence].location ?? "", to: &output)
        output.append(schedule.facts[occurrence].isRecurring ? ",true," as StaticString : ",false," as StaticString)
        output.append(schedule.facts[occurrence].isOverride ? "true\r\n" as StaticString : "false\r\n" as StaticString)
        return [head, output]
    }

    /// A field, quoted (with quotes doubled) when it holds a comma, a quote or a line break.
    static func appendCSVField(_ value: String, to output: inout [UInt8]) {
        let special = value.containsUTF8Byte {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
        }
        guard special else {
            output.append(value)
            return
        }
        output.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\"") { output.append(UInt8(ascii: "\"")) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "\""))
    }
}
