import TribeRecurrence

/// Reads one event row: TribeHub's fields plus our extensions.
enum EventReader {
    /// What a row turned out to be.
    enum Row {
        case master(Event)
        /// A server-generated copy (`recurrence_type: "REC"`), dropped because we expand series ourselves.
        case generated
        case invalid
    }

    static let knownKeys = [
        "id", "user", "tribe", "to", "start", "duration", "recurrence_type", "recurrences", "subject", "category",
        "accepted",
        "time_zone", "all_day", "until", "count", "rrule", "exdates", "overrides", "location", "description",
    ]

    static func read(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument, members: MemberDirectory) -> Row {
        if case .object(let fields) = node.value,
            fields.contains(where: { $0.key == "recurrence_type" && $0.node.isString("REC") })
        {
            return .generated
        }
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: knownKeys, what: "an event") else {
            return .invalid
        }

        let id = reader.required("id", document.positiveInteger)
        let owner = reader.required("user", document.memberReference)
        let invitees = reader.optional("to") { document.array($0, $1, document.memberReference) } ?? []
        let accepted = reader.optional("accepted") { document.array($0, $1, document.memberReference) } ?? []
        let isAllDay = reader.optional("all_day", document.bool) ?? false
        let start = reader.required("start") { readStart($0, $1, allDay: isAllDay, in: document) }
        let duration = readDuration(reader, allDay: isAllDay)
        let repeatCode: RepeatCode? = reader.required("recurrence_type") {
            document.code($0, $1, what: "recurrence_type")
        }
        let subject = reader.required("subject", document.nonEmptyString)?.singleLine
        let category: EventCategory? = reader.required("category") { document.code($0, $1, what: "category") }
        let timeZone = reader.optional("time_zone", document.timeZoneIdentifier)
        let until = reader.optional("until") { readUntil($0, $1, in: document) }
        let count = reader.optional("count", document.positiveInteger)
        let rrule = reader.optional("rrule", document.recurrenceRule)
        let exdates =
            reader.optional("exdates") { node, path in
                document.array(node, path) { item, itemPath in
                    readStart(item, itemPath, allDay: isAllDay, in: document).map {
                        EventExdate(start: $0, source: document.reference(item, at: itemPath))
                    }
                }
            } ?? []
        let overrides =
            reader.optional("overrides") {
                document.array($0, $1) { OverrideReader.read($0, $1, allDay: isAllDay, in: document, members: members) }
            } ?? []
        let location = reader.optional("location", document.string)?.singleLine
        let description = reader.optional("description", document.string)

        if let owner { members.check([owner], in: document, role: "the owner (\"user\")") }
        members.check(invitees, in: document, role: "an invitee")
        members.check(accepted, in: document, role: "an accepted member")
        warnAboutAcceptedWithoutInvitation(accepted, invitees: invitees, owner: owner, members: members, in: document)

        let repeats = (repeatCode ?? .none) != .none || rrule != nil
        checkSeriesEnd(reader, until: until, count: count, start: start, repeats: repeats)
        checkRuleBounds(reader, rule: rrule)
        checkDuplicateOverrides(overrides, in: document)

        guard let id, let owner, let start, let duration, let repeatCode, let subject, let category else {
            return .invalid
        }
        if let until, until.latestStart < start { return .invalid }
        if until != nil, count != nil { return .invalid }
        return .master(
            Event(
                id: id, ownerID: owner.id, inviteeIDs: invitees.map(\.id).uniqued(),
                acceptedIDs: accepted.map(\.id).uniqued(),
                start: start, duration: duration, repeatCode: repeatCode, subject: subject, category: category,
                timeZone: timeZone,
                isAllDay: isAllDay, until: until, count: count, rrule: rrule, exdates: exdates, overrides: overrides,
                location: location, description: description, source: document.reference(node, at: path)
            ))
    }

    /// A start or an occurrence's original start: a date-time, or a date for all-day events.
    static func readStart(_ node: JSONNode, _ path: JSONPath, allDay: Bool, in document: JSONDocument) -> LocalDateTime?
    {
        guard let (value, isDate) = document.localDateOrDateTime(node, path) else { return nil }
        if allDay, !value.isMidnight {
            document.error(
                "an all-day event starts on a date, found a time of day in \(value.description.quotedForMessage); write \"\(value.date)\"",
                at: node, path: path)
            return nil
        }
        if !allDay, isDate {
            document.error(
                "expected a date-time like \"\(value.date)T09:00:00\", found the date \(value.date.description.quotedForMessage); an all-day event needs \"all_day\": true",
                at: node, path: path
            )
            return nil
        }
        return value
    }
}

