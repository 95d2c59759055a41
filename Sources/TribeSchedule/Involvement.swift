import Foundation
import TribeData
import TribeRecurrence

/// Whose an occurrence is, and which trip's: the one answer every view gives.
///
/// Feeds, `occurrences --member` and `--trip`, the member planners and pages, the home page
/// and the trip pages all ask this type, so an event cannot be on a member's wall and missing
/// from their phone. It decides per occurrence, after overrides: an override that invites
/// someone to one occurrence makes that occurrence theirs, and one that leaves them out takes
/// it away, whatever the rest of the series does.
public struct Involvement: Sendable, Hashable {
    /// Which invitees an occurrence is for besides its owner (`member_feeds` in `site.json`).
    public let invitees: MemberFeedSelection

    public init(invitees: MemberFeedSelection) {
        self.invitees = invitees
    }

    /// The members an occurrence is for: its owner, then each invitee who counts, in the order
    /// they were invited. Someone who accepted without being invited does not count: TribeHub
    /// keeps them by mistake after uninviting them.
    ///
    /// This is the rule; a build's `OccurrenceFactsTable` keeps its answer for both
    /// selections, worked out here once per series and override.
    public func memberIDs(of attendance: Attendance) -> [Int] {
        var members = [attendance.ownerID]
        for invitee in attendance.inviteeIDs where !members.contains(invitee) {
            if invitees == .invited || attendance.accepted(invitee) { members.append(invitee) }
        }
        return members
    }

    /// `memberIDs(of:)` for the occurrence's own attendance, after its override, as `facts`,
    /// its build's table, keeps it.
    public func memberIDs(of occurrence: Occurrence, in facts: OccurrenceFactsTable) -> [Int] {
        facts.members(of: occurrence, countingInvitees: invitees == .invited)
    }

    /// Calls `body` with `memberIDs(of:in:)`, read where the build's facts keep them: no list
    /// is copied and no reference counted, for the loops that ask this of every occurrence of a
    /// build. The span is valid only inside `body`.
    public func withMemberIDs<Result>(
        of occurrence: Occurrence, in facts: OccurrenceFactsTable, _ body: (Span<Int>) throws -> Result
    ) rethrows -> Result {
        try facts.withMembers(of: occurrence, countingInvitees: invitees == .invited, body)
    }

    /// Whether the occurrence is `member`'s.
    public func involves(_ occurrence: Occurrence, member: Int, in facts: OccurrenceFactsTable) -> Bool {
        withMemberIDs(of: occurrence, in: facts) { ids in ids.indices.contains { ids[$0] == member } }
    }

    /// Whether the occurrence is the member's of any of `members`.
    public func involves(_ occurrence: Occurrence, anyOf members: Set<Int>, in facts: OccurrenceFactsTable) -> Bool {
        withMemberIDs(of: occurrence, in: facts) { ids in ids.indices.contains { members.contains(ids[$0]) } }
    }

    /// Every member any occurrence of `event` can be for, whatever the selection: the owner,
    /// then everyone the series or one of its overrides invites, each once.
    ///
    /// Which of the occurrences are a member's is still `memberIDs(of:)`'s to decide; this only
    /// spares expanding the series no one asked for.
    public static func possibleMemberIDs(of event: Event) -> [Int] {
        var people = [event.ownerID]
        for person in event.inviteeIDs where !people.contains(person) { people.append(person) }
        for override in event.overrides {
            for person in override.inviteeIDs ?? [] where !people.contains(person) { people.append(person) }
        }
        return people
    }

    /// Whether any occurrence of `event` can be one of `members`' (see `possibleMemberIDs(of:)`).
    public func mayInvolve(_ event: Event, anyOf members: Set<Int>) -> Bool {
        Self.possibleMemberIDs(of: event).contains(where: members.contains)
    }

    /// The instants of a trip's days in the tribe's zone, from the first midnight to the one
    /// after the last day.
    public static func window(of trip: Trip, in zone: TimeZone) -> Range<Int> {
        let clock = ZoneClock(zone)
        let from = clock.instant(ofWall: LocalDateTime(midnightOf: trip.start).wallSeconds)
        return from..<max(from, clock.instant(ofWall: LocalDateTime(midnightOf: trip.end.adding(days: 1)).wallSeconds))
    }

    /// Whether the occurrence is one of the trip's: it overlaps the trip's days and is one of
    /// the travellers' (anyone's, for a trip that names nobody). What the travellers have on
    /// is what they would miss; the rest of the family's calendar goes on at home.
    ///
    /// The rule itself, asked of one occurrence. A trip's page takes the timeline's slice by
    /// the trip's days and travellers instead of asking this of each occurrence;
    /// `TimelineTests` hold those slices to it.
    public func isPart(
        ofTripWith buddies: Set<Int>, _ occurrence: Occurrence, window: Range<Int>, in facts: OccurrenceFactsTable
    ) -> Bool {
        occurrence.overlaps(from: window.lowerBound, to: window.upperBound)
            && (buddies.isEmpty || involves(occurrence, anyOf: buddies, in: facts))
    }
}
