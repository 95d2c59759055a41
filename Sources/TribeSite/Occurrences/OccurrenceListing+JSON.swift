import TribeSchedule

/// The JSON form, written as Foundation's `JSONEncoder` writes it pretty-printed with sorted
/// keys and unescaped slashes, which is what scripts already read.
extension OccurrenceListing {
    func writeJSONHeader(count: Int, into output: inout [UInt8]) {
        output.append("{\n  \"count\" : " as StaticString)
        output.append(decimal: count)
        output.append(",\n  \"from\" : \"" as StaticString)
        output.append(contentsOf: windowText(window.from))
        output.append("\",\n  \"occurrences\" : [" as StaticString)
    }

    func writeJSONFooter(empty: Bool, into output: inout [UInt8]) {
        output.append(
            empty ? "\n\n  ],\n  \"time_zone\" : " as StaticString : "\n  ],\n  \"time_zone\" : " as StaticString)
        Self.appendJSONString(settings.timeZoneName, to: &output)
        output.append(",\n  \"to\" : \"" as StaticString)
        output.append(contentsOf: windowText(window.to))
        output.append("\",\n  \"tribe\" : " as StaticString)
        Self.appendJSONString(tribe.name, to: &output)
        output.append("\n}\n" as StaticString)
    }

    func writeJSON(_ occurrence: Occurrence, first: Bool, fragments: ListingFragments, into output: inout [UInt8]) {
        let parts = fragments.parts(of: occurrence, make: jsonParts)
        output.append(
            first ? "\n    {\n      \"all_day\" : " as StaticString : ",\n    {\n      \"all_day\" : " as StaticString)
        output += parts[0]
        appendEnd(occurrence, to: &output)
        output += parts[1]
        appendRecurrenceID(occurrence, to: &output)
        output += parts[2]
        appendStart(occurrence, to: &output)
        output += parts[3]
    }

    /// What an occurrence's JSON says besides its times, in the four pieces between them: the
    /// same for every occurrence of a series that no override changed.
    func jsonParts(_ occurrence: Occurrence) -> [[UInt8]] {
        var output: [UInt8] = []
        var parts: [[UInt8]] = []
        output.append(occurrence.isAllDay ? "true" as StaticString : "false" as StaticString)
        output.append(",\n      \"category\" : \"" as StaticString)
        output.append(occurrence.category.rawValue)
        output.append("\",\n      \"category_label\" : " as StaticString)
        Self.appendJSONString(occurrence.category.label, to: &output)
        output.append(",\n      \"description\" : " as StaticString)
        Self.appendJSONString(occurrence.description, to: &output)
        output.append(",\n      \"end\" : \"" as StaticString)
        parts.append(output)
        output = []
        output.append("\",\n      \"event_id\" : " as StaticString)
        output.append(decimal: occurrence.eventID)
        output.append(",\n      \"invitees\" : [" as StaticString)
        let people = invitees(occurrence)
        for (position, person) in people.enumerated() {
            output.append(
                position == 0
                    ? "\n        {\n          \"id\" : " as StaticString
                    : ",\n        {\n          \"id\" : " as StaticString)
            output.append(decimal: person.id)
            output.append(",\n          \"invited\" : " as StaticString)
            output.append(person.invited ? "true" as StaticString : "false" as StaticString)
            output.append(",\n          \"name\" : " as StaticString)
            Self.appendJSONString(name(person.id), to: &output)
            output.append(",\n          \"response\" : " as StaticString)
            output.append(
                person.accepted
                    ? "\"accepted\"\n        }" as StaticString : "\"not accepted\"\n        }" as StaticString)
        }
        output.append(
            people.isEmpty
                ? "\n\n      ],\n      \"location\" : " as StaticString
                : "\n      ],\n      \"location\" : " as StaticString)
        Self.appendJSONString(occurrence.location, to: &output)
        output.append(",\n      \"override\" : " as StaticString)
        output.append(occurrence.isOverride ? "true" as StaticString : "false" as StaticString)
        output.append(",\n      \"owner\" : {\n        \"id\" : " as StaticString)
        output.append(decimal: occurrence.ownerID)
        output.append(",\n        \"name\" : " as StaticString)
        Self.appendJSONString(name(occurrence.ownerID), to: &output)
        output.append("\n      },\n      \"recurrence_id\" : \"" as StaticString)
        parts.append(output)
        output = []
        output.append("\",\n      \"recurring\" : " as StaticString)
        output.append(occurrence.isRecurring ? "true" as StaticString : "false" as StaticString)
        output.append(",\n      \"start\" : \"" as StaticString)
        parts.append(output)
        output = []
        output.append("\",\n      \"subject\" : " as StaticString)
        Self.appendJSONString(occurrence.subject, to: &output)
        output.append(",\n      \"time_zone\" : " as StaticString)
        Self.appendJSONString(occurrence.timeZone, to: &output)
        output.append("\n    }" as StaticString)
        parts.append(output)
        return parts
    }

    /// A JSON string, or `null`: quotes, backslashes and control characters escaped as
    /// `JSONEncoder` escapes them, everything else as it is.
    static func appendJSONString(_ text: String?, to output: inout [UInt8]) {
        guard var text else {
            output.append("null" as StaticString)
            return
        }
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices
            where bytes[index] < 0x20 || bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch bytes[index] {
                case UInt8(ascii: "\""): output.append("\\\"" as StaticString)
                case UInt8(ascii: "\\"): output.append("\\\\" as StaticString)
                case 0x08: output.append("\\b" as StaticString)
                case 0x0C: output.append("\\f" as StaticString)
                case 0x0A: output.append("\\n" as StaticString)
                case 0x0D: output.append("\\r" as StaticString)
                case 0x09: output.append("\\t" as StaticString)
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    output.append("\\u00" as StaticString)
                    output.append(hex[Int(bytes[index] >> 4)])
                    output.append(hex[Int(bytes[index] & 0x0F)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
