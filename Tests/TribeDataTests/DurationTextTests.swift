import Testing

@testable import TribeData

struct DurationTextTests {
    @Test(arguments: [
        ("00:45:00", 2700, 0), ("01:30:00", 5400, 0), ("1 02:00:00", 93_600, 0), ("7 00:00:00", 604_800, 0),
        ("00:00:01.5", 1, 500_000), ("2 days, 3:04:05", 183_845, 0), ("1 day, 0:00:00", 86_400, 0),
        ("3660 23:59:59.000001", 316_310_399, 1), ("1 days, 00:00:00.123456", 86_400, 123_456),
        ("87840:00:00", 316_224_000, 0), ("-0 01:00:00", 3_600, 0), ("+1 01:00:00", 90_000, 0),
    ])
    func djangoDurationsRead(text: String, seconds: Int, microseconds: Int) {
        #expect(DurationText.parse(text) == EventDuration(seconds: seconds, microseconds: microseconds))
    }

    @Test(arguments: [
        "1000000000000000 00:00:00", "3661 00:00:00", "9999999999:00:00", "00:30", "90", "-01:00:00", "01:60:00",
        "1:2:3", "P1D", "", "1  02:00:00", "00:00:00.1234567", "87841:00:00", "00:00:00.", "1 days 00:00:00",
        "01:30:00\u{301}", "\u{661}:30:00", "01:+3:00", "01:30:00:00", " 01:30:00", "1 day, 00:00", "-1 00:00:00",
        "99999999999999999999:00:00",
    ])
    func malformedDurationsAreRefused(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test func durationsPrintAsDjangoWritesThem() {
        #expect(EventDuration(seconds: 93_600).description == "1 02:00:00")
        #expect(EventDuration(seconds: 2700).description == "00:45:00")
    }
}
