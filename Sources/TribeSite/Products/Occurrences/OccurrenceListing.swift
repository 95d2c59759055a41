import Foundation
import TribeConcurrency
import TribeData
import TribeRecurrence
import TribeSchedule

/// Occurrences printed for people (text) or programs (JSON, CSV), streamed.
///
/// The window is expanded a quarter at a time and each piece is written as soon as it is
/// sorted, so memory follows how busy a quarter is, not how long the window is. The JSON
/// shape is a contract for scripts and is documented in the README; keys are always present
/// (null when empty) and sorted, which puts `count` first: JSON counts the window before it
/// writes it.
public struct OccurrenceListing: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, csv
    }

    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    let window: (from: Int, to: Int)
    /// Whether any occurrence of an event can be listed.
    let include: @Sendable (Event) -> Bool
    /// Whether an occurrence of an included event is listed, by what it says; nil for all.
    let keep: (@Sendable (Occurrence) -> Bool)?
    let names: [Int: String]
    /// How many occurrences the listing holds, counted before it is written.
    let count: Int

    /// The most occurrences one listing holds: a gigabyte or more of text, and more than a
    /// minute to write; a longer list is refused before anything is printed.
    static let limit = 10_000_000

    /// How much of the window is expanded at once.
    ///
    /// A quarter keeps a busy family's piece to a few megabytes, and each piece costs a walk
    /// over every series. Re-measured by the `occurrences` rows of `benchmarks/peers large`
    /// (BENCHMARKS.md, "Tuned constants").
    static let piece = 91 * 86_400

    /// Runs `query` against prepared content.
    public static func make(_ prepared: PreparedContent, query: OccurrenceQuery) throws(BuildFailure)
        -> OccurrenceListing
    {
        let selection = try query.selection(
            for: prepared.tribe, settings: prepared.settings, facts: prepared.schedule.facts)
        let window = selection.window
        let count = prepared.schedule.count(
            from: window.from, to: window.to, where: selection.event, keeping: selection.occurrence ?? { _ in true },
            stoppingAbove: limit)
        guard count <= limit else {
            throw .invalidInput([
                Diagnostic(
                    severity: .error, file: nil,
                    message:
                        "the window holds more than \(limit) occurrences, the most a listing holds: narrow it with --from and --to"
                )
            ])
        }
        return OccurrenceListing(
            tribe: prepared.tribe, settings: prepared.settings, schedule: prepared.schedule, window: window,
            include: selection.event, keep: selection.occurrence,
            names: Dictionary(
                prepared.tribe.members.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first }),
            count: count
        )
    }

    /// Writes the listing in `format`, handing `write` a few hundred occurrences at a time;
    /// returns how many occurrences it listed.
    @discardableResult
    public func write(_ format: Format, to write: ([UInt8]) -> Void) -> Int {
        var header: [UInt8] = []
        switch format {
        case .json:
            writeJSONHeader(count: count, into: &header)
        case .csv: writeCSVHeader(into: &header)
        case .text: break
        }
        if !header.isEmpty { write(header) }
        var count = 0
        let listing = self
        let fragments: ListingFragments
        let make: @Sendable (Occurrence) -> [[UInt8]]
        switch format {
        case .json: (fragments, make) = (ListingFragments(partCount: 4), { listing.jsonParts($0) })
        case .csv: (fragments, make) = (ListingFragments(partCount: 2), { listing.csvParts($0) })
        case .text: (fragments, make) = (ListingFragments(partCount: 1), { listing.textParts($0) })
        }
        let buffers = ByteBufferPool()
        forEachPiece { occurrences in
            let parts = fragments.number(occurrences, make: make)
            // Each piece is formatted on every core, in runs handed on in order.
            let first = count == 0
            var runs = Self.runs(occurrences.count).concurrentMap { run in
                var bytes = buffers.take()
                bytes.reserveCapacity(run.count * 600)
                for index in run {
                    let times = ListedTimes(occurrences[index])
                    switch format {
                    case .json:
                        writeJSON(times, first: first && index == 0, parts: parts[index], of: fragments, into: &bytes)
                    case .csv: writeCSV(times, parts: parts[index], of: fragments, into: &bytes)
                    case .text: writeText(times, parts: parts[index], of: fragments, into: &bytes)
                    }
                }
                return bytes
            }
            for index in runs.indices {
                let run = runs[index]
                runs[index] = []  // so the pool gets the only reference and reuses it
                if !run.isEmpty { write(run) }
                buffers.give(run)
            }
            count += occurrences.count
        }
        var footer: [UInt8] = []
        if format == .json { writeJSONFooter(empty: count == 0, into: &footer) }
        if !footer.isEmpty { write(footer) }
        return count
    }
}

extension OccurrenceListing {
    /// The occurrences overlapping the window in order, a piece of the window at a time.
    func forEachPiece(_ body: ([Occurrence]) -> Void) {
        let stream = schedule.stream(window.from..<window.to, pieceLength: Self.piece, where: include)
        while let piece = stream.next() { body(keep.map { piece.filter($0) } ?? piece) }
    }

    /// The occurrences of a piece in runs, for the cores to share.
    static func runs(_ count: Int) -> [Range<Int>] {
        (0..<count).runs(of: PartSizes.listedOccurrencesPerPart)
    }

    func name(_ id: Int) -> String {
        names[id] ?? "user \(id)"
    }

    /// The people invited, then anyone who accepted without being invited (TribeHub can keep
    /// someone as accepted after they were uninvited; saying so is better than hiding it).
    func invitees(_ said: OccurrenceFacts) -> [(id: Int, invited: Bool, accepted: Bool)] {
        let invited = said.inviteeIDs.map {
            (id: $0, invited: true, accepted: said.acceptedIDs.contains($0))
        }
        let uninvited = said.attendance.acceptedWithoutInvitation
        return invited + uninvited.map { (id: $0, invited: false, accepted: true) }
    }

    func windowText(_ instant: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append(ZonedTime(instant: instant, clock: ZoneClock(settings.timeZone)))
        return bytes
    }
}
