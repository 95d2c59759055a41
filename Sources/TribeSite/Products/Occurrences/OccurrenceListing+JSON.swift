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
        output.append(jsonString: settings.timeZoneName)
        output.append(",\n  \"to\" : \"" as StaticString)
        output.append(contentsOf: windowText(window.to))
        output.append("\",\n  \"tribe\" : " as StaticString)
        output.append(jsonString: tribe.name)
        output.append("\n}\n" as StaticString)
    }

    func writeJSON(
        _ times: ListedTimes, first: Bool, parts: Int32, of fragments: ListingFragments, into output: inout [UInt8]
    ) {
        output.append(
            first ? "\n    {\n      \"all_day\" : " as StaticString : ",\n    {\n      \"all_day\" : " as StaticString)
        fragments.append(part: 0, of: parts, to: &output)
        times.appendEnd(to: &output)
        fragments.append(part: 1, of: parts, to: &output)
        times.appendRecurrenceID(to: &output)
        fragments.append(part: 2, of: parts, to: &output)
        times.appendStart(to: &output)
        fragments.append(part: 3, of: parts, to: &output)
    }

    /// What an occurrence's JSON says besides its times, in the four pieces between them: the
    /// same for every occurrence of a series that no override changed.
    func jsonParts(_ occurrence: Occurrence) -> [[UInt8]] {
        var output: [UInt8] = []
        var parts: [[UInt8]] = []
        output.append(occurrence.isAllDay ? "true" as StaticString : "false" as StaticString)
        output.append(",\n      \"category\" : \"" as StaticString)
        output.append(schedule.facts[occurrence].category.rawValue)
        output.append("\",\n      \"category_label\" : " as StaticString)
        output.append(jsonString: schedule.facts[occurrence].category.label)
        output.append(",\n      \"description\" : " as StaticString)
        output.append(jsonString: schedule.facts[occurrence].description)
        output.append(",\n      \"end\" : \"" as StaticString)
        parts.append(output)
        output = []
        output.append("\",\n      \"event_id\" : " as StaticString)
        output.append(decimal: occurrence.eventID)
        output.append(",\n      \"invitees\" : [" as StaticString)
        let people = invitees(schedule.facts[occurrence])
        for (position, person) in people.enumerated() {
            output.append(
                position == 0
                    ? "\n        {\n          \"id\" : " as StaticString
                    : ",\n        {\n          \"id\" : " as StaticString)
            output.append(decimal: person.id)
            output.append(",\n          \"invited\" : " as StaticString)
            output.append(person.invited ? "true" as StaticString : "false" as StaticString)
            output.append(",\n          \"name\" : " as StaticString)
            output.append(jsonString: name(person.id))
            output.append(",\n          \"response\" : " as StaticString)
            output.append(
                person.accepted
                    ? "\"accepted\"\n        }" as StaticString : "\"not accepted\"\n        }" as StaticString)
        }
        output.append(
            people.isEmpty
                ? "\n\n      ],\n      \"location\" : " as StaticString
                : "\n      ],\n      \"location\" : " as StaticString)
        output.append(jsonString: schedule.facts[occurrence].location)
        output.append(",\n      \"override\" : " as StaticString)
        output.append(schedule.facts[occurrence].isOverride ? "true" as StaticString : "false" as StaticString)
        output.append(",\n      \"owner\" : {\n        \"id\" : " as StaticString)
        output.append(decimal: schedule.facts[occurrence].ownerID)
        output.append(",\n        \"name\" : " as StaticString)
        output.append(jsonString: name(schedule.facts[occurrence].ownerID))
        output.append("\n      },\n      \"recurrence_id\" : \"" as StaticString)
        parts.append(output)
        output = []
        output.append("\",\n      \"recurring\" : " as StaticString)
        output.append(schedule.facts[occurrence].isRecurring ? "true" as StaticString : "false" as StaticString)
        output.append(",\n      \"start\" : \"" as StaticString)
        parts.append(output)
        output = []
        output.append("\",\n      \"subject\" : " as StaticString)
        output.append(jsonString: schedule.facts[occurrence].subject)
        output.append(",\n      \"time_zone\" : " as StaticString)
        output.append(jsonString: schedule.facts[occurrence].timeZone)
        output.append("\n    }" as StaticString)
        parts.append(output)
        return parts
    }
}
