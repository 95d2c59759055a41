import Foundation
import Testing
import TribeData
import TribeRecurrence

@testable import TribeSchedule

/// Streamed pieces against listing the whole window at once.
struct OccurrenceStreamTests {
    /// A whole year, across both clock changes, in pieces shorter and longer than a week, an
    /// odd length that cuts through days, and one longer than the window.
    @Test(arguments: [86_400, 7 * 86_400 + 3_601, 91 * 86_400, 400 * 86_400])
    func piecesInOrderAreTheWholeWindowOnceEach(_ pieceLength: Int) {
        let schedule = TimelineTests.schedule
        let window = ScheduleFixtures.utc("2026-01-10T00:00:00")..<ScheduleFixtures.utc("2027-01-10T00:00:00")
        let stream = schedule.stream(window, pieceLength: pieceLength)
        var streamed: [Occurrence] = []
        var pieces = 0
        while let piece = stream.next() {
            streamed += piece
            pieces += 1
        }
        #expect(pieces == (window.count + pieceLength - 1) / pieceLength)
        let whole = schedule.occurrences(from: window.lowerBound, to: window.upperBound)
        #expect(whole.count > 1_000)
        // The schedule's overrides move occurrences a day and hand them to someone else: those
        // must come in the right piece too.
        #expect(whole.contains { schedule.facts[$0].isOverride })
        #expect(streamed.count == whole.count)
        #expect(zip(streamed, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset == nil)
    }

    @Test func aFilteredStreamHoldsOnlyTheChosenEvents() {
        let schedule = TimelineTests.schedule
        let window = ScheduleFixtures.utc("2026-03-01T00:00:00")..<ScheduleFixtures.utc("2026-09-01T00:00:00")
        let chosen: @Sendable (Event) -> Bool = { $0.id % 3 == 0 }
        let stream = schedule.stream(window, pieceLength: 30 * 86_400, where: chosen)
        var streamed: [Occurrence] = []
        while let piece = stream.next() { streamed += piece }
        let whole = schedule.occurrences(from: window.lowerBound, to: window.upperBound, where: chosen)
        #expect(streamed.count == whole.count)
        #expect(zip(streamed, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset == nil)
        #expect(!streamed.isEmpty && streamed.allSatisfy { $0.eventID % 3 == 0 })
    }
}
