import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule

/// Occurrences printed for people (text) or programs (JSON, CSV).
///
/// The JSON shape is a contract for scripts and is documented in the README; keys are
/// always present (null when empty) and sorted.
public struct OccurrenceListing: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, csv
    }

    let tribe: Tribe
    let settings: SiteSettings
    let window: (from: Int, to: Int)
    let occurrences: [Occurrence]

    /// Runs `query` against prepared content.
    public static func make(_ prepared: PreparedContent, query: OccurrenceQuery) throws(BuildFailure) -> OccurrenceListing {
        let window = try query.window(prepared.settings)
        let include = try query.filter(for: prepared.tribe)
        let occurrences = prepared.schedule.occurrences(from: window.from, to: window.to, where: include)
        return OccurrenceListing(tribe: prepared.tribe, settings: prepared.settings, window: window, occurrences: occurrences)
    }

    public var count: Int { occurrences.count }

    public func render(_ format: Format) -> String {
        switch format {
        case .text: return text()
        case .json: return json()
        case .csv: return csv()
        }
    }
}

private extension OccurrenceListing {
    struct Person: Encodable {
        let id: Int
        let name: String
    }

    struct Invitee: Encodable {
        let id: Int
        let name: String
        let invited: Bool
        let response: String
    }

    struct Item: Encodable {
        let eventID: Int
        let recurrenceID: String
        let start: String
        let end: String
        let allDay: Bool
        let timeZone: String
        let subject: String
        let category: String
        let categoryLabel: String
        let owner: Person
        let invitees: [Invitee]
        let location: String?
        let description: String?
        let recurring: Bool
        let override: Bool

        enum CodingKeys: String, CodingKey {
            case eventID = "event_id", recurrenceID = "recurrence_id", start, end, allDay = "all_day", timeZone = "time_zone", subject,
                 category, categoryLabel = "category_label", owner, invitees, location, description, recurring, override
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(eventID, forKey: .eventID)
            try container.encode(recurrenceID, forKey: .recurrenceID)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(allDay, forKey: .allDay)
            try container.encode(timeZone, forKey: .timeZone)
            try container.encode(subject, forKey: .subject)
            try container.encode(category, forKey: .category)
            try container.encode(categoryLabel, forKey: .categoryLabel)
            try container.encode(owner, forKey: .owner)
            try container.encode(invitees, forKey: .invitees)
            // Explicit nulls keep every key present, so scripts need not test for absence.
            try container.encode(location, forKey: .location)
            try container.encode(description, forKey: .description)
            try container.encode(recurring, forKey: .recurring)
            try container.encode(override, forKey: .override)
        }
    }

    struct Document: Encodable {
        let tribe: String
        let timeZone: String
        let from: String
        let to: String
        let count: Int
        let occurrences: [Item]

        enum CodingKeys: String, CodingKey {
            case tribe, timeZone = "time_zone", from, to, count, occurrences
        }
    }

    func name(_ id: Int) -> String {
        tribe.members.first { $0.id == id }?.displayName ?? "user \(id)"
    }

    func invitees(_ occurrence: Occurrence) -> [Invitee] {
        let invited = occurrence.inviteeIDs.map {
            Invitee(id: $0, name: name($0), invited: true, response: occurrence.acceptedIDs.contains($0) ? "accepted" : "not accepted")
        }
        // TribeHub can keep someone as accepted after they were uninvited; say so rather than hide it.
        let uninvited = occurrence.acceptedIDs.filter { !occurrence.inviteeIDs.contains($0) && $0 != occurrence.ownerID }.map {
            Invitee(id: $0, name: name($0), invited: false, response: "accepted")
        }
        return invited + uninvited
    }

    func startText(_ occurrence: Occurrence) -> String {
        occurrence.isAllDay ? occurrence.start.wall.date.description : occurrence.start.iso8601
    }

    func endText(_ occurrence: Occurrence) -> String {
        occurrence.isAllDay ? occurrence.end.wall.date.description : occurrence.end.iso8601
    }

    func item(_ occurrence: Occurrence) -> Item {
        Item(
            eventID: occurrence.eventID,
            recurrenceID: occurrence.isAllDay ? occurrence.originalStart.date.description : occurrence.originalStart.description,
            start: startText(occurrence), end: endText(occurrence), allDay: occurrence.isAllDay, timeZone: occurrence.timeZone,
            subject: occurrence.subject, category: occurrence.category.rawValue, categoryLabel: occurrence.category.label,
            owner: Person(id: occurrence.ownerID, name: name(occurrence.ownerID)), invitees: invitees(occurrence),
            location: occurrence.location, description: occurrence.description, recurring: occurrence.isRecurring, override: occurrence.isOverride
        )
    }

    func windowText(_ instant: Int) -> String {
        ZonedTime(instant: instant, clock: ZoneClock(settings.timeZone)).iso8601
    }

    func json() -> String {
        let document = Document(
            tribe: tribe.name, timeZone: settings.timeZoneName, from: windowText(window.from), to: windowText(window.to),
            count: occurrences.count, occurrences: occurrences.map(item)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and booleans cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func csv() -> String {
        var lines = ["event_id,recurrence_id,start,end,all_day,time_zone,subject,category,owner,invitees,location,recurring,override"]
        for occurrence in occurrences {
            let entry = item(occurrence)
            let people = entry.invitees.map { "\($0.name) (\($0.response)\($0.invited ? "" : ", not invited"))" }.joined(separator: "; ")
            let fields = [
                String(entry.eventID), entry.recurrenceID, entry.start, entry.end, String(entry.allDay), entry.timeZone, entry.subject,
                entry.category, entry.owner.name, people, entry.location ?? "", String(entry.recurring), String(entry.override),
            ]
            lines.append(fields.map(Self.csvField).joined(separator: ","))
        }
        // RFC 4180 asks for CRLF line ends, which spreadsheets expect.
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    func text() -> String {
        var lines: [String] = []
        for occurrence in occurrences {
            let entry = item(occurrence)
            let when = occurrence.isAllDay ? "\(entry.start) … \(entry.end) (all day)" : "\(entry.start) → \(entry.end)"
            var line = "\(when)  \(entry.subject.singleLine)  [\(entry.categoryLabel)]  event \(entry.eventID)"
            if occurrence.isOverride { line += " (changed)" }
            line += "  owner \(entry.owner.name)"
            if !entry.invitees.isEmpty {
                line += "; " + entry.invitees.map { "\($0.name) \($0.response == "accepted" ? "✓" : "·")\($0.invited ? "" : " (not invited)")" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension String {
    /// Control characters shown as spaces, so one occurrence stays on one line of text output.
    var singleLine: String {
        String(unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }
}
