import TribeData

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
    let eventIDs: [Int]
    let trips: [Trip]
}
