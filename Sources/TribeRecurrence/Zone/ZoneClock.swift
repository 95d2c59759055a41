import Foundation

/// Converts between wall-clock times of one IANA zone and instants.
///
/// A wall time that a clock change skips is moved forward by the gap (RFC 5545 §3.3.5: it is
/// read with the offset from before the gap); one that happens twice means its first
/// occurrence. Instants and wall times are both whole seconds since 1970.
public struct ZoneClock: Sendable {
    public var timeZone: TimeZone { table { $0.timeZone } }
    /// Not counted: every table lives in `ZoneTransitions`' cache for the life of the process,
    /// and a clock is copied into every series, iterator and expansion, where counting each
    /// copy on the table both cores share would be a retain and a release per occurrence made.
    private let transitions: Unmanaged<ZoneTransitions>

    public init(_ timeZone: TimeZone) {
        transitions = .passUnretained(ZoneTransitions.of(timeZone))
    }

    /// The UTC offset in force at an instant, in seconds.
    @inline(__always) public func offset(atInstant instant: Int) -> Int {
        table { $0.offset(atInstant: instant) }
    }

    /// The instant a wall-clock time names, and the offset it shows there.
    public func resolve(wall: Int) -> (instant: Int, offset: Int) {
        // Offsets a day either side: if they agree there is no clock change near, which is
        // nearly always, and two look-ups settle it.
        let before = offset(atInstant: wall - 86_400)
        let after = offset(atInstant: wall + 86_400)
        if before == after {
            let instant = wall - before
            let actual = offset(atInstant: instant)
            if actual == before { return (instant, before) }
            // A change and its reversal within two days: fall through to the careful way.
        }
        // Around a change: the larger offset is the earlier reading of a repeated hour.
        for candidate in [max(before, after), min(before, after)] {
            let instant = wall - candidate
            if offset(atInstant: instant) == candidate { return (instant, candidate) }
        }
        // In a gap: the offset from before it carries the time forward by the gap's length.
        let instant = wall - before
        return (instant, offset(atInstant: instant))
    }

    public func instant(ofWall wall: Int) -> Int {
        resolve(wall: wall).instant
    }

    /// The zone's changes of local time at instants in `instants`, in order.
    public func changes(in instants: Range<Int>) -> [ZoneChange] {
        table { $0.changes(in: instants) }
    }

    /// The wall-clock time an instant shows.
    public func wall(ofInstant instant: Int) -> Int {
        instant + offset(atInstant: instant)
    }
}

private extension ZoneClock {
    /// `body` given the table without counting a reference: an unowned reference is counted
    /// again wherever it is used.
    @inline(__always) func table<Result>(_ body: (ZoneTransitions) -> Result) -> Result {
        transitions._withUnsafeGuaranteedRef(body)
    }
}
