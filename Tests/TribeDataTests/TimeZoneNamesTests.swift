import Foundation
import Testing
import TribePressTestSupport
import TribeRecurrence

@testable import TribeData

/// Every zone and link of the machine's tz database is accepted, and its offsets agree with
/// Python's `zoneinfo`, which reads the database's own files.
struct TimeZoneNamesTests {
    /// The database the machine's C library reads.
    static let zoneinfo = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/share/zoneinfo")

    /// Names read here, not with the code under test: the second field of `Z` lines and the
    /// third of `L` lines of `tzdata.zi`, and the third column of `zone1970.tab`.
    static func databaseNames() throws -> [String] {
        let zi = try String(contentsOf: zoneinfo.appendingPathComponent("tzdata.zi"), encoding: .utf8)
        var names = Set<String>()
        for line in zi.components(separatedBy: "\n") {
            let fields = line.components(separatedBy: " ")
            if fields[0] == "Z" { names.insert(fields[1]) }
            if fields[0] == "L" { names.insert(fields[2]) }
        }
        let tab = try String(contentsOf: zoneinfo.appendingPathComponent("zone1970.tab"), encoding: .utf8)
        for line in tab.components(separatedBy: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            names.insert(line.components(separatedBy: "\t")[2])
        }
        return names.sorted()
    }

    @Test func everyZoneAndLinkOfTheDatabaseIsAccepted() throws {
        let names = try Self.databaseNames()
        #expect(names.count > 590)
        #expect(names.filter { !TimeZoneNames.isKnown($0) } == [])
        for name in [
            "Asia/Kolkata", "Asia/Calcutta", "US/Eastern", "Asia/Saigon", "Australia/NSW", "Etc/GMT+5", "EST5EDT",
            "UTC",
        ] {
            #expect(TimeZoneNames.isKnown(name), "\(name)")
        }
    }

    @Test func abbreviationsOffsetsAndMisspellingsAreNotZones() {
        // Foundation opens all of these; none is a name of the tz database.
        for name in ["PST", "GMT+5", "europe/london", "Europe/London ", "Foo/Bar", "../etc/passwd", "localtime"] {
            #expect(!TimeZoneNames.isKnown(name), "\(name)")
        }
        #expect(TimeZoneNames.suggestion(for: "europe/london") == "Europe/London")
        #expect(TimeZoneNames.suggestion(for: "asia/kolkata") == "Asia/Kolkata")
        #expect(TimeZoneNames.suggestion(for: "new york") == "America/New_York")
    }

    @Test func offsetsAgreeWithPythonsZoneinfoFrom2000To2040() throws {
        let names = try Self.databaseNames()
        // 300 instants from 2000 to 2040, a little over 48 days apart, at every hour of the day.
        let instants = (0..<300).map { 946_684_800 + $0 * 4_208_400 + ($0 % 24) * 3_600 + 1_234 }
        let request = try JSONSerialization.data(withJSONObject: ["names": names, "instants": instants])
        let expected = try #require(
            try JSONSerialization.jsonObject(with: try ProcessRunner.oracle("zone_offsets.py", [], input: request))
                as? [String: Any])
        var compared = 0
        for name in names {
            let theirs = try #require(expected[name] as? [Int], "zoneinfo cannot open \(name)")
            let zone = try #require(TimeZone(identifier: name), "Foundation cannot open \(name)")
            let clock = ZoneClock(zone)
            let ours = instants.map { clock.offset(atInstant: $0) }
            let differing = zip(instants, zip(ours, theirs)).filter { $1.0 != $1.1 }
            #expect(
                differing.isEmpty,
                "\(name): \(differing.prefix(3).map { "at \($0.0) ours \($0.1.0), zoneinfo \($0.1.1)" })")
            compared += ours.count
        }
        #expect(compared > 170_000)
    }
}
