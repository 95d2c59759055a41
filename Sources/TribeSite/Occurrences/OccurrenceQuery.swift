import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule

/// Which occurrences `tribepress occurrences` lists: a window and optional filters.
public struct OccurrenceQuery: Sendable {
    /// `--from` / `--to` text: a date (local midnight), a local date-time or an instant.
    public var from: String?
    public var to: String?
    /// Member ids or display names (case-insensitive); an event matches if any of them owns it or
    /// is invited to it, as in the member's feed.
    public var members: [String]
    /// Category codes (`SPO`) or labels (`Sport`).
    public var categories: [String]
    public var eventIDs: [Int]

    public init(from: String? = nil, to: String? = nil, members: [String] = [], categories: [String] = [], eventIDs: [Int] = []) {
        self.from = from
        self.to = to
        self.members = members
        self.categories = categories
        self.eventIDs = eventIDs
    }

    /// The window as instants: the options, else the configured planner range.
    func window(_ settings: SiteSettings) throws(BuildFailure) -> (from: Int, to: Int) {
        let clock = ZoneClock(settings.timeZone)
        let firstDay = settings.plannerStart.firstDay
        let endMonth = settings.plannerStart.adding(months: settings.plannerMonths) ?? settings.plannerStart
        let start = try from.map { text throws(BuildFailure) in try Self.instant(text, option: "--from", timeZone: settings.timeZone) }
            ?? clock.instant(ofWall: LocalDateTime(midnightOf: firstDay).wallSeconds)
        let end = try to.map { text throws(BuildFailure) in try Self.instant(text, option: "--to", timeZone: settings.timeZone) }
            ?? clock.instant(ofWall: LocalDateTime(midnightOf: endMonth.firstDay).wallSeconds)
        guard end > start else { throw .invalidInput([Diagnostic(severity: .error, file: nil, message: "--to must be after --from")]) }
        return (start, end)
    }

    /// The event filter, after checking every name and code refers to something.
    func filter(for tribe: Tribe) throws(BuildFailure) -> @Sendable (Event) -> Bool {
        var problems: [Diagnostic] = []
        var memberIDs: Set<Int> = []
        for text in members {
            if let id = Int(text), tribe.members.contains(where: { $0.id == id }) {
                memberIDs.insert(id)
            } else if let member = tribe.members.first(where: { $0.displayName.lowercased() == text.lowercased() }) {
                memberIDs.insert(member.id)
            } else {
                let known = tribe.members.map { "\($0.id) \($0.displayName)" }.joined(separator: ", ")
                problems.append(Diagnostic(severity: .error, file: nil, message: "--member \(text.quotedForMessage) is not a member (members: \(known))"))
            }
        }
        var chosenCategories: Set<EventCategory> = []
        for text in categories {
            if let category = EventCategory.allCases.first(where: { $0.rawValue == text.uppercased() || $0.label.lowercased() == text.lowercased() }) {
                chosenCategories.insert(category)
            } else {
                let known = EventCategory.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(Diagnostic(severity: .error, file: nil, message: "--category \(text.quotedForMessage) is not a category (\(known))"))
            }
        }
        for id in eventIDs where !tribe.events.contains(where: { $0.id == id }) {
            problems.append(Diagnostic(severity: .error, file: nil, message: "--event \(id) is not an event of the tribe"))
        }
        guard problems.isEmpty else { throw .invalidInput(problems) }
        let events = Set(eventIDs), members = memberIDs, categories = chosenCategories
        return { event in
            (members.isEmpty || members.contains(event.ownerID) || !members.isDisjoint(with: event.inviteeIDs))
                && (categories.isEmpty || categories.contains(event.category))
                && (events.isEmpty || events.contains(event.id))
        }
    }

    private static func instant(_ text: String, option: String, timeZone: TimeZone) throws(BuildFailure) -> Int {
        guard let seconds = NowParser.parse(text, timeZone: timeZone) else {
            throw .invalidInput([Diagnostic(
                severity: .error, file: nil,
                message: "\(option) expects a date (2026-09-01), a local date-time (2026-09-01T08:00:00) or an instant (2026-09-01T07:00:00Z); found \(text.quotedForMessage)"
            )])
        }
        return seconds
    }
}
