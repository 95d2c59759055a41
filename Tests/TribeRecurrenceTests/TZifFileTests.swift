import Foundation
import Testing
import TribePressTestSupport

@testable import TribeRecurrence

/// TZif files compiled by `zic` from rules written here, slim (the rule carries the years
/// after its last change) and fat (changes listed to 2037), read by TribePress and by Python's
/// `zoneinfo`.
struct TZifFileTests {
    /// Daylight saving that moves in 2010, a zone that leaves it for good in 2030, winter time
    /// an hour behind standard (as Ireland's), and a southern zone changing at 24:00.
    static let source = """
        Rule\tTst\t1990\t2009\t-\tApr\tSun>=1\t2:00\t1:00\tD
        Rule\tTst\t1990\t2009\t-\tOct\tlastSun\t2:00\t0\tS
        Rule\tTst\t2010\tmax\t-\tMar\tSun>=8\t2:00\t1:00\tD
        Rule\tTst\t2010\tmax\t-\tNov\tSun>=1\t2:00\t0\tS
        Zone\tTest/Rules\t-7:52:58\t-\tLMT\t1900 Jan 1
        \t\t\t-8:00\tTst\tP%sT\t2030 Nov 3 2:00
        \t\t\t-7:00\t-\tMST
        Zone\tTest/Moving\t-7:52:58\t-\tLMT\t1900 Jan 1
        \t\t\t-8:00\tTst\tP%sT
        Rule\tNeg\t1971\tmax\t-\tOct\tlastSun\t1:00u\t-1:00\tGMT
        Rule\tNeg\t1972\tmax\t-\tMar\tlastSun\t1:00u\t0\tIST
        Zone\tTest/Negative\t-0:25:21\t-\tLMT\t1900
        \t\t\t1:00\tNeg\t%s
        Rule\tSth\t2000\tmax\t-\tOct\tSun>=1\t24:00\t1:00\t-
        Rule\tSth\t2001\tmax\t-\tMar\tlastSat\t24:00\t0\t-
        Zone\tTest/Southern\t-3:00\tSth\t-03/-02

        """
    static let names = ["Test/Rules", "Test/Moving", "Test/Negative", "Test/Southern"]

    /// The zones compiled with `zic -b <bloat>` into a new folder.
    static func compile(bloat: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tribepress-tzif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("zones.txt")
        try Self.source.write(to: source, atomically: true, encoding: .utf8)
        let zic = ["/usr/sbin/zic", "/usr/bin/zic"].first { FileManager.default.isExecutableFile(atPath: $0) }
        _ = try ProcessRunner.output(
            of: try #require(zic, "zic (Debian's libc-bin) is missing"),
            ["-b", bloat, "-d", folder.path, source.path])
        return folder
    }

    @Test(arguments: ["slim", "fat"])
    func compiledZonesAgreeWithPythonsZoneinfo(_ bloat: String) throws {
        let folder = try Self.compile(bloat: bloat)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every 13 hours from 1900 to 2100, well past where the slim files stop listing.
        let instants =
            (0..<134_862).map { ZoneTransitions.tableStart + $0 * 46_800 + 61 } + [
                ZoneTransitions.tableEnd + 86_400 * 100, ZoneTransitions.tableEnd + 86_400 * 250,
            ]
        let expected = try ZoneClockTableTests.zoneinfo(Self.names, at: instants, folder: folder.path)
        for name in Self.names {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            let file = try #require(TZifFile(bytes), "\(name) (\(bloat)) is not read")
            let table = ZoneTransitions(.gmt, file: file)
            let theirs = try #require(expected[name])
            let differing = instants.indices.filter { table.offset(atInstant: instants[$0]) != theirs[$0] }
            #expect(
                differing.isEmpty,
                "\(name) (\(bloat)): \(differing.prefix(3).map { "at \(instants[$0]) ours \(table.offset(atInstant: instants[$0])), zoneinfo \(theirs[$0])" })"
            )
        }
    }

    @Test func aSlimFilesRuleIsReadAndItsTimesAreWhereZicPutThem() throws {
        let folder = try Self.compile(bloat: "slim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = try #require(TZifFile(Array(Data(contentsOf: folder.appendingPathComponent("Test/Rules")))))
        #expect(rules.rule == PosixZoneRule("MST7"))
        let moving = try #require(TZifFile(Array(Data(contentsOf: folder.appendingPathComponent("Test/Moving")))))
        #expect(moving.rule == PosixZoneRule("PST8PDT,M3.2.0,M11.1.0"))
        #expect(moving.rule != nil)
    }

    @Test func theLargerOffsetIsTheDaylightOneEvenWhereTheDatabaseSaysOtherwise() throws {
        let folder = try Self.compile(bloat: "fat")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(TZifFile(Array(Data(contentsOf: folder.appendingPathComponent("Test/Negative")))))
        // The file marks winter (+00) as daylight time and summer (+01) as standard.
        #expect(file.types.contains(TZifFile.LocalTimeType(offset: 0, isDaylight: true)))
        let changes = ZoneTransitions(.gmt, file: file).changes(in: 1_767_225_600..<1_798_761_600)  // 2026
        #expect(
            changes == [
                ZoneChange(instant: 1_774_746_000, offsetBefore: 0, offsetAfter: 3_600, isDaylight: true),
                ZoneChange(instant: 1_792_890_000, offsetBefore: 3_600, offsetAfter: 0, isDaylight: false),
            ])
    }

    @Test func truncatedOrForeignBytesAreNotAFile() throws {
        let folder = try Self.compile(bloat: "fat")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = try Array(Data(contentsOf: folder.appendingPathComponent("Test/Rules")))
        #expect(TZifFile(bytes) != nil)
        for cut in [0, 4, 43, 44, 60, bytes.count / 2] {
            #expect(TZifFile(Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
        }
        #expect(TZifFile(Array("# tzdb data\nZ Europe/London".utf8)) == nil)
        var leapSeconds = bytes
        leapSeconds[28 + 3] = 1  // the version 1 header's count of leap seconds
        #expect(TZifFile(leapSeconds) == nil)
    }
}

