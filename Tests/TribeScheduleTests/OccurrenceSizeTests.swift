import Testing

@testable import TribeSchedule

/// How big an occurrence is, and that it is plain bits: builds copy and sort hundreds of
/// thousands of them.
struct OccurrenceSizeTests {
    @Test func anOccurrenceStaysSmall() {
        // Three instants, the event id, two offsets, the facts' number and build, and the
        // all-day flag. With three wall-clock times besides it was 96 bytes, and with every
        // field a full Int 208; copying occurrences was a fifth of a build then.
        #expect(MemoryLayout<Occurrence>.stride == 48)
    }

    @Test func anOccurrenceHoldsNoReferenceSoKeepsNothingOfItsBuildAlive() {
        // Copying one counts no reference, and dropping a schedule frees its facts whatever
        // occurrences are still about.
        #expect(_isPOD(Occurrence.self))
    }
}
