import Testing
import TribeData
import TribeRecurrence

@testable import TribeSite

struct TripsByBuddyTests {
    @Test func eachMembersTripsAreListedOnceInTheTribesOrder() throws {
        let trips = try [(1, [2, 1]), (2, [3]), (3, [1, 1, 3]), (4, [])].map { id, buddies in
            let day = try #require(LocalDate(year: 2027, month: 3, day: id))
            return Trip(
                id: id, title: "Trip \(id)", destination: TripDestination(countryCode: "FR"), start: day, end: day,
                buddyIDs: buddies,
                source: SourceReference(file: "t", path: .root, location: SourceLocation(line: 1, column: 1)))
        }
        let byBuddy = Tribe(name: "Test", trips: trips).tripsByBuddy.mapValues { $0.map(\.id) }
        #expect(byBuddy == [1: [1, 3], 2: [1], 3: [2, 3]])
    }
}
