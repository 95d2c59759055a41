import Foundation
import Testing

@testable import TribeSite

/// Expected instants come from Python's zoneinfo (fold=0), not from this code.
struct NowParserTests {
    private let london = TimeZone(identifier: "Europe/London")!

    private func seconds(_ option: String?, environment: [String: String] = [:]) throws -> Int {
        try NowParser.resolve(
            option: option, environment: environment, timeZone: london, clock: { Date(timeIntervalSince1970: 42) }
        ).secondsSinceEpoch
    }

    @Test func aDateMeansLocalMidnight() throws {
        #expect(try seconds("2026-07-01") == 1_782_860_400)
    }

    @Test func instantsWithZoneOrOffset() throws {
        #expect(try seconds("2026-11-22T10:00:00Z") == 1_795_341_600)
        #expect(try seconds("2026-11-22T11:00:00+01:00") == 1_795_341_600)
        #expect(try seconds("2026-11-22T10:00:00+01:00") == 1_795_338_000)
    }

    @Test func aSkippedLocalTimeMovesForwardAndAnAmbiguousOneTakesTheFirst() throws {
        #expect(try seconds("2026-03-29T01:30:00") == 1_774_747_800)
        #expect(try seconds("2026-10-25T01:30:00") == 1_792_888_200)
    }

    @Test func sourceDateEpochIsUsedWhenThereIsNoOption() throws {
        let instant = try NowParser.resolve(
            option: nil, environment: ["SOURCE_DATE_EPOCH": "1795341600"], timeZone: london)
        #expect(instant == BuildInstant(secondsSinceEpoch: 1_795_341_600, origin: .sourceDateEpoch))
        #expect(try seconds("2026-11-22T10:00:00Z", environment: ["SOURCE_DATE_EPOCH": "1"]) == 1_795_341_600)
        #expect(
            try NowParser.resolve(
                option: nil, environment: [:], timeZone: london, clock: { Date(timeIntervalSince1970: 42.9) })
                == BuildInstant(secondsSinceEpoch: 42, origin: .systemClock))
    }

    @Test(arguments: ["tomorrow", "2026-02-30", "2026-11-22 10:00", "2026-11-22T10:00:00+25:00"])
    func unreadableNowIsRefused(option: String) {
        #expect(throws: NowParser.Problem.self) { try seconds(option) }
    }

    /// The command line checks `--now` before any zone is known; what it accepts must be
    /// exactly what a build then reads in the tribe's zone, whichever that is.
    @Test(arguments: [
        ("2026-07-01", true), ("2026-03-29T01:30:00", true), ("2026-11-22T10:00", true),
        ("2026-11-22T10:00:00Z", true), ("2026-11-22T10:00:00z", true), ("2026-11-22T11:00:00+01:00", true),
        ("2026-11-22T10:00:00-09:30", true), ("0001-01-01", true), ("9999-12-31T23:59:59Z", true),
        ("tomorrow", false), ("2026-02-30", false), ("2026-11-22 10:00", false), ("2026-11-22T10:00:00+25:00", false),
        ("2026-11-22T10:00:00+0100", false), ("", false), ("10000-01-01", false),
    ])
    func whatTheCommandLineAcceptsIsWhatEveryZoneReads(option: String, accepted: Bool) throws {
        #expect(NowParser.isValid(option) == accepted)
        for name in ["UTC", "Europe/London", "Pacific/Kiritimati", "America/St_Johns"] {
            let zone = try #require(TimeZone(identifier: name))
            #expect((NowParser.parse(option, timeZone: zone) != nil) == accepted, "\(name)")
        }
    }

    @Test func aBadSourceDateEpochIsRefused() {
        #expect(
            throws: NowParser.Problem(
                description: "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found \"soon\"")
        ) {
            try seconds(nil, environment: ["SOURCE_DATE_EPOCH": "soon"])
        }
    }
}
