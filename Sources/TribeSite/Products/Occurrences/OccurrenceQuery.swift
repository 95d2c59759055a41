import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule

/// Which occurrences `tribepress occurrences` lists: a window and optional filters.
///
/// Whose an occurrence is and which trip's are `Involvement`'s answers, the same the feeds,
/// planners and pages give.
public struct OccurrenceQuery: Sendable {
    /// `--from` / `--to` text: a date (local midnight), a local date-time or an instant.
    public var from: String?
    public var to: String?
    /// Member ids or display names (case-insensitive): occurrences that are any of theirs, as
    /// in their feed.
    public var members: [String]
    /// Category codes (`SPO`) or labels (`Sport`).
    public var categories: [String]
    public var eventIDs: [Int]
    /// A trip's id or title (case-insensitive): its occurrences, within its days unless
    /// `from` and `to` narrow them.
    public var trip: String?

    public init(
        from: String? = nil, to: String? = nil, members: [String] = [], categories: [String] = [], eventIDs: [Int] = [],
        trip: String? = nil
    ) {
        self.from = from
        self.to = to
        self.members = members
        self.categories = categories
        self.eventIDs = eventIDs
        self.trip = trip
    }

    /// What the query chose, checked against the tribe: the window and the filters.
    struct Selection: Sendable {
        let window: (from: Int, to: Int)
        /// Whether any occurrence of an event can be chosen: spares expanding the others.
        let event: @Sendable (Event) -> Bool
        /// Whether an occurrence is chosen, by what it says (its people), not by when it is;
        /// nil when every occurrence of a chosen event is.
        let occurrence: (@Sendable (Occurrence) -> Bool)?
    }

    /// The window and filters, after checking every name and code refers to something; `facts`
    /// is what the occurrences to choose from say.
    func selection(for tribe: Tribe, settings: SiteSettings, facts: OccurrenceFactsTable) throws(BuildFailure)
        -> Selection
    {
        var problems: [Diagnostic] = []
        var memberIDs: Set<Int> = []
        for text in members {
            if let id = Int(text), tribe.members.contains(where: { $0.id == id }) {
                memberIDs.insert(id)
            } else if let member = tribe.members.first(where: { $0.displayName.lowercased() == text.lowercased() }) {
                memberIDs.insert(member.id)
            } else {
                let known = tribe.members.map { "\($0.id) \($0.displayName)" }.joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        severity: .error, file: nil,
                        message: "--member \(text.quotedForMessage) is not a member (members: \(known))"))
            }
        }
        var chosenCategories: Set<EventCategory> = []
        for text in categories {
            if let category = EventCategory.allCases.first(where: {
                $0.rawValue == text.uppercased() || $0.label.lowercased() == text.lowercased()
            }) {
                chosenCategories.insert(category)
            } else {
                let known = EventCategory.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        severity: .error, file: nil,
                        message: "--category \(text.quotedForMessage) is not a category (\(known))"))
            }
        }
        for id in eventIDs where !tribe.events.contains(where: { $0.id == id }) {
            problems.append(
                Diagnostic(severity: .error, file: nil, message: "--event \(id) is not an event of the tribe"))
        }
        var chosenTrip: Trip?
        if let trip {
            chosenTrip =
                tribe.trips.first { Int(trip) == $0.id }
                ?? tribe.trips.first { $0.title.lowercased() == trip.lowercased() }
            if chosenTrip == nil {
                let known = tribe.trips.map { "\($0.id) \($0.title)" }.joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        severity: .error, file: nil,
                        message:
                            "--trip \(trip.quotedForMessage) is not a trip (trips: \(known.isEmpty ? "none" : known))"))
            }
        }
        guard problems.isEmpty else { throw .invalidInput(problems) }
        var window = try window(settings, default: chosenTrip.map { Involvement.window(of: $0, in: settings.timeZone) })
        // Each set of people narrows the occurrences to those of any one of them.
        var groups: [Set<Int>] = memberIDs.isEmpty ? [] : [memberIDs]
        if let chosenTrip {
            // A trip's occurrences are those of its days that are its travellers'.
            let days = Involvement.window(of: chosenTrip, in: settings.timeZone)
            let from = max(window.from, days.lowerBound)
            window = (from, max(from, min(window.to, days.upperBound)))
            if !chosenTrip.buddyIDs.isEmpty { groups.append(Set(chosenTrip.buddyIDs)) }
        }
        let involvement = settings.involvement
        let events = Set(eventIDs)
        let categories = chosenCategories
        let people = groups
        let chooseEvent: @Sendable (Event) -> Bool = { event in
            (categories.isEmpty || categories.contains(event.category)) && (events.isEmpty || events.contains(event.id))
                && people.allSatisfy { involvement.mayInvolve(event, anyOf: $0) }
        }
        let chooseOccurrence: @Sendable (Occurrence) -> Bool = { occurrence in
            people.allSatisfy { involvement.involves(occurrence, anyOf: $0, in: facts) }
        }
        return Selection(window: window, event: chooseEvent, occurrence: people.isEmpty ? nil : chooseOccurrence)
    }

    /// The window as instants: the options, else `defaultWindow`, else the configured planner range.
    private func window(_ settings: SiteSettings, default defaultWindow: Range<Int>?) throws(BuildFailure) -> (
        from: Int, to: Int
    ) {
        let clock = ZoneClock(settings.timeZone)
        let firstDay = settings.plannerStart.firstDay
        let endMonth = settings.plannerStart.adding(months: settings.plannerMonths) ?? settings.plannerStart
        let start =
            try from.map { text throws(BuildFailure) in
                try Self.instant(text, option: "--from", timeZone: settings.timeZone)
            }
            ?? defaultWindow?.lowerBound ?? clock.instant(ofWall: LocalDateTime(midnightOf: firstDay).wallSeconds)
        let end =
            try to.map { text throws(BuildFailure) in
                try Self.instant(text, option: "--to", timeZone: settings.timeZone)
            }
            ?? defaultWindow?.upperBound
            ?? clock.instant(ofWall: LocalDateTime(midnightOf: endMonth.firstDay).wallSeconds)
        guard end > start else {
            throw .invalidInput([Diagnostic(severity: .error, file: nil, message: "--to must be after --from")])
        }
        return (start, end)
    }

    private static func instant(_ text: String, option: String, timeZone: TimeZone) throws(BuildFailure) -> Int {
        guard let seconds = NowParser.parse(text, timeZone: timeZone) else {
            throw .invalidInput([
                Diagnostic(
                    severity: .error, file: nil,
                    message:
                        "\(option) expects a date (2026-09-01), a local date-time (2026-09-01T08:00:00) or an instant (2026-09-01T07:00:00Z); found \(text.quotedForMessage)"
                )
            ])
        }
        return seconds
    }
}
