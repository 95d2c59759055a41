import TribeRecurrence

/// Reads a change to one occurrence: moved, retimed, renamed, re-invited or cancelled.
enum OverrideReader {
    static let knownKeys = [
        "original_start", "cancelled", "start", "duration", "subject", "to", "accepted", "location", "description",
    ]

    static func read(
        _ node: JSONNode, _ path: JSONPath, allDay: Bool, in document: JSONDocument, members: MemberDirectory
    ) -> EventOverride? {
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: knownKeys, what: "an override") else {
            return nil
        }
        let originalStart = reader.required("original_start") {
            EventReader.readStart($0, $1, allDay: allDay, in: document)
        }
        let cancelled = reader.optional("cancelled", document.bool) ?? false
        let start = reader.optional("start") { EventReader.readStart($0, $1, allDay: allDay, in: document) }
        let duration = reader.optional("duration") { node, path -> EventDuration? in
            guard let duration = document.duration(node, path) else { return nil }
            if allDay, !duration.isWholeDays {
                document.error(
                    "an all-day event lasts whole days, like \"1 00:00:00\" or \"3 00:00:00\"; found \(duration.description.quotedForMessage)",
                    at: node, path: path)
                return nil
            }
            return duration
        }
        let subject = reader.optional("subject", document.nonEmptyString)?.singleLine
        let invitees = reader.optional("to") { document.array($0, $1, document.memberReference) }
        let accepted = reader.optional("accepted") { document.array($0, $1, document.memberReference) }
        let location = reader.optional("location", document.string)?.singleLine
        let description = reader.optional("description", document.string)
        members.check(invitees ?? [], in: document, role: "an invitee")
        members.check(accepted ?? [], in: document, role: "an accepted member")

        let changes = ["start", "duration", "subject", "to", "accepted", "location", "description"].filter(reader.has)
        if cancelled, !changes.isEmpty {
            document.warning(
                "the occurrence is cancelled, so its other changes (\(changes.joined(separator: ", "))) are ignored",
                at: node, path: path)
        } else if !cancelled, changes.isEmpty, reader.has("original_start") {
            document.warning("this override changes nothing; add a change or \"cancelled\": true", at: node, path: path)
        }
        guard let originalStart else { return nil }
        return EventOverride(
            originalStart: originalStart, cancelled: cancelled, start: start, duration: duration, subject: subject,
            inviteeIDs: invitees.map { $0.map(\.id).uniqued() }, acceptedIDs: accepted.map { $0.map(\.id).uniqued() },
            location: location, description: description, source: document.reference(node, at: path)
        )
    }
}
