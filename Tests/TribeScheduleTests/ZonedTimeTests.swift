import Foundation
import Testing
import TribeRecurrence

@testable import TribeSchedule

struct ZonedTimeTests {
    /// An end made from its start's date must read as one made from scratch: on the same day,
    /// across midnight, and on the days the clocks change in London and Sydney.
    @Test(arguments: ["Europe/London", "Australia/Sydney", "America/St_Johns"])
    func anEndTakingItsStartsDateReadsAsOneMadeAfresh(zoneName: String) throws {
        let clock = ZoneClock(try #require(TimeZone(identifier: zoneName)))
        // 2026-03-28 to 2026-04-06 and 2026-10-24 to 2026-11-02, every 45 minutes, with ends
        // from 10 minutes to 30 hours later.
        let spring = try #require(LocalDate(year: 2026, month: 3, day: 28))
        let autumn = try #require(LocalDate(year: 2026, month: 10, day: 24))
        for first in [spring, autumn] {
            for step in 0..<(10 * 32) {
                let start = ZonedTime(wall: first.daysSinceEpoch * 86_400 + step * 2_700, clock: clock)
                for length in [600, 3_600, 5 * 3_600, 23 * 3_600, 30 * 3_600] {
                    let end = start.instant + length
                    let fromStart = ZonedTime(instant: end, clock: clock, sameDayAs: start)
                    #expect(fromStart == ZonedTime(instant: end, clock: clock))
                }
            }
        }
    }
}
