import TribeData

/// The home page: the tribe, its members and the events still to come.
///
/// It lists series masters, not occurrences: one-off events that have not ended, and series
/// that have not reached their `until`.
struct IndexPage {
    let tribe: Tribe
    let settings: SiteSettings

    static let path = OutputPath(fixed: "index.html")

    func context() -> [String: Any] {
        let now = settings.localNow
        let members = Dictionary(tribe.members.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ahead = Self.chronological(tribe.events.lazy.filter { !$0.repeats && $0.end > now })
        let series = Self.chronological(tribe.events.lazy.filter { $0.repeats && ($0.until.map { $0.latestStart >= now } ?? true) })
        return [
            "site": settings.templateContext,
            "page": ["title": settings.title, "isIndex": true],
            "tribe": [
                "name": tribe.name,
                "members": tribe.members.map { memberContext($0) },
                "memberCount": tribe.members.count,
            ],
            "oneOffEvents": ahead.map { eventContext($0, members: members) },
            "series": series.map { eventContext($0, members: members) },
            "hasOneOffEvents": !ahead.isEmpty,
            "hasSeries": !series.isEmpty,
            "now": ["date": DisplayText.longDate(now.date), "iso": now.description],
        ]
    }

    private func memberContext(_ member: Member) -> [String: Any] {
        var context = MemberContext.make(member)
        if member.isAdmin == true { context["isAdmin"] = true }
        return context
    }

    private func eventContext(_ event: Event, members: [Int: Member]) -> [String: Any] {
        let name = { (id: Int) in members[id]?.displayName ?? "user \(id)" }
        var context: [String: Any] = [
            "id": event.id,
            "subject": event.subject,
            "when": DisplayText.when(event),
            "start": event.isAllDay ? event.start.date.description : event.start.description,
            "category": event.category.label,
            "categoryCode": event.category.rawValue,
            "owner": name(event.ownerID),
            "invitees": event.inviteeIDs.map(name).joined(separator: ", "),
            "hasInvitees": !event.inviteeIDs.isEmpty,
            "duration": DisplayText.duration(event.duration),
        ]
        if let repetition = DisplayText.repetition(event) { context["repeats"] = repetition }
        if let location = event.location { context["location"] = location }
        if let zone = event.timeZone, zone != settings.timeZoneName { context["timeZone"] = zone }
        return context
    }

    /// The events by start, then id; sorting small keys rather than whole events saves copying.
    private static func chronological(_ events: some Sequence<Event>) -> [Event] {
        let list = Array(events)
        return list.indices.sorted { (list[$0].start, list[$0].id) < (list[$1].start, list[$1].id) }.map { list[$0] }
    }

}
