import Foundation
import TribeRecurrence
import TribeSchedule

extension Schedule {
    /// Every occurrence touching the days `first` to `last` inclusive, each day running from
    /// midnight to midnight in `zone`.
    func occurrences(from first: LocalDate, through last: LocalDate, in zone: TimeZone) -> [Occurrence] {
        let clock = ZoneClock(zone)
        return occurrences(
            from: clock.instant(ofWall: LocalDateTime(midnightOf: first).wallSeconds),
            to: clock.instant(ofWall: LocalDateTime(midnightOf: last.adding(days: 1)).wallSeconds)
        )
    }
}
