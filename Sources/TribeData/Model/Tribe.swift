/// Everything a tribe's export holds, validated and ready for the later stages.
public struct Tribe: Sendable, Hashable {
    public var name: String
    /// The tribe's IANA zone as the data names it; the configuration may override it.
    public var timeZone: String?
    /// Members in the order the export lists them.
    public var members: [Member]
    /// Series masters only: the server's generated `REC` rows are dropped on loading.
    public var events: [Event]
    public var contacts: [Contact]
    public var trips: [Trip]

    public init(
        name: String, timeZone: String? = nil, members: [Member] = [], events: [Event] = [], contacts: [Contact] = [],
        trips: [Trip] = []
    ) {
        self.name = name
        self.timeZone = timeZone
        self.members = members
        self.events = events
        self.contacts = contacts
        self.trips = trips
    }
}
