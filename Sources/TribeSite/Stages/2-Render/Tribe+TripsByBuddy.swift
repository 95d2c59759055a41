import TribeData

extension Tribe {
    /// Each member's trips by member id, in the tribe's order, each trip once.
    ///
    /// Gathered in one pass over the trips: each member's feed, page and planner sifted every
    /// trip for their own, which grew with the square of the family's size.
    var tripsByBuddy: [Int: [Trip]] {
        var byBuddy: [Int: [Trip]] = [:]
        for trip in trips {
            // A set, not a look back along the list: an export may name thousands of travellers,
            // and which of them comes first does not change any one's list.
            for buddy in Set(trip.buddyIDs) { byBuddy[buddy, default: []].append(trip) }
        }
        return byBuddy
    }
}
