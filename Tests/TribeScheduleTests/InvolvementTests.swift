import Foundation
import Testing
import TribeData
import TribeRecurrence

@testable import TribeSchedule

/// Whose an occurrence is: the owner, the invitees who count, decided per occurrence after
/// overrides.
struct InvolvementTests {
    /// A weekly series Maya (1) owns with Tom (2) invited and accepted and Ada (3) invited only;
    /// Leo (4) accepted without being invited. Overrides: the 8th adds Leo and leaves Tom out,
    /// the 15th takes everyone off but the owner.
    static let schedule: Schedule = {
        let source = ScheduleFixtures.source
        let event = Event(
            id: 7, ownerID: 1, inviteeIDs: [2, 3], acceptedIDs: [2, 4],
            start: ScheduleFixtures.dateTime("2027-03-01T18:00:00"),
            duration: EventDuration(seconds: 3600), repeatCode: .weekly, subject: "Choir", category: .music,
            overrides: [
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2027-03-08T18:00:00"), inviteeIDs: [3, 4],
                    acceptedIDs: [4], source: source),
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2027-03-15T18:00:00"), inviteeIDs: [], acceptedIDs: [],
                    source: source),
            ],
            source: source
        )
        return ScheduleFixtures.schedule([event])
    }()

    static let facts = schedule.facts
    static let march = schedule.occurrences(
        from: ScheduleFixtures.utc("2027-03-01T00:00:00"), to: ScheduleFixtures.utc("2027-03-23T00:00:00"))

    @Test func everyInviteeCountsUnlessOnlyAcceptedOnesDo() {
        #expect(Self.march.count == 4)
        let invited = Involvement(invitees: .invited)
        let accepted = Involvement(invitees: .accepted)
        #expect(
            Self.march.map { invited.memberIDs(of: $0, in: Self.facts) } == [[1, 2, 3], [1, 3, 4], [1], [1, 2, 3]])
        #expect(Self.march.map { accepted.memberIDs(of: $0, in: Self.facts) } == [[1, 2], [1, 4], [1], [1, 2]])
        // The rule, asked of each occurrence's attendance, gives what the facts keep.
        #expect(
            Self.march.map { invited.memberIDs(of: Self.facts[$0].attendance) } == [
                [1, 2, 3], [1, 3, 4], [1], [1, 2, 3],
            ])
    }

    @Test func anOverrideDecidesItsOwnOccurrence() {
        let involvement = Involvement(invitees: .invited)
        #expect(Self.march.map { involvement.involves($0, member: 2, in: Self.facts) } == [true, false, false, true])
        #expect(Self.march.map { involvement.involves($0, member: 4, in: Self.facts) } == [false, true, false, false])
        #expect(
            Self.march.map { involvement.involves($0, anyOf: [3, 5], in: Self.facts) } == [true, true, false, true])
        #expect(Self.march.allSatisfy { involvement.involves($0, member: 1, in: Self.facts) })
    }

    @Test func acceptingWithoutAnInvitationDoesNotCount() {
        // Leo is in the series' `accepted` but not its `to`: TribeHub's leftover, not an invitation.
        for involvement in [Involvement(invitees: .invited), Involvement(invitees: .accepted)] {
            #expect(!involvement.involves(Self.march[0], member: 4, in: Self.facts))
        }
    }

    @Test func aSeriesMayInvolveItsOwnerItsInviteesAndAnyoneItsOverridesInvite() {
        let involvement = Involvement(invitees: .invited)
        let tribeEvent = Event(
            id: 7, ownerID: 1, inviteeIDs: [2], start: ScheduleFixtures.dateTime("2027-03-01T18:00:00"),
            duration: EventDuration(seconds: 60),
            repeatCode: .weekly, subject: "Choir", category: .music,
            overrides: [
                EventOverride(
                    originalStart: ScheduleFixtures.dateTime("2027-03-08T18:00:00"), inviteeIDs: [4],
                    source: ScheduleFixtures.source)
            ],
            source: ScheduleFixtures.source
        )
        #expect(involvement.mayInvolve(tribeEvent, anyOf: [1]))
        #expect(involvement.mayInvolve(tribeEvent, anyOf: [4]))
        #expect(!involvement.mayInvolve(tribeEvent, anyOf: [3, 5]))
        #expect(Involvement.possibleMemberIDs(of: tribeEvent) == [1, 2, 4])
    }

    @Test func whoAcceptedWithoutAnInvitationIsNamedInOnePlace() {
        // Leo (4) and Kit (5) accepted without an invitation, Kit twice; the owner's own
        // acceptance is not one of them.
        let attendance = Attendance(ownerID: 1, inviteeIDs: [2, 3], acceptedIDs: [5, 2, 1, 4, 5])
        #expect(attendance.acceptedWithoutInvitation == [5, 4, 5])
        #expect(Involvement(invitees: .invited).memberIDs(of: attendance) == [1, 2, 3])
        #expect(Involvement(invitees: .accepted).memberIDs(of: attendance) == [1, 2])
        // Long lists are hashed rather than searched, with the same answer.
        let many = Attendance(ownerID: 0, inviteeIDs: Array(1...40), acceptedIDs: Array((0...60).reversed()))
        #expect(many.acceptedWithoutInvitation == Array((41...60).reversed()))
        #expect(Self.march.map { Self.facts[$0].attendance.acceptedWithoutInvitation } == [[4], [], [], [4]])
    }

    @Test func aTripHasItsTravellersOccurrencesDuringItsDays() throws {
        let involvement = Involvement(invitees: .invited)
        let zone = try #require(TimeZone(identifier: "Europe/London"))
        let trip = Trip(
            id: 1, title: "Away", destination: TripDestination(countryCode: "FR"),
            start: try #require(LocalDate(iso: "2027-03-08")),
            end: try #require(LocalDate(iso: "2027-03-15")), buddyIDs: [4], source: ScheduleFixtures.source
        )
        let window = Involvement.window(of: trip, in: zone)
        #expect(window == ScheduleFixtures.utc("2027-03-08T00:00:00")..<ScheduleFixtures.utc("2027-03-16T00:00:00"))
        // Only the 8th is Leo's; the 1st and the 22nd are outside the trip.
        #expect(
            Self.march.map { involvement.isPart(ofTripWith: Set(trip.buddyIDs), $0, window: window, in: Self.facts) }
                == [
                    false, true, false, false,
                ])
        var everyone = trip
        everyone.buddyIDs = []
        #expect(
            Self.march.map {
                involvement.isPart(ofTripWith: Set(everyone.buddyIDs), $0, window: window, in: Self.facts)
            } == [
                false, true, true, false,
            ])
    }
}
