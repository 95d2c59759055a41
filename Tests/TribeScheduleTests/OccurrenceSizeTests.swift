import Testing

@testable import TribeSchedule

/// How big an occurrence is: builds copy and sort hundreds of thousands of them.
struct OccurrenceSizeTests {
    @Test func anOccurrenceStaysSmall() {
        // Three instants, two offsets, the all-day flag and one reference. With three wall-clock
        // times besides it was 96 bytes, and with every field a full Int 208; copying
        // occurrences was a fifth of a build then.
        #expect(MemoryLayout<Occurrence>.size == 48)
        #expect(MemoryLayout<Occurrence>.stride == 48)
    }
}
