import Foundation
import TribeSchedule

/// The bytes a listing writes for an occurrence besides its times, made once per series.
///
/// Everything but the start, the end and the original start is the same for every occurrence
/// of a series that no override changed: writing it out again, names and escaping included,
/// was half of formatting a listing. JSON, CSV and text each cut an occurrence at its times. Kept for the whole listing, so it grows with the number
/// of series, not of occurrences.
final class ListingFragments: @unchecked Sendable {
    // Guarded by `lock`: every core formats occurrences. The key holds its series' facts, so
    // no other series can come to share its identity while the listing runs.
    private var made: [Occurrence.SameFacts: [[UInt8]]] = [:]
    private let lock = NSLock()

    /// The fragments of `occurrence`'s series, made by `listing`'s `make` the first time.
    ///
    /// `make` comes unapplied: a method applied to the listing on every call would copy the
    /// listing, and retain all it holds, for each of hundreds of thousands of occurrences.
    func parts(
        of occurrence: Occurrence, in listing: OccurrenceListing,
        make: (OccurrenceListing) -> (Occurrence) -> [[UInt8]]
    ) -> [[UInt8]] {
        let key = occurrence.sameFacts
        if let parts = lock.withLock({ made[key] }) { return parts }
        let parts = make(listing)(occurrence)
        lock.withLock { made[key] = parts }
        return parts
    }
}