private extension EventReader {
    static func readDuration(_ reader: ObjectReader, allDay: Bool) -> EventDuration? {
        let document = reader.document
        guard allDay else { return reader.required("duration", document.duration) }
        // An all-day event lasts one day unless it says otherwise, and always whole days.
        guard reader.has("duration") else { return .days(1) }
        return reader.optional("duration") { node, path -> EventDuration? in
            guard let duration = document.duration(node, path) else { return nil }
            guard duration.isWholeDays else {
                document.error(
                    "an all-day event lasts whole days, like \"1 00:00:00\" or \"3 00:00:00\"; found \(duration.description.quotedForMessage)",
                    at: node, path: path)
                return nil
            }
            return duration
        }
    }

    static func readUntil(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> EventUntil? {
        guard let (value, isDate) = document.localDateOrDateTime(node, path) else { return nil }
        return isDate ? .date(value.date) : .dateTime(value)
    }

    static func checkSeriesEnd(
        _ reader: ObjectReader, until: EventUntil?, count: Int?, start: LocalDateTime?, repeats: Bool
    ) {
        let document = reader.document
        let path = reader.path
        if reader.has("until"), reader.has("count"), let countMember = reader.member("count") {
            document.error(
                "\"until\" and \"count\" cannot both end a series (RFC 5545 allows one or the other); keep one",
                at: countMember.node, path: path.appending("count")
            )
        }
        if let until, let start, until.latestStart < start, let member = reader.member("until") {
            document.error(
                "the series ends (until \(until)) before it starts (\(start))", at: member.node,
                path: path.appending("until"))
        }
        if !repeats {
            for key in ["until", "count", "exdates"] {
                if let member = reader.member(key), reader.has(key) {
                    document.warning(
                        "\"\(key)\" has no effect: the event does not repeat", at: member.node,
                        path: path.appending(key))
                }
            }
        }
    }

    /// An `rrule` with its own UNTIL or COUNT must not be bounded twice.
    static func checkRuleBounds(_ reader: ObjectReader, rule: RecurrenceRule?) {
        guard let rule, rule.count != nil || rule.until != nil, let ruleMember = reader.member("rrule") else { return }
        for key in ["until", "count"] where reader.has(key) {
            reader.document.error(
                "the rule already ends the series (\(rule.count != nil ? "COUNT" : "UNTIL")); remove \"\(key)\" or take the bound out of the rule",
                at: ruleMember.node, path: reader.path.appending("rrule")
            )
        }
    }

    static func warnAboutAcceptedWithoutInvitation(
        _ accepted: [MemberReference], invitees: [MemberReference], owner: MemberReference?, members: MemberDirectory,
        in document: JSONDocument
    ) {
        let uninvited = Attendance.acceptedWithoutInvitation(
            accepted.map(\.id), inviteeIDs: invitees.map(\.id), ownerID: owner?.id)
        guard !uninvited.isEmpty else { return }
        let named = Set(uninvited)
        for reference in accepted where members.contains(reference.id) && named.contains(reference.id) {
            let name = members.name(of: reference.id) ?? "user \(reference.id)"
            document.warning(
                "\(name) (user \(reference.id)) accepted but is not invited (not in \"to\"); kept as accepted, as TribeHub's apps show it",
                at: reference.node, path: reference.path
            )
        }
    }

    static func checkDuplicateOverrides(_ overrides: [EventOverride], in document: JSONDocument) {
        var firstAt: [LocalDateTime: SourceReference] = [:]
        for override in overrides {
            if let first = firstAt[override.originalStart] {
                document.log.append(
                    override.source.diagnostic(
                        .error,
                        "a second override of the occurrence at \(override.originalStart) (the first is at line \(first.location.line))"
                    ))
            } else {
                firstAt[override.originalStart] = override.source
            }
        }
    }
}

extension JSONNode {
    func isString(_ text: String) -> Bool {
        if case .string(let value) = value { return value == text }
        return false
    }
}
