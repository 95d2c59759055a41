import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule

extension Timeline {
    /// Every occurrence touching the days `first` to `last` inclusive, each day running from
    /// midnight to midnight in `zone`.
    func occurrences(from first: LocalDate, through last: LocalDate, in zone: TimeZone) -> [Occurrence] {
        let window = Self.instants(from: first, through: last, in: zone)
        return occurrences(from: window.lowerBound, to: window.upperBound)
    }

    /// Every occurrence touching the days `first` to `last` that is any of `members`'.
    func occurrences(from first: LocalDate, through last: LocalDate, in zone: TimeZone, involving members: Set<Int>)
        -> [Occurrence]
    {
        let window = Self.instants(from: first, through: last, in: zone)
        return occurrences(from: window.lowerBound, to: window.upperBound, involving: members)
    }

    /// The trip's occurrences, as `Involvement` defines them.
    ///
    /// The timeline's slices are already exactly `Involvement.isPart(ofTripWith:_:window:)`'s
    /// (`TimelineTests` holds them to it), so it is not asked again of each one, which would
    /// hash every person against the travellers on every trip's page for nothing.
    func occurrences(of trip: Trip, in zone: TimeZone) -> [Occurrence] {
        let window = Involvement.window(of: trip, in: zone)
        let buddies = Set(trip.buddyIDs)
        return buddies.isEmpty
            ? occurrences(from: window.lowerBound, to: window.upperBound)
            : occurrences(from: window.lowerBound, to: window.upperBound, involving: buddies)
    }

    /// The instants from midnight before `first` to midnight after `last` in `zone`.
    static func instants(from first: LocalDate, through last: LocalDate, in zone: TimeZone) -> Range<Int> {
        let clock = ZoneClock(zone)
        let from = clock.instant(ofWall: LocalDateTime(midnightOf: first).wallSeconds)
        return from..<max(from, clock.instant(ofWall: LocalDateTime(midnightOf: last.adding(days: 1)).wallSeconds))
    }
}