/// The rules at the end of TZif files, read and applied.
struct PosixZoneRuleTests {
    @Test func theUnitedStatesRuleChangesOnTheSecondSundayOfMarchAndTheFirstOfNovember() throws {
        let rule = try #require(PosixZoneRule("PST8PDT,M3.2.0,M11.1.0"))
        #expect(rule.standardOffset == -28_800)
        // 2026-03-08T10:00Z (02:00 PST) and 2026-11-01T09:00Z (02:00 PDT).
        #expect(rule.changes(inYear: 2026).map(\.instant) == [1_772_964_000, 1_793_523_600])
        #expect(rule.offset(atInstant: 1_772_963_999) == -28_800)
        #expect(rule.offset(atInstant: 1_772_964_000) == -25_200)
        #expect(rule.offset(atInstant: 1_793_523_600) == -28_800)
    }

    @Test func irelandsWinterIsItsDaylightSavingAndStartsAtTheEndOfOctober() throws {
        let rule = try #require(PosixZoneRule("IST-1GMT0,M10.5.0,M3.5.0/1"))
        #expect(rule.standardOffset == 3_600)
        // 2026-03-29T01:00Z back to +01, 2026-10-25T01:00Z to +00.
        #expect(
            rule.changes(inYear: 2026).map { [$0.instant, $0.offset] } == [
                [1_774_746_000, 3_600], [1_792_890_000, 0],
            ])
    }

    @Test func greenlandChangesAtNegativeAndNamedInAngleBrackets() throws {
        let rule = try #require(PosixZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        // The last Sunday of March at -1:00, that is 23:00 on the Saturday: 2026-03-29T01:00Z.
        #expect(rule.changes(inYear: 2026).map(\.instant) == [1_774_746_000, 1_792_890_000])
    }

    @Test func julianDaysSkipTheLeapDayAndZeroBasedDaysCountIt() throws {
        let julian = try #require(PosixZoneRule("XXX0YYY,J60/0,J300/0"))
        #expect(julian.changes(inYear: 2024).first?.instant == 1_709_251_200)  // 1 March
        let zeroBased = try #require(PosixZoneRule("XXX0YYY,59/0,300/0"))
        #expect(zeroBased.changes(inYear: 2024).first?.instant == 1_709_164_800)  // 29 February
    }

    @Test func daylightSavingAllYearKeepsTheDaylightOffset() throws {
        let rule = try #require(PosixZoneRule("EST5EDT,0/0,J365/25"))
        for instant in [1_767_243_600, 1_767_243_599, 1_782_864_000, 1_798_779_599, 1_798_779_600] {
            #expect(rule.offset(atInstant: instant) == -14_400, "\(instant)")
        }
        let table = rule.zoneChanges(in: 1_767_225_600..<1_830_297_600)
        #expect(table.count <= 1)
    }

    @Test func fixedOffsetsAndTheirSigns() throws {
        #expect(PosixZoneRule("<+0530>-5:30")?.standardOffset == 19_800)
        #expect(PosixZoneRule("MST7")?.standardOffset == -25_200)
        #expect(PosixZoneRule("GMT0")?.daylight == nil)
        #expect(PosixZoneRule("<-0330>3:30")?.standardOffset == -12_600)
    }

    @Test func malformedRulesAreRefused() {
        for text in [
            "", "PS8", "PST", "PST8PDT,M3.2.0", "PST8PDT,M13.2.0,M11.1.0", "PST8PDT,M3.6.0,M11.1.0",
            "PST8PDT,M3.2.7,M11.1.0", "PST8PDT,J0,J365", "PST8PDT,M3.2.0/168,M11.1.0", "<+05", "PST99",
            "PST8PDT,M3.2.0,M11.1.0,", "PST8 ",
        ] {
            #expect(PosixZoneRule(text) == nil, "\(text)")
        }
    }
}
