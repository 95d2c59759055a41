import Dispatch
import TribeConcurrency
import TribeData
import TribeRecurrence

/// A window's occurrences a piece at a time, in order, for listings too long to hold at once.
///
/// Each series keeps its place from one piece to the next, so no piece walks a rule from its
/// first occurrence again: asking the schedule for each piece instead would start every series
/// afresh, and over a window of many pieces that walk would be most of the work.
public final class OccurrenceStream: @unchecked Sendable {
    // `next()` is called from one thread at a time, and within a piece each chunk of series is
    // advanced by one core only.
    private let window: Range<Int>
    private let pieceLength: Int
    private var pieceStart: Int
    private let chunks: [[SeriesStream]]
    /// The occurrences overrides changed, by the index of the piece they belong to.
    private var changed: [Int: [Occurrence]] = [:]

    init(chunks: [ArraySlice<Series>], window: Range<Int>, pieceLength: Int) {
        self.window = window
        self.pieceLength = max(1, pieceLength)
        pieceStart = window.lowerBound
        self.chunks = chunks.map { chunk in chunk.map { SeriesStream($0, window: window) } }
        // Overrides are few: the changed occurrences of the whole window are made now and
        // handed out with the piece each starts in.
        for item in chunks.joined() {
            for occurrence in item.changed(from: window.lowerBound, to: window.upperBound) {
                changed[piece(of: occurrence), default: []].append(occurrence)
            }
        }
    }

    /// The next piece's occurrences (possibly none), or nil after the last piece.
    public func next() -> [Occurrence]? {
        guard pieceStart < window.upperBound else { return nil }
        let pieceEnd = pieceStart + min(pieceLength, window.upperBound - pieceStart)
        let runs = ConcurrentResults<Occurrence.Run>(count: chunks.count)
        let chunks = self.chunks
        Workers.perform(chunks.count) { index in
            var found: [Occurrence] = []
            for stream in chunks[index] { stream.take(startingBefore: pieceEnd, into: &found) }
            runs.set(index, Occurrence.chronological(found))
        }
        let moved = Occurrence.chronological(changed.removeValue(forKey: piece(of: pieceStart)) ?? [])
        pieceStart = pieceEnd
        return Occurrence.merging(runs.filled + [moved])
    }

    /// The index of the piece an occurrence belongs to: the one its start is in, or the first
    /// for one that began before the window.
    private func piece(of occurrence: Occurrence) -> Int {
        piece(of: max(occurrence.startInstant, window.lowerBound))
    }

    private func piece(of instant: Int) -> Int {
        (instant - window.lowerBound) / pieceLength
    }
}

/// One series' unchanged occurrences that overlap a window, in order of start, taken a piece
/// at a time.
final class SeriesStream: @unchecked Sendable {
    // Advanced by one core at a time (see `OccurrenceStream`).
    private let series: Series
    private let window: Range<Int>
    private var iterator: RecurrenceSetIterator
    private let lastWall: Int
    /// The first occurrence found that starts after the piece that was being taken.
    private var pending: Occurrence?
    private var finished = false

    init(_ series: Series, window: Range<Int>) {
        self.series = series
        self.window = window
        let walls = series.wallRange(from: window.lowerBound, to: window.upperBound)
        lastWall = walls.upperBound
        iterator = series.set.makeIterator(from: walls.lowerBound, through: walls.upperBound)
    }

    /// Appends the occurrences not taken yet that start before `end`.
    ///
    /// Wall times come in order and a clock only ever maps a later wall time to a later or
    /// equal instant, so the first occurrence starting at or after `end` ends the piece.
    func take(startingBefore end: Int, into found: inout [Occurrence]) {
        if let waiting = pending {
            guard waiting.startInstant < end else { return }
            found.append(waiting)
            pending = nil
        }
        while !finished {
            guard let wall = iterator.next(), wall <= lastWall else {
                finished = true
                return
            }
            guard !series.isOverridden(wall) else { continue }
            let occurrence = series.make(originalWall: wall, override: nil)
            guard occurrence.overlaps(from: window.lowerBound, to: window.upperBound) else { continue }
            guard occurrence.startInstant < end else {
                pending = occurrence
                return
            }
            found.append(occurrence)
        }
    }
}
