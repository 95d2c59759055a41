import Foundation
import Testing

@testable import TribeRecurrence

/// The clock's table of offset changes against Foundation's own answer, instant by instant.
struct ZoneClockTableTests {
    static let zones = [
        "Europe/London", "Europe/Paris", "America/New_York", "America/Sao_Paulo", "Australia/Lord_Howe",
        "Asia/Kathmandu",
        "Europe/Moscow", "Pacific/Apia", "Africa/Casablanca", "America/St_Johns", "Asia/Calcutta", "UTC",
    ]

    @Test(arguments: zones)
    func offsetsAgreeWithFoundationFrom1900To2100(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let clock = ZoneClock(zone)
        var generator = SystemRandomNumberGenerator()
        var instants = (0..<4000).map { _ in
            Int.random(in: ZoneTransitions.tableStart..<ZoneTransitions.tableEnd, using: &generator)
        }
        // Either side of every change Foundation knows of since 1970, to the second.
        var moment = Date(timeIntervalSince1970: 0)
        while let next = zone.nextDaylightSavingTimeTransition(after: moment),
            next.timeIntervalSince1970 < 4_102_444_800
        {
            instants += [Int(next.timeIntervalSince1970) - 1, Int(next.timeIntervalSince1970)]
            moment = next
        }
        for instant in instants {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            #expect(clock.offset(atInstant: instant) == expected, "\(identifier) at \(instant)")
        }
    }

    @Test func instantsOutsideTheTableAskFoundation() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let clock = ZoneClock(zone)
        for instant in [
            ZoneTransitions.tableStart - 1, ZoneTransitions.tableEnd, ZoneTransitions.tableEnd + 86_400 * 200,
        ] {
            #expect(
                clock.offset(atInstant: instant)
                    == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
        }
    }
}
