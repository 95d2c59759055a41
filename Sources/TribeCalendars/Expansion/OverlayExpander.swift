import Foundation
import TribeRecurrence

/// Expands one file's events with TribePress's own recurrence engine (RRULE, RDATE, EXDATE,
/// and RECURRENCE-ID replacing the occurrence it names) onto the family's days.
struct OverlayExpander {
    let zones: ZoneResolver
    let days: ClosedRange<LocalDate>
    let family: ZoneClock
    let limit: Int

    /// Every occurrence on `days`, in order, or the first problem met.
    func expand(_ events: [ForeignEvent]) -> Result<[OverlayEvent], OverlayProblem> {
        var replaced: [String: [ForeignEvent]] = [:]
        for event in events where event.recurrenceID != nil {
            replaced[event.uid ?? "", default: []].append(event)
        }
        var placed: [OverlayEvent] = []
        var handled: Set<Int> = []
        for event in events where event.recurrenceID == nil {
            let overrides = event.uid.flatMap { replaced[$0] } ?? []
            handled.formUnion(overrides.map(\.line))
            guard !event.isCancelled else { continue }
            switch occurrences(of: event, replacedBy: overrides, into: &placed) {
            case .success: break
            case .failure(let problem): return .failure(problem)
            }
        }
        // A replacement whose series is not in the file still happens when it says.
        for event in events where event.recurrenceID != nil && !event.isCancelled && !handled.contains(event.line) {
            switch occurrences(of: event, replacedBy: [], into: &placed) {
            case .success: break
            case .failure(let problem): return .failure(problem)
            }
        }
        for event in replaced.values.joined() where !event.isCancelled && handled.contains(event.line) {
            var single = event
            single.rule = nil
            single.rdates = []
            switch occurrences(of: single, replacedBy: [], into: &placed) {
            case .success: break
            case .failure(let problem): return .failure(problem)
            }
        }
        placed.sort(by: OverlayEvent.precedes)
        return .success(placed)
    }
}

private extension OverlayExpander {
    /// The longest event shown: anything longer is cut, so an absurd DTEND costs nothing.
    static let longestSeconds = 3_660 * 86_400

    func occurrences(
        of event: ForeignEvent, replacedBy overrides: [ForeignEvent], into placed: inout [OverlayEvent]
    ) -> Result<Void, OverlayProblem> {
        guard let clock = clock(event.start, event) else { return .failure(unknownZone(event.start, event)) }
        let length: Int
        switch self.length(of: event, on: clock) {
        case .success(let value): length = value
        case .failure(let problem): return .failure(problem)
        }
        var rule: RecurrenceRule?
        if let (text, line) = event.rule {
            do {
                var parsed = try RecurrenceRule(parsing: text)
                if case .utc(let until) = parsed.until, clock.timeZone == nil {
                    // A UTC UNTIL in a zone only libical knows: read on that zone's clock here.
                    parsed.until = .local(LocalDateTime(wallSeconds: clock.wall(ofInstant: until.wallSeconds)))
                }
                if event.start.isDate, let until = parsed.until, case .utc(let moment) = until {
                    parsed.until = .date(moment.date)
                }
                rule = parsed
            } catch {
                return .failure(OverlayProblem(line: line, message: "the RRULE \(text.quotedForMessage): \(error)"))
            }
        }
        var removed: [LocalDateTime] = []
        for time in event.exdates + overrides.compactMap(\.recurrenceID) {
            guard let wall = wall(of: time, onClockOf: event, clock) else { return .failure(unknownZone(time, event)) }
            removed.append(LocalDateTime(wallSeconds: wall))
        }
        var added: [LocalDateTime] = []
        for time in event.rdates {
            guard let wall = wall(of: time, onClockOf: event, clock) else { return .failure(unknownZone(time, event)) }
            added.append(LocalDateTime(wallSeconds: wall))
        }
        let set = RecurrenceSet(
            start: event.start.wall, rule: rule, rdates: added, exdates: removed, timeZone: clock.timeZone ?? .gmt,
            isDate: event.start.isDate)
        // Wide enough for any zone's day and the event's own length to reach the first day.
        let from = (days.lowerBound.daysSinceEpoch - 2) * 86_400 - length
        let through = (days.upperBound.daysSinceEpoch + 3) * 86_400
        var iterator = set.makeIterator(from: from, through: through)
        while let wall = iterator.next(), wall <= through {
            guard let occurrence = place(event, at: wall, length: length, clock: clock) else { continue }
            guard placed.count < limit else {
                return .failure(
                    OverlayProblem(
                        line: event.line,
                        message:
                            "more than \(limit) events fall in the planner's months; the file is refused rather than crowd every sheet"
                    ))
            }
            placed.append(occurrence)
        }
        return .success(())
    }

