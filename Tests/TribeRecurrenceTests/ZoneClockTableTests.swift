import Foundation
import Testing
import TribePressTestSupport

@testable import TribeRecurrence

/// The clock's offsets against Python's `zoneinfo` reading the same TZif files, and the
/// fallback for zones without one against Foundation, instant by instant.
struct ZoneClockTableTests {
    static let zones = [
        "Europe/London", "Europe/Paris", "Europe/Dublin", "America/New_York", "America/Sao_Paulo",
        "America/Vancouver", "America/Nuuk", "Australia/Lord_Howe", "Asia/Kathmandu", "Europe/Moscow", "Pacific/Apia",
        "Africa/Casablanca", "America/St_Johns", "Asia/Calcutta", "UTC",
    ]

    /// One instant a day from 1900 to 2100, each at another hour, then either side of every
    /// change the clock lists.
    static func instants(around clocks: [ZoneClock]) -> [Int] {
        var instants = (0..<73_049).map { ZoneTransitions.tableStart + $0 * 86_400 + ($0 % 24) * 3_600 + 1_234 }
        for clock in clocks {
            for change in clock.changes(in: ZoneTransitions.tableStart..<ZoneTransitions.tableEnd) {
                instants += [change.instant - 1, change.instant]
            }
        }
        return instants
    }

    /// Offsets from `zone_offsets.py` for each name, at each instant.
    static func zoneinfo(_ names: [String], at instants: [Int], folder: String? = nil) throws -> [String: [Int]] {
        var request: [String: Any] = ["names": names, "instants": instants]
        if let folder { request["folder"] = folder }
        let answer = try JSONSerialization.jsonObject(
            with: try ProcessRunner.oracle(
                "zone_offsets.py", [], input: try JSONSerialization.data(withJSONObject: request)))
        return try #require(answer as? [String: [Int]], "zoneinfo cannot open one of \(names)")
    }

    @Test func offsetsAgreeWithPythonsZoneinfoFrom1900To2100() throws {
        var clocks: [ZoneClock] = []
        for name in Self.zones {
            let zone = try #require(TimeZone(identifier: name))
            clocks.append(ZoneClock(zone))
        }
        let instants = Self.instants(around: clocks)
        let expected = try Self.zoneinfo(Self.zones, at: instants)
        for (name, clock) in zip(Self.zones, clocks) {
            let theirs = try #require(expected[name])
            let differing = instants.indices.filter { clock.offset(atInstant: instants[$0]) != theirs[$0] }
            #expect(
                differing.isEmpty,
                "\(name): \(differing.prefix(3).map { "at \(instants[$0]) ours \(clock.offset(atInstant: instants[$0])), zoneinfo \(theirs[$0])" })"
            )
        }
        #expect(instants.count > 75_000)
    }

    @Test(arguments: ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Africa/Casablanca", "UTC"])
    func withoutATZifFileTheTableAgreesWithFoundation(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let table = ZoneTransitions(zone, file: nil)
        var generator = SystemRandomNumberGenerator()
        var instants = (0..<4000).map { _ in
            Int.random(in: ZoneTransitions.tableStart..<ZoneTransitions.tableEnd, using: &generator)
        }
        // Either side of every change Foundation knows of since 1970, and outside the table.
        var moment = Date(timeIntervalSince1970: 0)
        while let next = zone.nextDaylightSavingTimeTransition(after: moment),
            next.timeIntervalSince1970 < 4_102_444_800
        {
            instants += [Int(next.timeIntervalSince1970) - 1, Int(next.timeIntervalSince1970)]
            moment = next
        }
        instants += [ZoneTransitions.tableStart - 1, ZoneTransitions.tableEnd, ZoneTransitions.tableEnd + 86_400 * 200]
        for instant in instants {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            #expect(table.offset(atInstant: instant) == expected, "\(identifier) at \(instant)")
        }
    }

    @Test func aZoneWhoseFileIsMissingOrNotTZifIsFoundations() {
        #expect(ZoneDatabase.file(for: "../../../etc/passwd") == nil)
        #expect(ZoneDatabase.file(for: "/etc/passwd") == nil)
        #expect(ZoneDatabase.file(for: "Europe/../Europe/London") == nil)
        #expect(ZoneDatabase.file(for: "Europe") == nil)
        #expect(ZoneDatabase.file(for: "tzdata.zi") == nil)
        #expect(ZoneDatabase.file(for: "Europe/London") != nil)
        #expect(ZoneDatabase.file(for: "US/Eastern") != nil)
    }
}
