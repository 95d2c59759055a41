import Foundation

/// A series' occurrences: DTSTART, the rule's occurrences and RDATEs, less the EXDATEs.
///
/// As RFC 5545 says, DTSTART is always the first occurrence and counts towards COUNT even
/// when the rule would not produce it; EXDATEs are removed after COUNT has been applied.
/// Everything here is wall-clock time in the series' zone; the zone is needed only to read
/// a UTC `UNTIL`.
public struct RecurrenceSet: Sendable {
    public var start: LocalDateTime
    public var rule: RecurrenceRule?
    public var rdates: [LocalDateTime]
    public var exdates: [LocalDateTime]
    public var timeZone: TimeZone
    /// An extra inclusive end in wall-clock time (TribePress's `until` extension), applied
    /// together with the rule's own.
    public var until: LocalDateTime?
    /// Whether the start is a date (`DTSTART;VALUE=DATE`): the rule's time parts are ignored.
    public var isDate: Bool

    public init(
        start: LocalDateTime, rule: RecurrenceRule?, rdates: [LocalDateTime] = [], exdates: [LocalDateTime] = [],
        timeZone: TimeZone, until: LocalDateTime? = nil, isDate: Bool = false
    ) {
        self.start = start
        self.rule = rule
        self.rdates = rdates
        self.exdates = exdates
        self.timeZone = timeZone
        self.until = until
        self.isDate = isDate
    }

    /// Occurrence starts from `from` through `through` (both inclusive, wall-clock), in order.
    public func occurrences(from: LocalDateTime?, through: LocalDateTime?) -> [LocalDateTime] {
        let last = through?.wallSeconds
        var iterator = makeIterator(from: from?.wallSeconds, through: last)
        var result: [LocalDateTime] = []
        while let wall = iterator.next() {
            if let last, wall > last { break }
            result.append(LocalDateTime(wallSeconds: wall))
        }
        return result
    }

    /// Occurrence starts in wall seconds, in order, from `wall` on (all of them when nil).
    /// With `through`, the expansion stops looking past it, so even a rule that never
    /// matches costs no more than the window.
    public func makeIterator(from wall: Int? = nil, through: Int? = nil) -> RecurrenceSetIterator {
        RecurrenceSetIterator(self, from: wall, through: through)
    }
}

/// Merges the start, the rule's stream and RDATEs in order, dropping EXDATEs and repeats.
public struct RecurrenceSetIterator: IteratorProtocol, Sendable {
    private var rule: RuleIterator?
    private var pendingRule: Int?
    private let startWall: Int
    private var startPending: Bool
    private var extras: [Int]
    private var extraIndex = 0
    private let exdates: Set<Int>
    private var last: Int?
    private let from: Int?
    /// COUNT as RFC 5545 applies it: DTSTART is the first, whether or not the rule makes it.
    private var ruleBudget: Int?
    private var ruleSeen = 0
    private let countLimit: Int?

    init(_ set: RecurrenceSet, from: Int?, through: Int?) {
        let startWall = set.start.wallSeconds
        self.startWall = startWall
        self.from = from
        startPending = from.map { startWall >= $0 } ?? true
        if let rule = set.rule {
            var counting = rule
            countLimit = rule.count
            counting.count = nil
            var iterator = RuleIterator(
                rule: counting, start: set.start, timeZone: set.timeZone, until: set.until, isDate: set.isDate)
            if rule.count == nil, let from { iterator.skip(toWall: from) }
            if let through { iterator.stop(afterWall: through) }
            self.rule = iterator
        } else {
            countLimit = nil
        }
        ruleBudget = countLimit
        // The rule's UNTIL bounds the rule alone (RFC 5545 §3.8.5.3: RDATEs are added to the
        // rule's set); the series' own end bounds everything.
        let until = set.until?.wallSeconds
        extras = set.rdates.map(\.wallSeconds).filter { wall in until.map { wall <= $0 } ?? true }.sorted()
        exdates = Set(set.exdates.map(\.wallSeconds))
        pendingRule = nil
        pullRule()
    }

    public mutating func next() -> Int? {
        while true {
            var candidate: Int?
            if startPending { candidate = startWall }
            if let pendingRule, candidate.map({ pendingRule < $0 }) ?? true { candidate = pendingRule }
            if extraIndex < extras.count, candidate.map({ extras[extraIndex] < $0 }) ?? true {
                candidate = extras[extraIndex]
            }
            guard let wall = candidate else { return nil }
            if startPending, wall == startWall { startPending = false }
            if pendingRule == wall { pullRule() }
            while extraIndex < extras.count, extras[extraIndex] == wall { extraIndex += 1 }
            if let from, wall < from { continue }
            if wall == last || exdates.contains(wall) { continue }
            last = wall
            return wall
        }
    }

    private mutating func pullRule() {
        // The rule iterator is advanced where it is stored: a copy taken out and put back
        // would share its tables and copy them on the next write, once per occurrence.
        while let wall = rule?.next() {
            ruleSeen += 1
            if let countLimit {
                // The start counts as the first occurrence; if the rule does not produce it,
                // the rule gets one occurrence fewer.
                if ruleSeen == 1, wall != startWall { ruleBudget = countLimit - 1 }
                guard let budget = ruleBudget, budget > 0 else {
                    pendingRule = nil
                    return
                }
                ruleBudget = budget - 1
            }
            pendingRule = wall
            return
        }
        pendingRule = nil
    }
}
