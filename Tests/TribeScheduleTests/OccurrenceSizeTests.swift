import Testing
import TribeRecurrence

@testable import TribeSchedule

/// How big an occurrence is: builds copy and sort hundreds of thousands of them.
struct OccurrenceSizeTests {
    @Test func anOccurrenceStaysSmall() {
        // Three wall-clock times, two instants with their offsets and one reference: with every
        // field a full Int it was 208 bytes, and copying occurrences was a fifth of a build.
        // The all-day flag lies in the bytes the first wall-clock time leaves before the second.
        #expect(MemoryLayout<LocalDate>.size == 10)
        #expect(MemoryLayout<LocalDateTime>.size == 20)
        // The offset fills the bytes the wall time leaves before the instant.
        #expect(MemoryLayout<ZonedTime>.size == 32)
        #expect(MemoryLayout<Occurrence>.size == 96)
    }
}
