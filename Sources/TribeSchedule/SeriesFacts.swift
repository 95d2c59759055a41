import TribeData

/// The distinct facts one event's occurrences say, before the build numbers them.
///
/// The first is what every occurrence no override changed says; overrides that change an
/// occurrence alike (byte for byte) share one entry, so pages that show such occurrences alike
/// make what they show once.
struct SeriesFacts: Sendable {
    let facts: [OccurrenceFacts]
    /// For each of the event's overrides, in order, its entry in `facts`.
    let overrideFacts: [Int]

    init(event: Event, timeZone: String) {
        var facts = [OccurrenceFacts(event: event, timeZone: timeZone, override: nil)]
        var entries: [OccurrenceFacts: Int] = [:]
        overrideFacts = event.overrides.map { override in
            let said = OccurrenceFacts(event: event, timeZone: timeZone, override: override)
            if let entry = entries[said] { return entry }
            entries[said] = facts.count
            facts.append(said)
            return facts.count - 1
        }
        self.facts = facts
    }
}
