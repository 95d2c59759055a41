import TribeRecurrence

/// A family trip from the companion travel app (our extension to the export).
public struct Trip: Sendable, Hashable, Identifiable {
    public var id: Int
    public var title: String
    public var destination: TripDestination
    /// First day, inclusive.
    public var start: LocalDate
    /// Last day, inclusive.
    public var end: LocalDate
    /// Members travelling.
    public var buddyIDs: [Int]
    /// Markdown.
    public var notes: String?
    public var tips: [TripTip]
    public var source: SourceReference

    public init(
        id: Int, title: String, destination: TripDestination, start: LocalDate, end: LocalDate, buddyIDs: [Int] = [],
        notes: String? = nil, tips: [TripTip] = [], source: SourceReference
    ) {
        self.id = id
        self.title = title
        self.destination = destination
        self.start = start
        self.end = end
        self.buddyIDs = buddyIDs
        self.notes = notes
        self.tips = tips
        self.source = source
    }

    /// Nights away: an inclusive range of N days spans N − 1 nights.
    public var nights: Int { end.daysSinceEpoch - start.daysSinceEpoch }
}
