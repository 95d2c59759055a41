import TribeSchedule

/// The form for people: one line per occurrence.
extension OccurrenceListing {
    func writeText(_ times: ListedTimes, parts: Int32, of fragments: ListingFragments, into output: inout [UInt8]) {
        times.appendStart(to: &output)
        output.append(times.isAllDay ? " … " as StaticString : " → " as StaticString)
        times.appendEnd(to: &output)
        fragments.append(part: 0, of: parts, to: &output)
    }

    /// What an occurrence's line says after its times.
    func textParts(_ occurrence: Occurrence) -> [[UInt8]] {
        var output: [UInt8] = []
        if occurrence.isAllDay { output.append(" (all day)" as StaticString) }
        output.append("  " as StaticString)
        // Control characters become spaces, so one occurrence stays on one line.
        output.append(
            contentsOf: schedule.facts[occurrence].subject.utf8.map { $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: " ") : $0 }
        )
        output.append("  [" as StaticString)
        output.append(schedule.facts[occurrence].category.label)
        output.append("]  event " as StaticString)
        output.append(decimal: occurrence.eventID)
        if schedule.facts[occurrence].isOverride { output.append(" (changed)" as StaticString) }
        output.append("  owner " as StaticString)
        output.append(name(schedule.facts[occurrence].ownerID))
        let people = invitees(schedule.facts[occurrence])
        if !people.isEmpty {
            output.append("; " as StaticString)
            output.append(
                people.map { "\(name($0.id)) \($0.accepted ? "✓" : "·")\($0.invited ? "" : " (not invited)")" }.joined(
                    separator: ", "))
        }
        output.append(UInt8(ascii: "\n"))
        return [output]
    }
}