    /// How long each occurrence lasts, in seconds (whole days for an all-day event).
    func length(of event: ForeignEvent, on clock: EventClock) -> Result<Int, OverlayProblem> {
        var seconds: Int
        if let end = event.end {
            if event.start.isDate {
                seconds = (end.wall.date.daysSinceEpoch - event.start.wall.date.daysSinceEpoch) * 86_400
            } else {
                guard let endClock = self.clock(end, event) else { return .failure(unknownZone(end, event)) }
                seconds =
                    endClock.instant(ofWall: end.wall.wallSeconds) - clock.instant(ofWall: event.start.wall.wallSeconds)
            }
        } else if let duration = event.duration {
            seconds = event.start.isDate ? duration / 86_400 * 86_400 : duration
        } else {
            // RFC 5545 §3.6.1: an all-day event without an end lasts its day; a timed one, no time.
            seconds = event.start.isDate ? 86_400 : 0
        }
        if event.start.isDate { seconds = max(seconds, 86_400) }
        return .success(min(max(seconds, 0), Self.longestSeconds))
    }

    func place(_ event: ForeignEvent, at wall: Int, length: Int, clock: EventClock) -> OverlayEvent? {
        let first: LocalDate
        let last: LocalDate
        var time: LocalDateTime?
        var endTime: LocalDateTime?
        let order: Int
        if event.start.isDate {
            first = LocalDate(daysSinceEpoch: floorDiv(wall, 86_400))
            last = first.adding(days: length / 86_400 - 1)
            order = Int.min
        } else {
            let instant = clock.instant(ofWall: wall)
            let start = family.wall(ofInstant: instant)
            let end = family.wall(ofInstant: instant + length)
            first = LocalDate(daysSinceEpoch: floorDiv(start, 86_400))
            last = length > 0 ? LocalDate(daysSinceEpoch: floorDiv(end - 1, 86_400)) : first
            time = LocalDateTime(wallSeconds: start)
            endTime = LocalDateTime(wallSeconds: end)
            order = instant
        }
        guard last >= days.lowerBound, first <= days.upperBound else { return nil }
        return OverlayEvent(
            summary: event.summary, location: event.location,
            days: max(first, days.lowerBound)...min(max(first, last), days.upperBound), time: time,
            endTime: endTime, startsBefore: first < days.lowerBound, order: order)
    }

    func clock(_ time: ForeignTime, _ event: ForeignEvent) -> EventClock? {
        zones.clock(time.zone)
    }

    /// `time` as a wall-clock time on the event's own clock, where its occurrences are counted.
    func wall(of time: ForeignTime, onClockOf event: ForeignEvent, _ clock: EventClock) -> Int? {
        if event.start.isDate || time.isDate || time.zone == event.start.zone || time.zone == .floating {
            return event.start.isDate ? time.wall.date.daysSinceEpoch * 86_400 : time.wall.wallSeconds
        }
        guard let own = zones.clock(time.zone) else { return nil }
        return clock.wall(ofInstant: own.instant(ofWall: time.wall.wallSeconds))
    }

    func unknownZone(_ time: ForeignTime, _ event: ForeignEvent) -> OverlayProblem {
        var name = ""
        if case .named(let zone) = time.zone { name = zone }
        return OverlayProblem(
            line: event.line,
            message:
                "the time zone \(name.quotedForMessage) is defined by no VTIMEZONE in the file and is not in the time zone database"
        )
    }

    func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
