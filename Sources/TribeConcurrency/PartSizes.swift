/// How work is cut into parts for the cores to take, in one place.
///
/// Each size trades the same two things: larger parts mean fewer hand-offs between cores and
/// less bookkeeping, smaller ones a better balance at the end (no core left waiting on the last
/// long part) and, where a part's data must stay in a core's own cache, less memory traffic.
/// Each names the benchmark that re-measures it; BENCHMARKS.md ("Tuned constants") keeps the
/// figures they rest on. None changes what a build writes, only how long it takes.
public enum PartSizes {
    /// How long a text must be for handing part of its work to another core to pay: parsing
    /// its second half, indexing its lines, freeing its tree.
    ///
    /// Lower, a small file pays a thread's hand-off and wait for work the busy core finishes
    /// sooner alone; higher, an export's parse keeps the other core idle. Re-measured by
    /// `benchmarks/peers large` and `CPUS=0 benchmarks/peers large`.
    public static let worthAnotherCore = 1 << 20

    /// How many records of a list (events, contacts) one core reads at a time.
    ///
    /// Longer runs mean fewer hand-offs but a worse balance at the end; shorter ones a log and
    /// a hand-off for a few items. Re-measured by `benchmarks/peers large`.
    public static let recordsPerPart = 256

    /// How many series one core expands at a time, for `count` series: at least eight parts
    /// when there are enough, so a family of 300 does not leave one core waiting on a single
    /// part of 256, and 16 to 256 series a part. Re-measured by `benchmarks/peers family` and
    /// `benchmarks/peers large`.
    public static func seriesPerPart(_ count: Int) -> Int {
        min(256, max(16, (count + 7) / 8))
    }

    /// About the most occurrences one part of a long merge holds.
    ///
    /// A part's keys, as it sorts them, and the occurrences it gathers stay within a core's own
    /// cache, so a family twice as large takes about twice as long to merge. Larger parts fall
    /// out of that cache; smaller ones mean more cuts and more hand-offs between cores.
    /// Re-measured by `benchmarks/doubling`.
    public static let mergedOccurrencesPerPart = 8_192

    /// The most parts a merge is cut into, past which parts grow again.
    ///
    /// The merge keeps a range of every run for every part, so this bounds that memory for a
    /// listing of millions from an export of a million series, at the price of parts larger
    /// than `mergedOccurrencesPerPart`. A site, held to its occurrence limit, never reaches it.
    public static let mostMergeParts = 256

    /// How many occurrences one core files under their members at a time, for `count`: about
    /// an eighth each, from 4,096 to 16,384, so the lists a part fills stay in a core's own
    /// cache however large the family. Re-measured by `benchmarks/doubling`.
    public static func filedOccurrencesPerPart(_ count: Int) -> Int {
        min(16_384, max(4_096, (count + 7) / 8))
    }

    /// How many occurrences one core files under the planner's months at a time, for `count`:
    /// a quarter each, at least 4,096. Re-measured by `benchmarks/peers large`.
    public static func plannerOccurrencesPerPart(_ count: Int) -> Int {
        max(4_096, (count + 3) / 4)
    }

    /// How many occurrences a core formats at a time in a listing (`tribepress occurrences`).
    ///
    /// Small enough that both cores finish a piece together, large enough that handing each
    /// run on costs nothing. Re-measured by the `occurrences` rows of `benchmarks/peers large`.
    public static let listedOccurrencesPerPart = 512
}
