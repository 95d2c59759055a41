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
        var entries: Set<Entry> = []
        overrideFacts = event.overrides.map { override in
            let said = OccurrenceFacts(event: event, timeZone: timeZone, override: override)
            // One hash of the facts, whether they are new or not.
            let (isNew, entry) = entries.insert(Entry(facts: said, position: facts.count))
            if isNew { facts.append(said) }
            return entry.position
        }
        self.facts = facts
    }

    /// Facts and their place in `facts`, equal by the facts alone.
    private struct Entry: Hashable {
        let facts: OccurrenceFacts
        let position: Int

        static func == (first: Entry, second: Entry) -> Bool {
            first.facts == second.facts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(facts)
        }
    }
}
