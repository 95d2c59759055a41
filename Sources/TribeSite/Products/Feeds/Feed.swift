import TribeData
import TribeSchedule

/// One published calendar: which events and trips it carries, and how it presents itself.
struct Feed: Sendable {
    enum Kind: Sendable {
        case tribe
        case member(Member)
        case category(EventCategory)
        case trip(Trip)
    }

    let kind: Kind
    /// Part of every UID in the feed, so the same event in two feeds is never the same object.
    let key: String
    let path: OutputPath
    let name: String
    let description: String
    let color: String
    /// The events any occurrence of which the feed may carry, as positions among the tribe's
    /// events, in order.
    let events: [Int]
    let trips: [Trip]

    /// What the feed carries of its events, taken out of its kind once: asking the kind for
    /// every occurrence copied the member it names, retaining each of their strings.
    var carrying: Carrying {
        switch kind {
        case .tribe: return .every
        case .member(let member): return .member(member.id)
        case .category(let category): return .category(category)
        case .trip: return .noEvents
        }
    }

    /// Which occurrences of its events a feed carries.
    enum Carrying {
        case every
        case member(Int)
        case category(EventCategory)
        case noEvents

        /// Whether the feed carries an occurrence of one of its events: a member's feed carries
        /// theirs (`Involvement`), a category's those of its category, the tribe's every one.
        func carries(_ occurrence: Occurrence, involvement: Involvement, in facts: OccurrenceFactsTable) -> Bool {
            carries(category: facts[occurrence].category) { involvement.involves(occurrence, member: $0, in: facts) }
        }

        /// Whether the feed carries what is of `category` and involves whom `involves` accepts,
        /// each asked only when the feed's kind needs it: the one rule, for an occurrence or
        /// for a series laid out without one.
        func carries(category: @autoclosure () -> EventCategory, involves: (Int) -> Bool) -> Bool {
            switch self {
            case .every: return true
            case .member(let member): return involves(member)
            case .category(let kept): return category() == kept
            case .noEvents: return false
            }
        }
    }
}
