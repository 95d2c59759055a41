// Expands the benchmark's rules with our engine, to compare with libical in one run
// (benchmarks/recurrence). Build in release: swift build -c release --product recurrence-benchmark
import Dispatch
import Foundation
import TribeRecurrence

/// Runs `work` once and returns what it produced and how long it took in seconds.
func timed(_ work: () -> (count: Int, checksum: Int)) -> (count: Int, checksum: Int, seconds: Double) {
    let started = DispatchTime.now().uptimeNanoseconds
    let result = work()
    return (result.count, result.checksum, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
}

/// Expands `text` from 2000 until `wanted` occurrences, restarting whenever a pass reaches 2400
/// exactly as the libical program does; with `clock`, each wall time is also turned into an instant.
func expand(_ text: String, wanted: Int, clock: ZoneClock?) -> (count: Int, checksum: Int) {
    guard let rule = try? RecurrenceRule(parsing: text), let start = LocalDateTime(iso: "2000-01-07T09:00:00"),
          let limit = LocalDateTime(iso: "2400-01-01T00:00:00") else { return (0, 0) }
    var produced = 0, checksum = 0
    while produced < wanted {
        var iterator = RuleIterator(rule: rule, start: start, timeZone: clock?.timeZone ?? .gmt)
        var pass = 0
        while produced < wanted, let wall = iterator.next(), wall < limit.wallSeconds {
            checksum &+= clock.map { $0.resolve(wall: wall).instant } ?? wall
            produced += 1
            pass += 1
        }
        if pass == 0 { break }
    }
    return (produced, checksum)
}

/// A one-week window of a daily series that began in 2000, `repeats` times.
func window(year: Int, repeats: Int, clock: ZoneClock) -> (count: Int, checksum: Int) {
    guard let rule = try? RecurrenceRule(parsing: "FREQ=DAILY"), let start = LocalDateTime(iso: "2000-01-01T07:30:00"),
          let from = LocalDateTime(iso: "\(year)-03-01T00:00:00"), let to = LocalDateTime(iso: "\(year)-03-08T00:00:00") else { return (0, 0) }
    let set = RecurrenceSet(start: start, rule: rule, timeZone: clock.timeZone)
    var found = 0
    for _ in 0..<repeats { found += set.occurrences(from: from, through: to).count }
    return (repeats, found)
}

let wanted = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let london = ZoneClock(TimeZone(identifier: "Europe/London") ?? .gmt)
var checksums = 0
for text in ["FREQ=DAILY", "FREQ=MONTHLY;BYDAY=-1FR"] {
    for (label, clock) in [("tribepress", nil), ("tribepress+zone", london)] as [(String, ZoneClock?)] {
        let run = timed { expand(text, wanted: wanted, clock: clock) }
        checksums &+= run.checksum
        print("\(label) \(text) \(run.count) \(String(format: "%.3f", run.seconds)) \(Int(Double(run.count) / run.seconds))")
    }
}
for year in [2001, 2060] {
    let run = timed { window(year: year, repeats: 20_000, clock: london) }
    checksums &+= run.checksum
    print("window \(year): \(String(format: "%.2f", run.seconds / Double(run.count) * 1e6)) µs for one week of a daily series begun in 2000")
}
FileHandle.standardError.write(Data("(checksum \(checksums))\n".utf8))
